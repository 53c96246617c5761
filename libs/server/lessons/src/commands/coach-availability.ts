import type { EntityManager } from '@mikro-orm/postgresql';
import type { QueryBus } from '@nestjs/cqrs';
import { domainError } from '@coaching/server-core';
import { LessonErrors } from '../domain/lessons-errors';
import { withinWeeklyHours } from '../domain/weekly-hours';
import { onDayOff } from '../domain/working-hours';
import { daysOffOf } from '../queries/coach-days-off-rows';
import { loadCoaches } from '../queries/coach-rows';
import { ListCoachTrialTimesQuery } from '../queries/list-coach-trial-times.query';
import { lockCoachTime } from './coach-time-lock';

/**
 * Refuses a time the coach does not teach: an unknown (or, for a new booking, inactive) coach, outside their weekly
 * hours or on their day off (unless an operator books with 時間外でも登録, `outsideHours`, issue 30), or over a free
 * trial they take. Their other lessons are refused by the database itself (ADR 0011).
 * Runs in the transaction that writes the lesson, under the coach's time lock (`coach-time-lock.ts`), which the
 * trials context takes too when it claims a seat (`LockCoachTimeCommand`): a trial held at the same instant is
 * either seen here or sees this lesson.
 */
export async function assertCoachAvailable(em: EntityManager, queries: QueryBus, coachId: string, startsAt: Date, endsAt: Date, { includeInactive = false, outsideHours = false } = {}): Promise<void> {
  await lockCoachTime(em, coachId);
  const [coach] = await loadCoaches(em, { ids: [coachId], includeInactive });
  if (!coach) throw domainError(LessonErrors.COACH_NOT_FOUND);
  if (!outsideHours) {
    if (!withinWeeklyHours(coach.weeklyHours, startsAt, endsAt)) throw domainError(LessonErrors.OUTSIDE_WEEKLY_HOURS);
    if (onDayOff(await daysOffOf(em, coachId, startsAt, endsAt), startsAt, endsAt)) throw domainError(LessonErrors.COACH_DAY_OFF);
  }
  // Asked of the trials context on this transaction: a seat held (a member at the confirm modal), booked or taken
  // place takes the coach's hour, from the moment it is claimed.
  const seats = await queries.execute(new ListCoachTrialTimesQuery([coachId], startsAt, endsAt, em));
  if (seats.length > 0) throw domainError(LessonErrors.COACH_IN_TRIAL);
}
