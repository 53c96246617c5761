import { Inject } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { domainError, endMemberSessions, enqueueInOutbox, EventStore, hashPassword, sql } from '@coaching/server-core';
import { byEmail, User } from '../entities/user.entity';
import { IdentityErrors } from '../domain/identity-errors';
import { hashResetToken, RESET_TOKEN_TTL_SECONDS, sameHash } from '../domain/signed-links';
import { ResetPasswordCommand } from './reset-password.command';
import { recordAccountChange } from './account-changes';
import { passwordChangedMail } from './password-changed-mail';

/**
 * Sets the password when the token matches the member's live token and is younger than an hour; the
 * token is deleted in the same transaction, so a replayed link does nothing. Following the link also
 * proves the address, so it is marked verified. Every session of the member ends, the resetting browser's
 * too (spec: the reset ends on a completion page; the member then signs in). The security notice mail is queued
 * (outbox) in the same transaction.
 */
@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand> {
  constructor(
    private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  async execute({ request }: ResetPasswordCommand): Promise<void> {
    const passwordHash = await hashPassword(request.password);
    await this.em.fork().transactional(async (tx) => {
      const user = await tx.findOne(User, byEmail(request.email));
      const [stored] = user
        ? await sql<{ token_hash: string; age: number }>(tx, 'select token_hash, extract(epoch from now() - created_at) as age from password_reset_tokens where user_id = ? for update', [user.id])
        : [];
      if (!user || !stored || Number(stored.age) > RESET_TOKEN_TTL_SECONDS || !sameHash(stored.token_hash, hashResetToken(request.token))) {
        throw domainError(IdentityErrors.RESET_TOKEN_INVALID);
      }
      await sql(tx, 'delete from password_reset_tokens where user_id = ?', [user.id]);
      user.passwordHash = passwordHash;
      user.passwordChangedAt = new Date();
      user.emailVerifiedAt ??= new Date();
      // Whoever held a session (a stolen cookie too) signs in again with the new password.
      await endMemberSessions(tx, user.id);
      await recordAccountChange(this.store, tx, user.id, 'password');
      await enqueueInOutbox(tx, passwordChangedMail(user, 'reset', user.passwordChangedAt));
    });
  }
}
