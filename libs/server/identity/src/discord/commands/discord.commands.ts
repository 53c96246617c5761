import { Command } from '@nestjs/cqrs';
import type { DiscordUser } from '../discord-client';

/** Someone comes back from Discord to sign in: answers the member to sign in (linked, or newly created). */
export class SignInWithDiscordCommand extends Command<string> {
  constructor(readonly discord: DiscordUser) {
    super();
  }
}

/** A signed-in member links their Discord account. */
export class LinkDiscordCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly discord: DiscordUser,
  ) {
    super();
  }
}

/** A signed-in member unlinks Discord. */
export class UnlinkDiscordCommand extends Command<void> {
  constructor(readonly userId: string) {
    super();
  }
}
