import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ContactInquiry } from '@coaching/contracts';
import { EventStore } from '@coaching/server-core';
import { byOperator, contactStream } from '../domain/content-streams';
import { Contact } from '../entities/contact.entity';
import { MarkContactHandledCommand } from './mark-contact-handled.command';

/** Idempotent: marking an already handled inquiry keeps its first handler and time (and records nothing more). */
@CommandHandler(MarkContactHandledCommand)
export class MarkContactHandledHandler implements ICommandHandler<MarkContactHandledCommand> {
  constructor(
    private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  async execute({ contactId, operator }: MarkContactHandledCommand): Promise<ContactInquiry | null> {
    return this.em.fork().transactional(async (tx) => {
      const contact = await tx.findOne(Contact, { id: contactId }, { lockMode: LockMode.PESSIMISTIC_WRITE /* FOR UPDATE: concurrent writers wait their turn */ });
      if (!contact) return null;
      if (contact.status !== 'handled') {
        contact.status = 'handled';
        contact.handledAt = new Date();
        contact.handledBy = operator.id;
        contact.handledByName = operator.name;
        await this.store.record(tx, contactStream(contact.id), [{ type: 'ContactHandled', data: { contactId: contact.id } }], byOperator(operator.id));
      }
      return contact.toInquiry();
    });
  }
}
