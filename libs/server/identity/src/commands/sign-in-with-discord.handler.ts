import { Inject } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { domainError, EventStore } from '@coaching/server-core';
import { discordDisplayName } from '../domain/discord-user';
import { IdentityErrors } from '../domain/identity-errors';
import { byEmail, User } from '../entities/user.entity';
import { SignInWithDiscordCommand } from './sign-in-with-discord.command';
import { recordAccountChange } from './account-changes';

// What a Discord identity means for our members. Each Discord command runs in one transaction, and a
// Discord account belongs to one member at most (unique index).

/** Signs in the member Discord is linked to, or creates a Discord member; an address already registered by e-mail is not taken over. */
@CommandHandler(SignInWithDiscordCommand)
export class SignInWithDiscordHandler implements ICommandHandler<SignInWithDiscordCommand> {
  constructor(
    private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  async execute({ discord }: SignInWithDiscordCommand): Promise<string> {
    return this.em.fork().transactional(async (tx) => {
      const linked = await tx.findOne(User, { discordUserId: discord.id });
      if (linked) {
        const name = discordDisplayName(discord);
        if (linked.discordUsername !== name) {
          linked.discordUsername = name;
          await recordAccountChange(this.store, tx, linked.id, 'discord');
        }
        return linked.id;
      }
      if (!discord.email) throw domainError(IdentityErrors.DISCORD_NO_EMAIL);
      if (await tx.count(User, byEmail(discord.email))) throw domainError(IdentityErrors.DISCORD_EMAIL_TAKEN);
      const user = tx.create(User, {
        email: discord.email,
        discordUserId: discord.id,
        discordUsername: discordDisplayName(discord),
        isDiscordLogin: true,
        // Discord has verified the address when it says so; otherwise our own verification mail is needed.
        emailVerifiedAt: discord.verified ? new Date() : null,
      });
      await tx.flush();
      await recordAccountChange(this.store, tx, user.id, 'registered');
      return user.id;
    });
  }
}
