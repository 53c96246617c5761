import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { tokyoMonth } from '@coaching/contracts';
import { decideInTransaction, domainError, EventStore, isDomainError, sqlTransaction } from '@coaching/server-core';
import { lessonDecider, lessonStream } from '../domain/lesson.decider';
import { LessonErrors } from '../domain/lessons-errors';
import { isWholeHour } from '../domain/make-up-hours';
import { coachLessonTimes, makeUpCreditOf, makeUpStudentAt, monthSuspended } from '../queries/make-up-credit-rows';
import { BookMakeUpLessonCommand } from './book-make-up-lesson.command';
import { assertCoachAvailable } from './coach-availability';
import { refusalOfOverlap } from './lesson-writes';
import { assertMembersFree, lockMembers } from './member-time';

/** Scheduling's refusals in the words of a member choosing a make-up hour. */
const MEMBER_WORDS: Record<string, (typeof LessonErrors)[keyof typeof LessonErrors]> = {
  [LessonErrors.COACH_BUSY]: LessonErrors.MAKE_UP_HOUR_TAKEN,
  [LessonErrors.COACH_IN_TRIAL]: LessonErrors.MAKE_UP_HOUR_TAKEN,
  [LessonErrors.MEMBER_BUSY]: LessonErrors.MAKE_UP_MEMBER_BUSY,
  [LessonErrors.OUTSIDE_WEEKLY_HOURS]: LessonErrors.MAKE_UP_OUTSIDE_COACH_HOURS,
  [LessonErrors.COACH_DAY_OFF]: LessonErrors.MAKE_UP_OUTSIDE_COACH_HOURS,
  [LessonErrors.COACH_NOT_FOUND]: LessonErrors.MAKE_UP_NO_COACH,
};

/**
 * Books a make-up lesson the member chose, race-safe as every booking (ADR 0011): the member's booking lock first
 * (so one credit is used once: a second request of the same member, a double click, waits and finds it used), then
 * the coach's time lock (`assertCoachAvailable`: the coach's weekly hours, days off and trial seats, asked on this
 * transaction), the coach's lessons read under that lock, and the exclusion constraints of `lessons` as the last word.
 * The lesson is the decider's `LessonScheduled` with `source: 'make-up'`, recorded as the member's act; the
 * projection marks the credit used in the same transaction.
 */
@CommandHandler(BookMakeUpLessonCommand)
export class BookMakeUpLessonHandler implements ICommandHandler<BookMakeUpLessonCommand> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async execute({ memberId, creditLessonId, startsAt }: BookMakeUpLessonCommand): Promise<{ lessonId: string }> {
    if (!isWholeHour(startsAt)) throw domainError(LessonErrors.MAKE_UP_NOT_ON_THE_HOUR);
    const lessonId = randomUUID();
    try {
      await sqlTransaction(this.em, async (tx) => {
        await lockMembers(tx, [memberId]);
        const credit = await makeUpCreditOf(tx, memberId, creditLessonId);
        if (!credit) throw domainError(LessonErrors.MAKE_UP_CREDIT_NOT_FOUND);
        if (credit.credit_used_by) throw domainError(LessonErrors.MAKE_UP_CREDIT_USED);
        const now = new Date();
        const deadline = new Date(credit.make_up_by);
        if (deadline <= now) throw domainError(LessonErrors.MAKE_UP_CREDIT_EXPIRED);
        if (startsAt <= now) throw domainError(LessonErrors.STARTS_IN_PAST);
        if (startsAt > deadline) throw domainError(LessonErrors.MAKE_UP_OUTSIDE_WINDOW);
        const endsAt = new Date(startsAt.getTime() + (new Date(credit.ends_at).getTime() - new Date(credit.starts_at).getTime()));

        const student = await makeUpStudentAt(tx, memberId, startsAt, credit);
        if (!student || new Date(student.ends_at) < endsAt) throw domainError(LessonErrors.MAKE_UP_NO_SUBSCRIPTION);
        if (!student.coach_id) throw domainError(LessonErrors.MAKE_UP_NO_COACH);
        if (await monthSuspended(tx, memberId, tokyoMonth(startsAt))) throw domainError(LessonErrors.MONTH_SUSPENDED);
        await assertMembersFree(tx, [memberId], startsAt, endsAt);
        await assertCoachAvailable(tx, this.queries, student.coach_id, startsAt, endsAt);
        // Under the coach's time lock: a lesson committed by whoever held it before is seen here.
        if ((await coachLessonTimes(tx, student.coach_id, startsAt, endsAt)).length > 0) throw domainError(LessonErrors.COACH_BUSY);

        await decideInTransaction(
          tx,
          this.store,
          lessonStream(lessonId),
          lessonDecider,
          {
            type: 'ScheduleLesson',
            data: {
              lessonId,
              kind: 'personal',
              memberId,
              groupId: null,
              coachId: student.coach_id,
              subscriptionId: student.subscription_id,
              startsAt: startsAt.toISOString(),
              endsAt: endsAt.toISOString(),
              source: 'make-up',
              makeUpFor: credit.id,
              creditDeadline: deadline.toISOString(),
              scheduledAt: now.toISOString(),
            },
          },
          { actor: { type: 'member', id: memberId } },
        );
      });
    } catch (error) {
      const refusal = refusalOfOverlap(error);
      if (isDomainError(refusal) && MEMBER_WORDS[refusal.code]) throw domainError(MEMBER_WORDS[refusal.code]);
      throw refusal;
    }
    return { lessonId };
  }
}
