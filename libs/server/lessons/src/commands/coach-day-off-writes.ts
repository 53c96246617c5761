import type { EntityManager } from '@mikro-orm/postgresql';
import { domainError, sql } from '@coaching/server-core';
import { LessonErrors } from '../domain/lessons-errors';
import { type ActingOperator, coachScopeOf } from './acting-operator';

/** The coach whose days off the operator edits, in the writing transaction: a coach only his own, staff any existing one. */
export async function assertMayEditDaysOff(tx: EntityManager, operator: ActingOperator, coachId: string): Promise<void> {
  const ownCoach = await coachScopeOf(tx, operator);
  if (ownCoach && ownCoach !== coachId) throw domainError(LessonErrors.COACH_NOT_FOUND);
  const [coach] = await sql(tx, 'select 1 from coaches where id = ?', [coachId]);
  if (!coach) throw domainError(LessonErrors.COACH_NOT_FOUND);
}
