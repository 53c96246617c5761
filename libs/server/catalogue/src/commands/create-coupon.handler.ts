import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AdminCoupon } from '@coaching/contracts';
import { EventStore } from '@coaching/server-core';
import { byOperator, couponStream } from '../domain/catalogue-streams';
import { Coupon } from '../entities/coupon.entity';
import { assertPlanExists, couponProps, savingCoupon } from './coupon-writes';
import { CreateCouponCommand } from './create-coupon.command';

@CommandHandler(CreateCouponCommand)
export class CreateCouponHandler implements ICommandHandler<CreateCouponCommand> {
  constructor(
    private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  async execute({ input, operatorId }: CreateCouponCommand): Promise<AdminCoupon> {
    return savingCoupon(() =>
      this.em.fork().transactional(async (tx) => {
        await assertPlanExists(tx, input.plan_id);
        const coupon = tx.create(Coupon, couponProps(input));
        await tx.flush();
        await this.store.record(tx, couponStream(coupon.id), [{ type: 'CouponCreated', data: { couponId: coupon.id, code: coupon.code, name: coupon.name } }], byOperator(operatorId));
        return coupon.toAdmin();
      }),
    );
  }
}
