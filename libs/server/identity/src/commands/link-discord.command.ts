import { Command } from '@nestjs/cqrs';
import type { DiscordUser } from '../domain/discord-user';

/** A signed-in member links their Discord account. */
export class LinkDiscordCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly discord: DiscordUser,
  ) {
    super();
  }
}
