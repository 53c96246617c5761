import SchoolIcon from '@mui/icons-material/SchoolOutlined';
import type { ResourceProps } from 'react-admin';
import { StudentList } from './StudentList';

/** Students: the running subscriptions with their coach; 未割当 is support's to-do list (issue 10). */
export default {
  list: StudentList,
  icon: SchoolIcon,
} satisfies Omit<ResourceProps, 'name'>;
