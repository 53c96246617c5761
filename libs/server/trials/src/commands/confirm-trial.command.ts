import { Command } from '@nestjs/cqrs';

/** The member confirms their held seat (the confirm modal): the trial is booked. */
export class ConfirmTrialCommand extends Command<{ changed: boolean }> {
  constructor(
    readonly memberId: string,
    readonly trialId: string,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}
