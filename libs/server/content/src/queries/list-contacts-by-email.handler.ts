import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ContactInquiry } from '@coaching/contracts';
import { sql } from '@coaching/server-core';
import { Contact } from '../entities/contact.entity';
import { ListContactsByEmailQuery } from './list-contacts-by-email.query';

@QueryHandler(ListContactsByEmailQuery)
export class ListContactsByEmailHandler implements IQueryHandler<ListContactsByEmailQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ email, limit }: ListContactsByEmailQuery): Promise<ContactInquiry[]> {
    const em = this.em.fork();
    // By the index contacts_email (lower(email), created_at desc).
    const ids = await sql<{ id: string }>(em, 'select id from contacts where lower(email) = lower(?) order by created_at desc limit ?', [email, limit]);
    if (ids.length === 0) return [];
    const rows = await em.find(Contact, { id: { $in: ids.map((r) => r.id) } }, { orderBy: { createdAt: 'DESC', id: 'ASC' } });
    return rows.map((c) => c.toInquiry());
  }
}
