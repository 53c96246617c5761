import { Query } from '@nestjs/cqrs';
import type { AdminCoupon } from '@coaching/contracts';

export class GetAdminCouponQuery extends Query<AdminCoupon | null> {
  constructor(readonly id: number) {
    super();
  }
}
