import { ForeignKeyConstraintViolationException, LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AdminCoupon, CouponInput } from '@coaching/contracts';
import { domainError } from '@coaching/server-core';
import { CatalogueErrors } from '../domain/catalogue-errors';
import { Coupon } from '../entities/coupon.entity';
import { Plan } from '../entities/plan.entity';
import { CreateCouponCommand, DeleteCouponCommand, UpdateCouponCommand } from './coupon.commands';

const couponProps = (input: CouponInput) => ({
  code: input.code,
  name: input.name,
  discountType: input.discount_type,
  discountValue: input.discount_value,
  target: input.target,
  planId: input.plan_id,
  startsAt: input.starts_at ? new Date(input.starts_at) : null,
  endsAt: input.ends_at ? new Date(input.ends_at) : null,
  maxUses: input.max_uses,
  isActive: input.is_active,
});

const assertPlanExists = async (tx: EntityManager, planId: number | null) => {
  if (planId !== null && !(await tx.count(Plan, { id: planId }))) throw domainError(CatalogueErrors.PLAN_MISSING);
};

/** Runs a coupon write; the unique code constraint decides between two operators racing. */
async function savingCoupon(work: () => Promise<AdminCoupon>): Promise<AdminCoupon> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw domainError(CatalogueErrors.COUPON_CODE_TAKEN);
    throw error;
  }
}

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
