import { Command } from '@nestjs/cqrs';
import type { TrialRequest } from '@coaching/contracts';

/**
 * Spec §7 `POST /api/trials`: the member chose a slot; a seat is held for them (HOLD_MINUTES) until they
 * confirm. `discordLogin`: this session signed in through Discord (spec §6). Answers the trial's id.
 */
export class HoldTrialCommand extends Command<{ trialId: string; heldUntil: Date; startsAt: Date; endsAt: Date }> {
  constructor(
    readonly memberId: string,
    readonly discordLogin: boolean,
    readonly request: TrialRequest,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}
