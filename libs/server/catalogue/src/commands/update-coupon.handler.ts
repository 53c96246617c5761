import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AdminCoupon } from '@coaching/contracts';
import { changedFields, domainError, EventStore } from '@coaching/server-core';
import { byOperator, couponStream } from '../domain/catalogue-streams';
import { CatalogueErrors } from '../domain/catalogue-errors';
import { Coupon } from '../entities/coupon.entity';
import { assertPlanExists, couponProps, savingCoupon } from './coupon-writes';
import { UpdateCouponCommand } from './update-coupon.command';

@CommandHandler(UpdateCouponCommand)
export class UpdateCouponHandler implements ICommandHandler<UpdateCouponCommand> {
  constructor(
    private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  async execute({ id, input, operatorId }: UpdateCouponCommand): Promise<AdminCoupon> {
    return savingCoupon(() =>
      this.em.fork().transactional(async (tx) => {
        const coupon = await tx.findOne(Coupon, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!coupon) throw domainError(CatalogueErrors.COUPON_NOT_FOUND);
        await assertPlanExists(tx, input.plan_id);
        const before = coupon.toAdmin();
        tx.assign(coupon, couponProps(input));
        await tx.flush();
        const changed = changedFields(before, coupon.toAdmin(), Object.keys(input));
        if (changed.length) await this.store.record(tx, couponStream(id), [{ type: 'CouponChanged', data: { couponId: id, code: coupon.code, name: coupon.name, changed } }], byOperator(operatorId));
        return coupon.toAdmin();
      }),
    );
  }
}
