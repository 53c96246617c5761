import { Command } from '@nestjs/cqrs';

/** A signed-in member unlinks Discord. */
export class UnlinkDiscordCommand extends Command<void> {
  constructor(readonly userId: string) {
    super();
  }
}
