import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig, domainError, endOperatorSessions, EventStore, hashPassword, sql } from '@coaching/server-core';
import { BackofficeErrors } from '../domain/backoffice-errors';
import { Operator } from '../entities/operator.entity';
import { ResetOperatorPasswordCommand } from './reset-operator-password.command';
import { appendOperatorEvents, lockOperatorAccounts, sendInvitation } from './operator-writes';

/**
 * The old password stops working at once and every session of the account ends (whoever knew it is out). With a
 * link, the account has no password until the operator sets one.
 */
@CommandHandler(ResetOperatorPasswordCommand)
export class ResetOperatorPasswordHandler implements ICommandHandler<ResetOperatorPasswordCommand> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ operatorId, password, actor }: ResetOperatorPasswordCommand): Promise<void> {
    const passwordHash = password ? await hashPassword(password) : null;
    await this.em.fork().transactional(async (tx) => {
      await lockOperatorAccounts(tx);
      const operator = await tx.findOne(Operator, { id: operatorId });
      if (!operator) throw domainError(BackofficeErrors.OPERATOR_NOT_FOUND);
      operator.passwordHash = passwordHash;
      await tx.flush();
      if (passwordHash) await sql(tx, 'delete from operator_invitations where operator_id = ?', [operatorId]);
      else await sendInvitation(tx, this.config, operator, 'reset');
      await endOperatorSessions(tx, operatorId);
      await appendOperatorEvents(tx, this.store, operatorId, [{ type: 'OperatorPasswordReset', data: { invited: !passwordHash } }], actor.id);
    });
  }
}
