import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ContactInquiry } from '@coaching/contracts';
import { Contact } from '../entities/contact.entity';
import { GetContactQuery } from './get-contact.query';

@QueryHandler(GetContactQuery)
export class GetContactHandler implements IQueryHandler<GetContactQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ id }: GetContactQuery): Promise<ContactInquiry | null> {
    const contact = await this.em.fork().findOne(Contact, { id });
    return contact?.toInquiry() ?? null;
  }
}
