import ScheduleIcon from '@mui/icons-material/ScheduleOutlined';
import type { ResourceProps } from 'react-admin';
import { TrialHoursCreate } from './TrialHoursCreate';
import { TrialHoursList } from './TrialHoursList';

/** Trial hours per game and coach, kept by the staff. */
export default {
  list: TrialHoursList,
  create: TrialHoursCreate,
  icon: ScheduleIcon,
} satisfies Omit<ResourceProps, 'name'>;
