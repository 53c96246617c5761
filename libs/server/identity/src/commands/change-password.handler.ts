import { Inject } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { domainError, endMemberSessions, enqueueInOutbox, EventStore, hashPassword, verifyPassword } from '@coaching/server-core';
import { User } from '../entities/user.entity';
import { IdentityErrors } from '../domain/identity-errors';
import { ChangePasswordCommand } from './change-password.command';
import { recordAccountChange } from './account-changes';
import { passwordChangedMail } from './password-changed-mail';

/**
 * Sets a new password once the current one is given; ends every session of the member and queues the security notice
 * mail (outbox) in the same transaction, so a refused change mails nothing.
 */
@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand> {
  constructor(
    private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  async execute({ userId, request }: ChangePasswordCommand): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      const user = await tx.findOneOrFail(User, { id: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE /* FOR UPDATE: concurrent writers wait their turn */ });
      if (!(await verifyPassword(user.passwordHash, request.old_password))) throw domainError(IdentityErrors.CURRENT_PASSWORD_WRONG);
      user.passwordHash = await hashPassword(request.new_password);
      user.passwordChangedAt = new Date();
      // Every session of the member ends; the controller signs the changing one in again on a new id.
      await endMemberSessions(tx, user.id);
      await recordAccountChange(this.store, tx, user.id, 'password');
      await enqueueInOutbox(tx, passwordChangedMail(user, 'changed', user.passwordChangedAt));
    });
  }
}
