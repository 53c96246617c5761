import { Inject } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { domainError, EventStore } from '@coaching/server-core';
import { discordDisplayName } from '../domain/discord-user';
import { IdentityErrors } from '../domain/identity-errors';
import { User } from '../entities/user.entity';
import { LinkDiscordCommand } from './link-discord.command';
import { recordAccountChange } from './account-changes';

/** Links the Discord account to the member, unless another member holds it (one member per Discord account). */
@CommandHandler(LinkDiscordCommand)
export class LinkDiscordHandler implements ICommandHandler<LinkDiscordCommand> {
  constructor(
    private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  async execute({ userId, discord }: LinkDiscordCommand): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      const owner = await tx.findOne(User, { discordUserId: discord.id });
      if (owner && owner.id !== userId) throw domainError(IdentityErrors.DISCORD_LINKED_ELSEWHERE);
      const user = await tx.findOneOrFail(User, { id: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE /* FOR UPDATE: concurrent writers wait their turn */ });
      Object.assign(user, { discordUserId: discord.id, discordUsername: discordDisplayName(discord), isDiscordLogin: true });
      await recordAccountChange(this.store, tx, user.id, 'discord');
    });
  }
}
