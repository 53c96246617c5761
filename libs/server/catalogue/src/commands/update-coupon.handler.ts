import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AdminCoupon } from '@coaching/contracts';
import { domainError } from '@coaching/server-core';
import { CatalogueErrors } from '../domain/catalogue-errors';
import { Coupon } from '../entities/coupon.entity';
import { assertPlanExists, couponProps, savingCoupon } from './coupon-writes';
import { UpdateCouponCommand } from './update-coupon.command';

@CommandHandler(UpdateCouponCommand)
export class UpdateCouponHandler implements ICommandHandler<UpdateCouponCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ id, input }: UpdateCouponCommand): Promise<AdminCoupon> {
    return savingCoupon(() =>
      this.em.fork().transactional(async (tx) => {
        const coupon = await tx.findOne(Coupon, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!coupon) throw domainError(CatalogueErrors.COUPON_NOT_FOUND);
        await assertPlanExists(tx, input.plan_id);
        tx.assign(coupon, couponProps(input));
        await tx.flush();
        return coupon.toAdmin();
      }),
    );
  }
}
