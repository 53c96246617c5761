import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig, sendMail } from '@coaching/server-core';
import { Contact } from '../entities/contact.entity';
import { SubmitContactCommand } from './submit-contact.command';

/**
 * Stores the inquiry and, in the same transaction, queues the acknowledgement to the sender and the
 * notice to the operators: the mails exist exactly when the inquiry does. The address typed in is nobody's
 * proven address, so the acknowledgement carries nothing the sender wrote (no name, no message: the form is no
 * relay for someone else's text), and it is left out past the address's share (`acknowledge`).
 */
@CommandHandler(SubmitContactCommand)
export class SubmitContactHandler implements ICommandHandler<SubmitContactCommand> {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ request, correlationId, acknowledge }: SubmitContactCommand): Promise<{ id: string }> {
    return this.em.fork().transactional(async (tx) => {
      const contact = tx.create(Contact, { name: request.name, email: request.email, message: request.message });
      await tx.flush();
      const locals = { contactId: contact.id, name: contact.name, email: contact.email, message: contact.message, receivedAt: contact.createdAt.toISOString() };
      const acknowledgement = { contactId: contact.id, reference: contact.id.slice(0, 8).toUpperCase(), receivedAt: locals.receivedAt };
      await sendMail(
        tx,
        ...(acknowledge ? [{ template: 'contact-acknowledgement', to: contact.email, locals: acknowledgement, correlationId }] : []),
        { template: 'contact-notification', to: this.config.OPERATOR_NOTIFY_EMAIL, replyTo: contact.email, locals, correlationId },
      );
      return { id: contact.id };
    });
  }
}
