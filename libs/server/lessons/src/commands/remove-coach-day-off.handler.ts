import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { domainError, EventStore, sql, sqlTransaction } from '@coaching/server-core';
import { byOperator, coachStream } from '../domain/lesson-record-streams';
import { LessonErrors } from '../domain/lessons-errors';
import { assertMayEditDaysOff } from './coach-day-off-writes';
import { RemoveCoachDayOffCommand } from './remove-coach-day-off.command';

/** Takes back a day off: the day is offered again. Recorded as `CoachDayOffRemoved` on the coach's stream. */
@CommandHandler(RemoveCoachDayOffCommand)
export class RemoveCoachDayOffHandler implements ICommandHandler<RemoveCoachDayOffCommand> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  async execute({ coachId, day, operator }: RemoveCoachDayOffCommand): Promise<void> {
    await sqlTransaction(this.em, async (tx) => {
      await assertMayEditDaysOff(tx, operator, coachId);
      const [removed] = await sql<{ note: string }>(tx, 'delete from coach_days_off where coach_id = ? and day = ?::date returning note', [coachId, day]);
      if (!removed) throw domainError(LessonErrors.DAY_OFF_NOT_FOUND);
      await this.store.record(tx, coachStream(coachId), [{ type: 'CoachDayOffRemoved', data: { coachId, day, note: removed.note } }], byOperator(operator.id));
    });
  }
}
