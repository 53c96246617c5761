import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '@coaching/server-core';
import { ConfirmGuardianLinkAsAdultCommand } from './confirm-guardian-link-as-adult.command';
import { runLinkCommand } from './guardian-links';

@CommandHandler(ConfirmGuardianLinkAsAdultCommand)
export class ConfirmGuardianLinkAsAdultHandler implements ICommandHandler<ConfirmGuardianLinkAsAdultCommand> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  async execute({ linkId, memberId, adult, continues }: ConfirmGuardianLinkAsAdultCommand): Promise<void> {
    await runLinkCommand(this.em, this.store, linkId, { type: 'ConfirmAsAdult', data: { memberId, at: new Date().toISOString(), adult, continues } }, { type: 'member', id: memberId });
  }
}
