import { ForeignKeyConstraintViolationException, LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AdminCoupon } from '@coaching/contracts';
import { domainError } from '@coaching/server-core';
import { CatalogueErrors } from '../domain/catalogue-errors';
import { Coupon } from '../entities/coupon.entity';
import { DeleteCouponCommand } from './delete-coupon.command';

@CommandHandler(DeleteCouponCommand)
export class DeleteCouponHandler implements ICommandHandler<DeleteCouponCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ id }: DeleteCouponCommand): Promise<AdminCoupon> {
    try {
      return await this.em.fork().transactional(async (tx) => {
        const coupon = await tx.findOne(Coupon, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!coupon) throw domainError(CatalogueErrors.COUPON_NOT_FOUND);
        const answer = coupon.toAdmin();
        tx.remove(coupon);
        await tx.flush();
        return answer;
      });
    } catch (error) {
      // Once billing records uses, a used coupon is referenced and stays; it can still be deactivated.
      if (error instanceof ForeignKeyConstraintViolationException) throw domainError(CatalogueErrors.COUPON_IN_USE);
      throw error;
    }
  }
}
