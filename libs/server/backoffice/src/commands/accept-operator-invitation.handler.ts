import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { domainError, EventStore, hashPassword, sql } from '@coaching/server-core';
import { BackofficeErrors } from '../domain/backoffice-errors';
import { Operator } from '../entities/operator.entity';
import { AcceptOperatorInvitationCommand } from './accept-operator-invitation.command';
import { appendOperatorEvents, hashInvitationToken } from './operator-writes';

/**
 * The link works once and until it expires: the invitation row is locked, checked and deleted in the transaction
 * that sets the password, so a second use (or a race of two) finds nothing. A deactivated account's link is dead.
 */
@CommandHandler(AcceptOperatorInvitationCommand)
export class AcceptOperatorInvitationHandler implements ICommandHandler<AcceptOperatorInvitationCommand> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  async execute({ token, password }: AcceptOperatorInvitationCommand): Promise<string> {
    const passwordHash = await hashPassword(password);
    return this.em.fork().transactional(async (tx) => {
      const [invitation] = await sql<{ operator_id: string }>(tx, 'select operator_id from operator_invitations where token_hash = ? and expires_at > now() for update', [
        hashInvitationToken(token),
      ]);
      const operator = invitation ? await tx.findOne(Operator, { id: invitation.operator_id, active: true }) : null;
      if (!operator) throw domainError(BackofficeErrors.INVITATION_INVALID);
      await sql(tx, 'delete from operator_invitations where operator_id = ?', [operator.id]);
      operator.passwordHash = passwordHash;
      await tx.flush();
      await appendOperatorEvents(tx, this.store, operator.id, [{ type: 'OperatorPasswordSet', data: {} }], operator.id);
      return operator.email;
    });
  }
}
