import { ForeignKeyConstraintViolationException, LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AdminCoupon } from '@coaching/contracts';
import { domainError, EventStore } from '@coaching/server-core';
import { byOperator, couponStream } from '../domain/catalogue-streams';
import { CatalogueErrors } from '../domain/catalogue-errors';
import { Coupon } from '../entities/coupon.entity';
import { DeleteCouponCommand } from './delete-coupon.command';

@CommandHandler(DeleteCouponCommand)
export class DeleteCouponHandler implements ICommandHandler<DeleteCouponCommand> {
  constructor(
    private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  async execute({ id, operatorId }: DeleteCouponCommand): Promise<AdminCoupon> {
    try {
      return await this.em.fork().transactional(async (tx) => {
        const coupon = await tx.findOne(Coupon, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!coupon) throw domainError(CatalogueErrors.COUPON_NOT_FOUND);
        const answer = coupon.toAdmin();
        tx.remove(coupon);
        await tx.flush();
        // The row is gone; its stream keeps what it was and who deleted it.
        await this.store.record(tx, couponStream(id), [{ type: 'CouponDeleted', data: { couponId: id, code: coupon.code, name: coupon.name } }], byOperator(operatorId));
        return answer;
      });
    } catch (error) {
      // Once billing records uses, a used coupon is referenced and stays; it can still be deactivated.
      if (error instanceof ForeignKeyConstraintViolationException) throw domainError(CatalogueErrors.COUPON_IN_USE);
      throw error;
    }
  }
}
