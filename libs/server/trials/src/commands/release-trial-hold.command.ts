import { Command } from '@nestjs/cqrs';

/** The member backs out of the confirm modal: their held seat returns at once. */
export class ReleaseTrialHoldCommand extends Command<{ changed: boolean }> {
  constructor(
    readonly memberId: string,
    readonly trialId: string,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}
