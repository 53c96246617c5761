import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { domainError, EventStore, runDecider, sql } from '@coaching/server-core';
import { IdentityErrors } from '../domain/identity-errors';
import { memberAccountDecider, memberAccountStream } from '../domain/member-account.decider';
import { RecordMemberDataExportCommand } from './record-member-data-export.command';

@CommandHandler(RecordMemberDataExportCommand)
export class RecordMemberDataExportHandler implements ICommandHandler<RecordMemberDataExportCommand> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  async execute({ memberId, operator }: RecordMemberDataExportCommand): Promise<void> {
    const [member] = await sql<{ id: string }>(this.em.fork(), 'select id from users where id = ?', [memberId]);
    if (!member) throw domainError(IdentityErrors.MEMBER_NOT_FOUND);
    await runDecider(this.em, this.store, memberAccountStream(memberId), memberAccountDecider, { type: 'RecordDataExport', data: { memberId, by: operator, exportedAt: new Date().toISOString() } }, {
      actor: { type: 'operator', id: operator.id },
      operatorName: operator.name,
    });
  }
}
