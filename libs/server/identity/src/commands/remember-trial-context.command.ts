import { Command } from '@nestjs/cqrs';

/**
 * A member signed in (password or Discord) from a trial link (`from=trial&game_id=`): their route becomes 'trial'
 * and their reservation URL the trial page of that game (spec §3, §4). Answers the URL, or null when the game offers
 * no trial (nothing is written then).
 */
export class RememberTrialContextCommand extends Command<string | null> {
  constructor(
    readonly userId: string,
    readonly gameId: unknown,
  ) {
    super();
  }
}
