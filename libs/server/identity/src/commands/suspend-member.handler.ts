import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { domainError, EventStore, runDecider, sql } from '@coaching/server-core';
import { IdentityErrors } from '../domain/identity-errors';
import { memberAccountDecider, memberAccountStream, type MemberAccountCommand } from '../domain/member-account.decider';
import { LiftMemberSuspensionCommand, SuspendMemberCommand } from './suspend-member.command';

async function run(em: EntityManager, store: EventStore, memberId: string, operatorId: string, command: MemberAccountCommand): Promise<void> {
  const [member] = await sql<{ id: string }>(em.fork(), 'select id from users where id = ?', [memberId]);
  if (!member) throw domainError(IdentityErrors.MEMBER_NOT_FOUND);
  await runDecider(em, store, memberAccountStream(memberId), memberAccountDecider, command, { actor: { type: 'operator', id: operatorId } });
}

@CommandHandler(SuspendMemberCommand)
export class SuspendMemberHandler implements ICommandHandler<SuspendMemberCommand> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  execute({ memberId, ground, reason, operator }: SuspendMemberCommand): Promise<void> {
    return run(this.em, this.store, memberId, operator.id, { type: 'SuspendMember', data: { memberId, ground, reason, by: operator, suspendedAt: new Date().toISOString() } });
  }
}

@CommandHandler(LiftMemberSuspensionCommand)
export class LiftMemberSuspensionHandler implements ICommandHandler<LiftMemberSuspensionCommand> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  execute({ memberId, operator }: LiftMemberSuspensionCommand): Promise<void> {
    return run(this.em, this.store, memberId, operator.id, { type: 'LiftSuspension', data: { memberId, by: operator, liftedAt: new Date().toISOString() } });
  }
}
