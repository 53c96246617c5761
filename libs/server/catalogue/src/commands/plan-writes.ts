import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { AdminPlan, PlanInput } from '@coaching/contracts';
import { domainError } from '@coaching/server-core';
import { CatalogueErrors } from '../domain/catalogue-errors';
import type { Game } from '../entities/game.entity';

// What creating and updating a plan share.

export const planProps = (input: PlanInput, game: Game) => ({
  game,
  code: input.code,
  name: input.name,
  planType: input.plan_type,
  isGroup: input.is_group,
  isPurchasable: input.is_purchasable,
  lessonType: input.lesson_type,
  lessonCount: input.lesson_count,
  coachingDetail: input.coaching_detail,
  specialCoachingCount: input.special_coaching_count,
  specialCoachingDetail: input.special_coaching_detail,
  price1: input.price1,
  price2: input.price2,
  price3: input.price3,
  price4: input.price4,
  price5: input.price5,
  price6: input.price6,
  period1: input.period1,
  period2: input.period2,
  period3: input.period3,
  period4: input.period4,
  period5: input.period5,
  period6: input.period6,
  taxRate: input.tax_rate,
  sortOrder: input.sort_order,
});

/** Runs a plan write; the (game, code) unique constraint decides between two operators racing. */
export async function savingPlan(work: () => Promise<AdminPlan>): Promise<AdminPlan> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw domainError(CatalogueErrors.PLAN_CODE_TAKEN);
    throw error;
  }
}
