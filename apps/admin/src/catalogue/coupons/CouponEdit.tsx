import type { AdminCoupon } from '@coaching/contracts';
import { Edit } from 'react-admin';
import { CouponForm } from './CouponForm';

// Pessimistic, deletion included: react-admin then asks for confirmation and the server has the last word.
export const CouponEdit = () => (
  <Edit<AdminCoupon> mutationMode="pessimistic">
    <CouponForm />
  </Edit>
);
