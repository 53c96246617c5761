import { Command } from '@nestjs/cqrs';
import type { AdminCoupon, CouponInput } from '@coaching/contracts';

/** An operator issues a coupon. Refused when the code is taken or the plan is missing. */
export class CreateCouponCommand extends Command<AdminCoupon> {
  constructor(
    readonly input: CouponInput,
    readonly operatorId: string,
  ) {
    super();
  }
}
