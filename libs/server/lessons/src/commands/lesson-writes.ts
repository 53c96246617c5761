import type { EntityManager } from '@mikro-orm/postgresql';
import { decideInTransaction, domainError, EventStore, runDecider, type EventMetadata, type RunOptions } from '@coaching/server-core';
import { lessonDecider, lessonStream, type LessonCommand, type LessonScheduledData } from '../domain/lesson.decider';
import { LessonErrors } from '../domain/lessons-errors';

/**
 * What the database says when the lessons projection meets another lesson at that time: the exclusion
 * constraints of `lessons` (a coach, a member) as the refusal the caller understands; anything else as it was.
 */
export function refusalOfOverlap(error: unknown): unknown {
  const text = `${(error as { constraint?: string })?.constraint ?? ''} ${(error as Error)?.message ?? ''}`;
  if (text.includes('lessons_coach_free')) return domainError(LessonErrors.COACH_BUSY);
  if (text.includes('lessons_member_free')) return domainError(LessonErrors.MEMBER_BUSY);
  return error;
}

/** Decides a command on one lesson's stream in its own transaction, overlaps answered as refusals. */
export async function runLessonCommand(em: EntityManager, store: EventStore, lessonId: string, command: LessonCommand, metadata: EventMetadata, options: RunOptions = {}) {
  try {
    return await runDecider(em, store, lessonStream(lessonId), lessonDecider, command, metadata, options);
  } catch (error) {
    throw refusalOfOverlap(error);
  }
}

/** Writes a new lesson, scheduled now by an operator, in the caller's transaction (which took the locks it needs). */
export function appendScheduledLesson(tx: EntityManager, store: EventStore, lesson: Omit<LessonScheduledData, 'scheduledAt'>, operatorId: string, { outsideHours = false } = {}) {
  // 時間外でも登録 (issue 30): the override is recorded on the event's metadata, for the audit log.
  const metadata = { actor: { type: 'operator' as const, id: operatorId }, ...(outsideHours ? { outsideHours: true } : {}) };
  return decideInTransaction(tx, store, lessonStream(lesson.lessonId), lessonDecider, { type: 'ScheduleLesson', data: { ...lesson, scheduledAt: new Date().toISOString() } }, metadata);
}
