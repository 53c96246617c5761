import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig, sendMail, sql } from '@coaching/server-core';
import { byEmail, User } from '../entities/user.entity';
import { newResetToken, RESET_TOKEN_TTL_SECONDS } from '../domain/signed-links';
import { RequestPasswordResetCommand } from './request-password-reset.command';

/** Replaces the member's reset token (one live token at most) and queues the mail with the link. */
@CommandHandler(RequestPasswordResetCommand)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordResetCommand> {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ email }: RequestPasswordResetCommand): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      const user = await tx.findOne(User, byEmail(email));
      if (!user) return;
      const { token, hash } = newResetToken();
      await sql(tx, 'insert into password_reset_tokens (user_id, token_hash) values (?, ?) on conflict (user_id) do update set token_hash = excluded.token_hash, created_at = now()', [
        user.id,
        hash,
      ]);
      const url = `${this.config.APP_URL}/password/reset?token=${encodeURIComponent(token)}&email=${encodeURIComponent(user.email)}`;
      await sendMail(tx, { template: 'reset-password', to: user.email, locals: { url, minutes: RESET_TOKEN_TTL_SECONDS / 60 } });
    });
  }
}
