import type { FilterQuery } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ContactInquiry } from '@coaching/contracts';
import { Contact } from '../entities/contact.entity';
import { ListContactsQuery } from './list-contacts.query';

const SORT_PROPERTY = { created_at: 'createdAt', name: 'name', email: 'email', status: 'status' } as const;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

@QueryHandler(ListContactsQuery)
export class ListContactsHandler implements IQueryHandler<ListContactsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ criteria }: ListContactsQuery): Promise<{ rows: ContactInquiry[]; total: number }> {
    const where: FilterQuery<Contact> = {};
    if (criteria.status) where.status = criteria.status;
    if (criteria.q) {
      const like = `%${escapeLike(criteria.q)}%`;
      where.$or = [{ name: { $ilike: like } }, { email: { $ilike: like } }, { message: { $ilike: like } }];
    }
    const [rows, total] = await this.em.fork().findAndCount(Contact, where, {
      orderBy: { [SORT_PROPERTY[criteria.sort.field]]: criteria.sort.order, id: 'ASC' },
      offset: criteria.range.start,
      limit: criteria.range.end - criteria.range.start + 1,
    });
    return { rows: rows.map((c) => c.toInquiry()), total };
  }
}
