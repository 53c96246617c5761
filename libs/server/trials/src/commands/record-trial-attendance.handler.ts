import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '@coaching/server-core';
import { RecordTrialAttendanceCommand } from './record-trial-attendance.command';
import { runTrialCommand, trialOf } from './trial-stream';

@CommandHandler(RecordTrialAttendanceCommand)
export class RecordTrialAttendanceHandler implements ICommandHandler<RecordTrialAttendanceCommand> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  async execute({ trialId, attended, operatorId, now }: RecordTrialAttendanceCommand) {
    await trialOf(this.em.fork(), trialId);
    const result = await runTrialCommand(this.em, this.store, trialId, { type: 'RecordAttendance', data: { attended, now: now.toISOString() } }, { actor: { type: 'operator', id: operatorId } });
    return { changed: result.events.length > 0 };
  }
}
