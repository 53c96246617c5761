import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '@coaching/server-core';
import type { LinkActor } from '../domain/guardian-link.decider';
import { EndGuardianLinkCommand } from './end-guardian-link.command';
import { linkAccount, runLinkCommand } from './guardian-links';

@CommandHandler(EndGuardianLinkCommand)
export class EndGuardianLinkHandler implements ICommandHandler<EndGuardianLinkCommand> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  async execute({ linkId, by }: EndGuardianLinkCommand): Promise<void> {
    const actor: LinkActor = by.party === 'operator' ? by : { ...by, email: (await linkAccount(this.em, by.id)).email };
    await runLinkCommand(this.em, this.store, linkId, { type: 'EndLink', data: { by: actor, at: new Date().toISOString() } }, { type: by.party === 'operator' ? 'operator' : 'member', id: by.id });
  }
}
