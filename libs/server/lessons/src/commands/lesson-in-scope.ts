import type { EntityManager } from '@mikro-orm/postgresql';
import { domainError, sql } from '@coaching/server-core';
import { LessonErrors } from '../domain/lessons-errors';
import { type ActingOperator, coachScopeOf } from './acting-operator';

/** Refuses a lesson the operator may not act on: staff act on every lesson, a coach only on their own. */
export async function assertLessonInScope(em: EntityManager, operator: ActingOperator, lessonId: string): Promise<void> {
  const ownCoach = await coachScopeOf(em, operator);
  const [lesson] = await sql<{ coach_id: string }>(em, 'select coach_id from lessons where id = ?', [lessonId]);
  if (!lesson || (ownCoach && lesson.coach_id !== ownCoach)) throw domainError(LessonErrors.LESSON_NOT_FOUND);
}
