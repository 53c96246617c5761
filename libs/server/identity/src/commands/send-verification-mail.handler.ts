import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig, enqueueInOutbox } from '@coaching/server-core';
import { byEmail, User } from '../entities/user.entity';
import { SendVerificationMailCommand } from './send-verification-mail.command';
import { verificationMail } from './verification-mail';

@CommandHandler(SendVerificationMailCommand)
export class SendVerificationMailHandler implements ICommandHandler<SendVerificationMailCommand> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ to }: SendVerificationMailCommand): Promise<void> {
    const em = this.em.fork();
    const user = 'memberId' in to ? await em.findOneOrFail(User, { id: to.memberId }) : await em.findOne(User, byEmail(to.email));
    if (user && !user.isVerified) await em.transactional((tx) => enqueueInOutbox(tx, verificationMail(this.config, user)));
  }
}
