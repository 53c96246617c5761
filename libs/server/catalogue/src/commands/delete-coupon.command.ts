import { Command } from '@nestjs/cqrs';
import type { AdminCoupon } from '@coaching/contracts';

/** An operator deletes a coupon nobody has used; answers it as it was. */
export class DeleteCouponCommand extends Command<AdminCoupon> {
  constructor(
    readonly id: number,
    readonly operatorId: string,
  ) {
    super();
  }
}
