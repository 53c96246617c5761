import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { sql } from '@coaching/server-core';
import { HasPersonalInformationQuery } from './has-personal-information.query';

/**
 * The information is saved whole (the form is validated as one), so a saved row is a completed one. `GET /api/me`
 * keeps the answer in the member's home until `PersonalInformationSaved` (ADR 0026).
 */
@QueryHandler(HasPersonalInformationQuery)
export class HasPersonalInformationHandler implements IQueryHandler<HasPersonalInformationQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ memberId }: HasPersonalInformationQuery): Promise<boolean> {
    return (await sql(this.em.fork(), 'select 1 from personal_informations where user_id = ?', [memberId])).length > 0;
  }
}
