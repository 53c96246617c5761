import { Command } from '@nestjs/cqrs';

/** The back office records whether the member came to their trial. */
export class RecordTrialAttendanceCommand extends Command<{ changed: boolean }> {
  constructor(
    readonly trialId: string,
    readonly attended: boolean,
    readonly operatorId: string,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}
