import { Command } from '@nestjs/cqrs';

/**
 * The back office records whether the member came to their trial: staff for any trial, a coach (`coachScope`, their
 * coach id) only for a trial booked with them.
 */
export class RecordTrialAttendanceCommand extends Command<{ changed: boolean }> {
  constructor(
    readonly trialId: string,
    readonly attended: boolean,
    readonly operatorId: string,
    readonly coachScope: string | null = null,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}
