import type { EntityManager } from '@mikro-orm/postgresql';
import type { QueryBus } from '@nestjs/cqrs';
import type { LessonCancelTermsName } from '@coaching/contracts';
import { GetPlanSummariesQuery } from '@coaching/server-catalogue/queries';
import { sql } from '@coaching/server-core';

/** A lesson's cancel terms by the plan of its subscription (`lesson_students.plan_id`); a lesson without one has the terms'. */
export type CancelTermsOf = (planId: number | null | undefined) => LessonCancelTermsName;

/**
 * The cancel deadline of each of these plans, asked of the catalogue in one call: a Premium plan (its `premiumExtras`,
 * spec §9) gives 'day-before', every other plan the terms' 'two-days-before'.
 */
export async function cancelTermsOfPlans(queries: QueryBus, planIds: readonly (number | null | undefined)[]): Promise<CancelTermsOf> {
  const ids = [...new Set(planIds.filter((id): id is number => id !== null && id !== undefined).map(Number))];
  const premium = new Set(ids.length === 0 ? [] : (await queries.execute(new GetPlanSummariesQuery(ids))).filter((p) => p.premiumExtras).map((p) => p.id));
  return (planId) => (planId !== null && planId !== undefined && premium.has(Number(planId)) ? 'day-before' : 'two-days-before');
}

/** The cancel terms of one lesson, for the commands that apply them (the member's cancel, support's late cancel). */
export async function cancelTermsOfLesson(em: EntityManager, queries: QueryBus, lessonId: string): Promise<LessonCancelTermsName> {
  const [row] = await sql<{ plan_id: number | null }>(em, 'select s.plan_id from lessons l join lesson_students s on s.subscription_id = l.subscription_id where l.id = ?', [lessonId]);
  return (await cancelTermsOfPlans(queries, [row?.plan_id]))(row?.plan_id);
}
