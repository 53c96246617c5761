import { Command } from '@nestjs/cqrs';
import type { AdminCoupon, CouponInput } from '@coaching/contracts';

export class UpdateCouponCommand extends Command<AdminCoupon> {
  constructor(
    readonly id: number,
    readonly input: CouponInput,
    readonly operatorId: string,
  ) {
    super();
  }
}
