import { Inject } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { domainError, EventStore } from '@coaching/server-core';
import { IdentityErrors } from '../domain/identity-errors';
import { User } from '../entities/user.entity';
import { UnlinkDiscordCommand } from './unlink-discord.command';
import { recordAccountChange } from './account-changes';

/** A member who signs in only through Discord (no password) would be locked out, so is refused. */
@CommandHandler(UnlinkDiscordCommand)
export class UnlinkDiscordHandler implements ICommandHandler<UnlinkDiscordCommand> {
  constructor(
    private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  async execute({ userId }: UnlinkDiscordCommand): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      const user = await tx.findOneOrFail(User, { id: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE /* FOR UPDATE: concurrent writers wait their turn */ });
      if (!user.passwordHash) throw domainError(IdentityErrors.DISCORD_ONLY_ACCOUNT);
      Object.assign(user, { discordUserId: null, discordUsername: null, isDiscordLogin: false });
      await recordAccountChange(this.store, tx, user.id, 'discord');
    });
  }
}
