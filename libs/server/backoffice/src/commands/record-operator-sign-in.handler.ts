import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '@coaching/server-core';
import { Operator } from '../entities/operator.entity';
import { recordOperatorAccess } from './operator-access';
import { RecordOperatorSignInCommand } from './record-operator-sign-in.command';

@CommandHandler(RecordOperatorSignInCommand)
export class RecordOperatorSignInHandler implements ICommandHandler<RecordOperatorSignInCommand> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  async execute({ operatorId, ip }: RecordOperatorSignInCommand): Promise<void> {
    await this.em.fork().nativeUpdate(Operator, { id: operatorId }, { lastLoginAt: new Date() });
    await recordOperatorAccess(this.em, this.store, { type: 'OperatorSignedIn', data: { operatorId, ip } });
  }
}
