import SportsIcon from '@mui/icons-material/SportsEsportsOutlined';
import type { ResourceProps } from 'react-admin';
import { CoachEdit } from './CoachEdit';
import { CoachList } from './CoachList';

/** Coaches: who teaches, whether they take students, and their weekly hours (issue 10). */
export default {
  list: CoachList,
  edit: CoachEdit,
  icon: SportsIcon,
  recordRepresentation: 'name',
} satisfies Omit<ResourceProps, 'name'>;
