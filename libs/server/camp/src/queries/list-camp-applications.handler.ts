import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AdminCampApplication } from '@coaching/contracts';
import { sql } from '@coaching/server-core';
import { adminCampApplicationOf, CAMP_APPLICATION_COLUMNS, type CampApplicationRow } from './camp-applications';
import { ListCampApplicationsQuery } from './list-camp-applications.query';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

@QueryHandler(ListCampApplicationsQuery)
export class ListCampApplicationsHandler implements IQueryHandler<ListCampApplicationsQuery> {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async execute({ criteria }: ListCampApplicationsQuery): Promise<{ rows: AdminCampApplication[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (criteria.camp_event_id) {
      where.push('a.camp_event_id = ?');
      params.push(criteria.camp_event_id);
    }
    if (criteria.status) {
      where.push('a.status = ?');
      params.push(criteria.status);
    }
    if (criteria.q) {
      const like = `%${escapeLike(criteria.q)}%`;
      where.push('(a.name ilike ? or a.kana ilike ? or a.email ilike ? or a.phone_number ilike ?)');
      params.push(like, like, like, like);
    }
    const filter = where.length ? `where ${where.join(' and ')}` : '';
    const em = this.em.fork();
    // The sort field is one of CAMP_APPLICATION_SORT_FIELDS (checked by parseListParams).
    const order = `a.${criteria.sort.field} ${criteria.sort.order === 'DESC' ? 'desc' : 'asc'}, a.id asc`;
    const rows = await sql<CampApplicationRow>(em, `select ${CAMP_APPLICATION_COLUMNS} from camp_applications a join camp_events e on e.id = a.camp_event_id ${filter} order by ${order} offset ? limit ?`, [
      ...params,
      criteria.range.start,
      criteria.range.end - criteria.range.start + 1,
    ]);
    const [{ total }] = await sql<{ total: number }>(em, `select count(*)::int as total from camp_applications a ${filter}`, params);
    return { rows: rows.map(adminCampApplicationOf), total };
  }
}
