import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { GetMemberContactsQuery, type MemberContact } from './get-member-contacts.query';
import { readMemberContacts } from './member-contacts';

@QueryHandler(GetMemberContactsQuery)
export class GetMemberContactsHandler implements IQueryHandler<GetMemberContactsQuery> {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  execute({ memberIds }: GetMemberContactsQuery): Promise<MemberContact[]> {
    return readMemberContacts(this.em.fork(), memberIds);
  }
}
