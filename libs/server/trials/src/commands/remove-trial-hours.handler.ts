import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { sql } from '@coaching/server-core';
import { TrialSlots } from '../queries/trial-slots';
import { RemoveTrialHoursCommand } from './remove-trial-hours.command';
import { refreshHorizon } from './trial-hours-writes';

@CommandHandler(RemoveTrialHoursCommand)
export class RemoveTrialHoursHandler implements ICommandHandler<RemoveTrialHoursCommand> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(TrialSlots) private readonly slots: TrialSlots,
  ) {}

  async execute({ id }: RemoveTrialHoursCommand) {
    const [row] = await sql<{ game_id: number }>(this.em.fork(), 'delete from trial_hours where id = ? returning game_id', [id]);
    if (row) await refreshHorizon(this.em, this.slots, row.game_id);
    return { removed: !!row };
  }
}
