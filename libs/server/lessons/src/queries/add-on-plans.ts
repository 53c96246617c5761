import type { EntityManager } from '@mikro-orm/postgresql';
import type { QueryBus } from '@nestjs/cqrs';
import { GetPlanSummariesQuery } from '@coaching/server-catalogue/queries';
import { sql } from '@coaching/server-core';

/**
 * Which plans of the given students are add plans (plan_type add, 追加コーチング): an add plan's lessons add to the
 * course of its game (the student row of the member's own plan of that game); it is never a course of its own
 * (issue 34). The catalogue says which plans are add plans (its published query), so a plan's type is never copied
 * here and a rows written before this rule read right. `scope` narrows the students asked about (one member, or every
 * running one); the answer is a Postgres int array literal, ready for `= any(?::int[])`.
 */
export async function addOnPlanIds(em: EntityManager, queries: QueryBus, scope: { memberId?: string; runningAt?: Date }): Promise<string> {
  const where: string[] = [];
  const values: unknown[] = [];
  if (scope.memberId) {
    where.push('member_id = ?');
    values.push(scope.memberId);
  }
  if (scope.runningAt) {
    where.push('ends_at > ?');
    values.push(scope.runningAt);
  }
  const rows = await sql<{ plan_id: number }>(em, `select distinct plan_id from lesson_students ${where.length ? `where ${where.join(' and ')}` : ''}`, values);
  if (rows.length === 0) return '{}';
  const plans = await queries.execute(new GetPlanSummariesQuery(rows.map((r) => r.plan_id)));
  return `{${plans.filter((p) => p.planType === 'add').map((p) => p.id).join(',')}}`;
}
