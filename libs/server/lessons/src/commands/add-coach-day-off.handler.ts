import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { domainError, EventStore, sql, sqlTransaction } from '@coaching/server-core';
import { bookingsText, dayOffRefusal } from '../domain/coach-days-off';
import { byOperator, coachStream } from '../domain/lesson-record-streams';
import { LessonErrors } from '../domain/lessons-errors';
import { dayOffSpan } from '../domain/working-hours';
import { ListCoachTrialTimesQuery } from '../queries/list-coach-trial-times.query';
import { coachLessonTimes } from '../queries/make-up-credit-rows';
import { AddCoachDayOffCommand } from './add-coach-day-off.command';
import { assertMayEditDaysOff } from './coach-day-off-writes';
import { lockCoachTime } from './coach-time-lock';

/**
 * Adds a day off: today (Tokyo) to 180 days ahead, not twice. A day that already holds a lesson or a trial of the
 * coach (held or booked) is refused with the list of them: the operator moves or cancels them first (ADR 0030). Under
 * the coach's time lock, which every booking of the coach's time takes: a lesson or a trial seat written at the same
 * instant either is seen here, or sees the day off. Recorded as `CoachDayOffAdded` on the coach's stream.
 */
@CommandHandler(AddCoachDayOffCommand)
export class AddCoachDayOffHandler implements ICommandHandler<AddCoachDayOffCommand> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async execute({ coachId, input, operator, now }: AddCoachDayOffCommand): Promise<void> {
    const refusal = dayOffRefusal(input.day, now);
    if (refusal) throw domainError(refusal);
    await sqlTransaction(this.em, async (tx) => {
      await assertMayEditDaysOff(tx, operator, coachId);
      await lockCoachTime(tx, coachId);
      const { startsAt, endsAt } = dayOffSpan(input.day);
      const [lessons, trials] = [await coachLessonTimes(tx, coachId, startsAt, endsAt), await this.queries.execute(new ListCoachTrialTimesQuery([coachId], startsAt, endsAt, tx))];
      if (lessons.length + trials.length > 0) {
        const items = bookingsText([...lessons.map((l) => ({ startsAt: l.startsAt, what: 'レッスン' as const })), ...trials.map((t) => ({ startsAt: t.startsAt, what: '無料体験' as const }))]);
        throw domainError(LessonErrors.DAY_OFF_BOOKED, { items });
      }
      const [added] = await sql(tx, 'insert into coach_days_off (coach_id, day, note) values (?, ?, ?) on conflict do nothing returning day', [coachId, input.day, input.note]);
      if (!added) throw domainError(LessonErrors.DAY_OFF_EXISTS);
      await this.store.record(tx, coachStream(coachId), [{ type: 'CoachDayOffAdded', data: { coachId, day: input.day, note: input.note } }], byOperator(operator.id));
    });
  }
}
