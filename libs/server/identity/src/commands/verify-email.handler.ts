import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig, EventStore } from '@coaching/server-core';
import { User } from '../entities/user.entity';
import { addressMatches, checkVerificationLink } from '../domain/signed-links';
import { VerifyEmailCommand, type VerifyEmailOutcome } from './verify-email.command';
import { recordAccountChange } from './account-changes';

/** Marks the address verified when the link is genuine, unexpired and still for the member's current address. */
@CommandHandler(VerifyEmailCommand)
export class VerifyEmailHandler implements ICommandHandler<VerifyEmailCommand> {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  async execute({ link }: VerifyEmailCommand): Promise<VerifyEmailOutcome> {
    if (checkVerificationLink(this.config.SESSION_SECRET, link) !== 'valid') return 'invalid';
    return this.em.fork().transactional(async (tx) => {
      const user = await tx.findOne(User, { publicId: link.publicId });
      if (!user || !addressMatches(link.hash, user.email)) return 'invalid';
      if (user.emailVerifiedAt) return 'already-verified';
      user.emailVerifiedAt = new Date();
      await recordAccountChange(this.store, tx, user.id, 'email-verified');
      return 'verified';
    });
  }
}
