import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '@coaching/server-core';
import { recordOperatorAccess } from './operator-access';
import { RecordOperatorSignOutCommand } from './record-operator-sign-out.command';

@CommandHandler(RecordOperatorSignOutCommand)
export class RecordOperatorSignOutHandler implements ICommandHandler<RecordOperatorSignOutCommand> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  async execute({ operatorId, ip }: RecordOperatorSignOutCommand): Promise<void> {
    await recordOperatorAccess(this.em, this.store, { type: 'OperatorSignedOut', data: { operatorId, ip } });
  }
}
