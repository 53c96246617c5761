import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { EventStore, sql, sqlTransaction } from '@coaching/server-core';
import { ListCoachesQuery } from '@coaching/server-lessons/queries';
import { TrialSlots } from '../queries/trial-slots';
import { RemoveTrialHoursCommand } from './remove-trial-hours.command';
import { byOperator, refreshHorizon, trialHoursStream } from './trial-hours-writes';

interface TrialHoursRow {
  game_id: number;
  coach_id: string;
  weekday: number;
  start_time: string;
  end_time: string;
}

/** Removes the window and records what it was on its stream, in one transaction; then writes the game's schedule again. */
@CommandHandler(RemoveTrialHoursCommand)
export class RemoveTrialHoursHandler implements ICommandHandler<RemoveTrialHoursCommand> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(TrialSlots) private readonly slots: TrialSlots,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async execute({ id, operatorId }: RemoveTrialHoursCommand) {
    // The coach's name for the record, asked before the transaction (lessons answers on a connection of its own).
    const [window] = await sql<{ coach_id: string }>(this.em.fork(), 'select coach_id from trial_hours where id = ?', [id]);
    if (!window) return { removed: false };
    const [coach] = await this.queries.execute(new ListCoachesQuery({ ids: [window.coach_id], includeInactive: true }));
    const row = await sqlTransaction(this.em, async (tx) => {
      const [removed] = await sql<TrialHoursRow>(tx, 'delete from trial_hours where id = ? returning game_id, coach_id, weekday, start_time, end_time', [id]);
      if (!removed) return null;
      const data = { trialHoursId: id, gameId: removed.game_id, coachId: removed.coach_id, coachName: coach?.name ?? null, weekday: removed.weekday, start: removed.start_time, end: removed.end_time };
      await this.store.record(tx, trialHoursStream(id), [{ type: 'TrialHoursRemoved', data }], byOperator(operatorId));
      return removed;
    });
    if (row) await refreshHorizon(this.em, this.slots, row.game_id);
    return { removed: !!row };
  }
}
