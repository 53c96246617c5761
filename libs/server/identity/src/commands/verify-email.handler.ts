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

  async execute({ link }: VerifyEmailCommand): Promise<{ outcome: VerifyEmailOutcome; memberId: string | null }> {
    if (checkVerificationLink(this.config.SESSION_SECRET, link) !== 'valid') return { outcome: 'invalid', memberId: null };
    return this.em.fork().transactional(async (tx) => {
      const user = await tx.findOne(User, { publicId: link.publicId });
      if (!user || !addressMatches(link.hash, user.email)) return { outcome: 'invalid' as const, memberId: null };
      if (user.emailVerifiedAt) return { outcome: 'already-verified' as const, memberId: user.id };
      user.emailVerifiedAt = new Date();
      await recordAccountChange(this.store, tx, user.id, 'email-verified');
      return { outcome: 'verified' as const, memberId: user.id };
    });
  }
}
