import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AdminCoupon } from '@coaching/contracts';
import { Coupon } from '../entities/coupon.entity';
import { assertPlanExists, couponProps, savingCoupon } from './coupon-writes';
import { CreateCouponCommand } from './create-coupon.command';

@CommandHandler(CreateCouponCommand)
export class CreateCouponHandler implements ICommandHandler<CreateCouponCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ input }: CreateCouponCommand): Promise<AdminCoupon> {
    return savingCoupon(() =>
      this.em.fork().transactional(async (tx) => {
        await assertPlanExists(tx, input.plan_id);
        const coupon = tx.create(Coupon, couponProps(input));
        await tx.flush();
        return coupon.toAdmin();
      }),
    );
  }
}
