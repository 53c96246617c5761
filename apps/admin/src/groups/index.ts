import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import type { ResourceProps } from 'react-admin';
import { GroupCreate } from './GroupCreate';
import { GroupEdit } from './GroupEdit';
import { GroupList } from './GroupList';

/** Groups of the group plans (spec §3 Group): members, leader, tickets, coach; group lessons are booked from here. */
export default {
  list: GroupList,
  create: GroupCreate,
  edit: GroupEdit,
  icon: GroupsIcon,
} satisfies Omit<ResourceProps, 'name'>;
