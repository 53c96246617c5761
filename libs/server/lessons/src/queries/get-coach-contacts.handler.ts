import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { sql } from '@coaching/server-core';
import { type CoachContact, GetCoachContactsQuery } from './get-coach-contacts.query';

@QueryHandler(GetCoachContactsQuery)
export class GetCoachContactsHandler implements IQueryHandler<GetCoachContactsQuery> {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async execute({ coachIds }: GetCoachContactsQuery): Promise<CoachContact[]> {
    if (coachIds.length === 0) return [];
    return sql<CoachContact>(this.em.fork(), "select id, name, nullif(trim(email), '') as email from coaches where id = any(?::uuid[]) order by name", [`{${coachIds.join(',')}}`]);
  }
}
