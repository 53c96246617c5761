import EventAvailableIcon from '@mui/icons-material/EventAvailableOutlined';
import type { ResourceProps } from 'react-admin';
import { TrialList } from './TrialList';
import { TrialShow } from './TrialShow';

/** Free-trial bookings: the list with the conversion rate, attendance, the school's cancellation. */
export default {
  list: TrialList,
  show: TrialShow,
  icon: EventAvailableIcon,
  recordRepresentation: 'member_name',
} satisfies Omit<ResourceProps, 'name'>;
