import { Command } from '@nestjs/cqrs';

/**
 * A booked trial is called off: by the member (until 24 hours before; `memberId` scopes it to their own) or
 * by the school (an operator; the member gets the trial back).
 */
export class CancelTrialCommand extends Command<{ changed: boolean }> {
  constructor(
    readonly trialId: string,
    readonly by: { type: 'member'; memberId: string } | { type: 'school'; operatorId: string },
    readonly reason: string = '',
    readonly now: Date = new Date(),
  ) {
    super();
  }
}
