import CardMembershipIcon from '@mui/icons-material/CardMembership';
import type { ResourceProps } from 'react-admin';
import { PlanCreate } from './PlanCreate';
import { PlanEdit } from './PlanEdit';
import { PlanList } from './PlanList';

/** Monthly coaching plans: prices by period, tax rate, lessons, and whether members can buy them. */
export default {
  list: PlanList,
  edit: PlanEdit,
  create: PlanCreate,
  icon: CardMembershipIcon,
  recordRepresentation: 'name',
} satisfies Omit<ResourceProps, 'name'>;
