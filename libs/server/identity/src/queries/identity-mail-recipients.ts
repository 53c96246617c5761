import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { MailRecipients, type MemberMailContact } from '@coaching/server-core';
import { readMemberContacts } from './member-contacts';

/** Core's `MailRecipients` (whom a mail to a member goes to, and how it greets them), from identity's own `users`. */
@Injectable()
export class IdentityMailRecipients extends MailRecipients {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {
    super();
  }

  async contactsOf(memberIds: readonly string[]): Promise<Map<string, MemberMailContact>> {
    // A withdrawn member is mailed nothing more (ADR 0042): their confirmation went to the address they had, at the time.
    const contacts = await readMemberContacts(this.em.fork(), memberIds, { withdrawn: false });
    return new Map(contacts.map(({ memberId, email, lastName, firstName }) => [memberId, { memberId, email, lastName, firstName }]));
  }
}
