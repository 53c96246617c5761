import ReportProblemIcon from '@mui/icons-material/ReportProblemOutlined';
import type { ResourceProps } from 'react-admin';
import { ParkedReactionList } from './ParkedReactionList';

/** Work the worker gave up on: nothing a reactor failed on is skipped silently (admins only). */
export default {
  list: ParkedReactionList,
  icon: ReportProblemIcon,
  recordRepresentation: 'reactor',
} satisfies Omit<ResourceProps, 'name'>;
