import PersonSearchIcon from '@mui/icons-material/PersonSearchOutlined';
import type { ResourceProps } from 'react-admin';
import { MemberList } from './MemberList';
import { MemberShow } from './MemberShow';

/** Members: support's search and the member 360 (issue 14). */
export default {
  list: MemberList,
  show: MemberShow,
  icon: PersonSearchIcon,
} satisfies Omit<ResourceProps, 'name'>;
