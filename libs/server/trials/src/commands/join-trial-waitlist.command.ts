import { Command } from '@nestjs/cqrs';
import type { TrialWaitlistRequest } from '@coaching/contracts';

/** 空きが出たら通知: the member waits for a seat of a full slot; the first waiter is mailed when one frees. */
export class JoinTrialWaitlistCommand extends Command<{ joined: boolean }> {
  constructor(
    readonly memberId: string,
    readonly discordLogin: boolean,
    readonly request: TrialWaitlistRequest,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}
