import type { AdminCoupon } from '@coaching/contracts';
import { Create } from 'react-admin';
import { CouponForm } from './CouponForm';

export const CouponCreate = () => (
  <Create<AdminCoupon> redirect="list">
    <CouponForm creating />
  </Create>
);
