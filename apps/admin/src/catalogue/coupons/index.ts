import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import type { ResourceProps } from 'react-admin';
import { CouponCreate } from './CouponCreate';
import { CouponEdit } from './CouponEdit';
import { CouponList } from './CouponList';

/** Discount codes members type at checkout: issue, edit, switch off, delete. */
export default {
  list: CouponList,
  edit: CouponEdit,
  create: CouponCreate,
  icon: LocalOfferIcon,
  recordRepresentation: 'code',
} satisfies Omit<ResourceProps, 'name'>;
