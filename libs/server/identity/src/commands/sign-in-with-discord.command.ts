import { Command } from '@nestjs/cqrs';
import type { DiscordUser } from '../domain/discord-user';

/** Someone comes back from Discord to sign in: answers the member to sign in (linked, or newly created). */
export class SignInWithDiscordCommand extends Command<string> {
  constructor(readonly discord: DiscordUser) {
    super();
  }
}
