import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { domainError, EventStore } from '@coaching/server-core';
import { TrialErrors } from '../domain/trials-errors';
import { RecordTrialAttendanceCommand } from './record-trial-attendance.command';
import { runTrialCommand, trialOf } from './trial-stream';

@CommandHandler(RecordTrialAttendanceCommand)
export class RecordTrialAttendanceHandler implements ICommandHandler<RecordTrialAttendanceCommand> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  async execute({ trialId, attended, operatorId, coachScope, now }: RecordTrialAttendanceCommand) {
    const trial = await trialOf(this.em.fork(), trialId);
    // A coach marks only the trials booked with them; another coach's trial is, to them, no trial at all.
    if (coachScope !== null && trial.coach_id !== coachScope) throw domainError(TrialErrors.TRIAL_NOT_FOUND);
    const result = await runTrialCommand(this.em, this.store, trialId, { type: 'RecordAttendance', data: { attended, now: now.toISOString() } }, { actor: { type: 'operator', id: operatorId } });
    return { changed: result.events.length > 0 };
  }
}
