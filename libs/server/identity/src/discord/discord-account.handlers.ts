import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { domainError } from '@coaching/server-core';
import { IdentityErrors } from '../domain/identity-errors';
import { byEmail, User } from '../members/user.entity';
import { LinkDiscordCommand, SignInWithDiscordCommand, UnlinkDiscordCommand } from './commands/discord.commands';
import type { DiscordUser } from './discord-client';

const displayName = (d: DiscordUser) => d.username;

// What a Discord identity means for our members. Each command runs in one transaction, and a Discord
// account belongs to one member at most (unique index).

/** Signs in the member Discord is linked to, or creates a Discord member; an address already registered by e-mail is not taken over. */
@CommandHandler(SignInWithDiscordCommand)
export class SignInWithDiscordHandler implements ICommandHandler<SignInWithDiscordCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ discord }: SignInWithDiscordCommand): Promise<string> {
    return this.em.fork().transactional(async (tx) => {
      const linked = await tx.findOne(User, { discordUserId: discord.id });
      if (linked) {
        linked.discordUsername = displayName(discord);
        return linked.id;
      }
      if (!discord.email) throw domainError(IdentityErrors.DISCORD_NO_EMAIL);
      if (await tx.count(User, byEmail(discord.email))) throw domainError(IdentityErrors.DISCORD_EMAIL_TAKEN);
      const user = tx.create(User, {
        email: discord.email,
        discordUserId: discord.id,
        discordUsername: displayName(discord),
        isDiscordLogin: true,
        // Discord has verified the address when it says so; otherwise our own verification mail is needed.
        emailVerifiedAt: discord.verified ? new Date() : null,
      });
      await tx.flush();
      return user.id;
    });
  }
}

@CommandHandler(LinkDiscordCommand)
export class LinkDiscordHandler implements ICommandHandler<LinkDiscordCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, discord }: LinkDiscordCommand): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      const owner = await tx.findOne(User, { discordUserId: discord.id });
      if (owner && owner.id !== userId) throw domainError(IdentityErrors.DISCORD_LINKED_ELSEWHERE);
      const user = await tx.findOneOrFail(User, { id: userId }, { lockMode: 4 /* pessimistic write */ });
      Object.assign(user, { discordUserId: discord.id, discordUsername: displayName(discord), isDiscordLogin: true });
    });
  }
}

/** A member who signs in only through Discord (no password) would be locked out, so is refused. */
@CommandHandler(UnlinkDiscordCommand)
export class UnlinkDiscordHandler implements ICommandHandler<UnlinkDiscordCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: UnlinkDiscordCommand): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      const user = await tx.findOneOrFail(User, { id: userId }, { lockMode: 4 /* pessimistic write */ });
      if (!user.passwordHash) throw domainError(IdentityErrors.DISCORD_ONLY_ACCOUNT);
      Object.assign(user, { discordUserId: null, discordUsername: null, isDiscordLogin: false });
    });
  }
}
