import FestivalIcon from '@mui/icons-material/FestivalOutlined';
import type { ResourceProps } from 'react-admin';
import { CampEventCreate } from './CampEventCreate';
import { CampEventEdit } from './CampEventEdit';
import { CampEventList } from './CampEventList';

/** The Fortnite camp's events: dates, venue, capacity, price, application period, grades; participants as CSV. */
export default {
  list: CampEventList,
  edit: CampEventEdit,
  create: CampEventCreate,
  icon: FestivalIcon,
  recordRepresentation: 'name',
} satisfies Omit<ResourceProps, 'name'>;
