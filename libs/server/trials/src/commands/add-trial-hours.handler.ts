import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { domainError, EventStore, sql, sqlTransaction } from '@coaching/server-core';
import { ListCoachesQuery } from '@coaching/server-lessons/queries';
import { windowWithinWeeklyHours } from '../domain/coach-working-time';
import { TrialErrors } from '../domain/trials-errors';
import { TrialSlots } from '../queries/trial-slots';
import { AddTrialHoursCommand } from './add-trial-hours.command';
import { byOperator, refreshHorizon, trialHoursStream } from './trial-hours-writes';

/**
 * Adds the window (a window of the same coach, day and start is replaced) and records it on the window's stream, in one
 * transaction; then writes the game's schedule again. A window outside the coach's weekly hours is refused unless the
 * operator says 時間外でも登録 (`outside_hours`, kept on the row and on the event for the audit log, issue 30).
 */
@CommandHandler(AddTrialHoursCommand)
export class AddTrialHoursHandler implements ICommandHandler<AddTrialHoursCommand> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(TrialSlots) private readonly slots: TrialSlots,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  async execute({ input, operatorId }: AddTrialHoursCommand) {
    const [coach] = await this.queries.execute(new ListCoachesQuery({ ids: [input.coach_id], includeInactive: true }));
    if (!coach || coach.gameId !== input.game_id) throw domainError(TrialErrors.COACH_NOT_OF_GAME);
    const outsideHours = input.outside_hours === true;
    if (!outsideHours && !windowWithinWeeklyHours(coach.weeklyHours, input)) throw domainError(TrialErrors.TRIAL_HOURS_OUTSIDE_WORKING_HOURS);
    const row = await sqlTransaction(this.em, async (tx) => {
      const [added] = await sql<{ id: string; replaced: boolean }>(
        tx,
        `insert into trial_hours (game_id, coach_id, weekday, start_time, end_time, outside_hours) values (?, ?, ?, ?, ?, ?)
         on conflict (coach_id, weekday, start_time) do update set end_time = excluded.end_time, game_id = excluded.game_id, outside_hours = excluded.outside_hours
         returning id, xmax <> 0 as replaced`,
        [input.game_id, input.coach_id, input.weekday, input.start, input.end, outsideHours],
      );
      const data = { trialHoursId: added.id, gameId: input.game_id, coachId: input.coach_id, coachName: coach.name, weekday: input.weekday, start: input.start, end: input.end, replaced: added.replaced, ...(outsideHours ? { outsideHours } : {}) };
      await this.store.record(tx, trialHoursStream(added.id), [{ type: 'TrialHoursAdded', data }], byOperator(operatorId));
      return added;
    });
    await refreshHorizon(this.em, this.slots, input.game_id);
    return { id: row.id };
  }
}
