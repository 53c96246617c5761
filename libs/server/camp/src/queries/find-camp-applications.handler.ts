import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AdminCampApplication } from '@coaching/contracts';
import { referenceIdRange, sql } from '@coaching/server-core';
import { adminCampApplicationOf, CAMP_APPLICATION_COLUMNS, type CampApplicationRow } from './camp-applications';
import { FindCampApplicationsQuery } from './find-camp-applications.query';

@QueryHandler(FindCampApplicationsQuery)
export class FindCampApplicationsHandler implements IQueryHandler<FindCampApplicationsQuery> {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async execute({ criteria, limit }: FindCampApplicationsQuery): Promise<AdminCampApplication[]> {
    const where: string[] = [];
    const values: unknown[] = [];
    const emails = (criteria.emails ?? []).map((e) => e.toLowerCase());
    if (emails.length > 0) {
      // One per line: no address holds a line break. Index: camp_applications_email.
      where.push('lower(a.email) = any(string_to_array(?, chr(10)))');
      values.push(emails.join('\n'));
    }
    const range = criteria.reference ? referenceIdRange(criteria.reference) : null;
    if (range) {
      where.push('a.id between ?::uuid and ?::uuid');
      values.push(range.from, range.to);
    }
    if (where.length === 0) return [];
    const rows = await sql<CampApplicationRow>(
      this.em.fork(),
      `select ${CAMP_APPLICATION_COLUMNS} from camp_applications a join camp_events e on e.id = a.camp_event_id
        where ${where.join(' or ')} order by a.applied_at desc limit ?`,
      [...values, limit],
    );
    return rows.map(adminCampApplicationOf);
  }
}
