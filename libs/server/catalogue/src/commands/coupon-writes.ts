import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdminCoupon, CouponInput } from '@coaching/contracts';
import { domainError } from '@coaching/server-core';
import { CatalogueErrors } from '../domain/catalogue-errors';
import { Plan } from '../entities/plan.entity';

// What issuing and editing a coupon share.

export const couponProps = (input: CouponInput) => ({
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

export const assertPlanExists = async (tx: EntityManager, planId: number | null) => {
  if (planId !== null && !(await tx.count(Plan, { id: planId }))) throw domainError(CatalogueErrors.PLAN_MISSING);
};

/** Runs a coupon write; the unique code constraint decides between two operators racing. */
export async function savingCoupon(work: () => Promise<AdminCoupon>): Promise<AdminCoupon> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw domainError(CatalogueErrors.COUPON_CODE_TAKEN);
    throw error;
  }
}
