import { Query } from '@nestjs/cqrs';
import type { AdminCoupon } from '@coaching/contracts';
import type { AdminPage, CouponListCriteria } from './admin-list-criteria';

export class ListAdminCouponsQuery extends Query<AdminPage<AdminCoupon>> {
  constructor(readonly criteria: CouponListCriteria) {
    super();
  }
}
