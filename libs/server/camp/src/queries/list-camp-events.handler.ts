import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AdminCampEvent } from '@coaching/contracts';
import { sql } from '@coaching/server-core';
import { adminCampEventOf, type CampEventRow } from './camp-events';
import { ListCampEventsQuery } from './list-camp-events.query';

@QueryHandler(ListCampEventsQuery)
export class ListCampEventsHandler implements IQueryHandler<ListCampEventsQuery> {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async execute({ criteria }: ListCampEventsQuery): Promise<{ rows: AdminCampEvent[]; total: number }> {
    const em = this.em.fork();
    // The sort field is one of CAMP_EVENT_SORT_FIELDS (checked by parseListParams), never free text.
    const order = `${criteria.sort.field} ${criteria.sort.order === 'DESC' ? 'desc' : 'asc'}, id asc`;
    const where = criteria.ids ? 'where id = any(?::int[])' : '';
    const params = criteria.ids ? [`{${criteria.ids.join(',')}}`] : [];
    const rows = await sql<CampEventRow>(em, `select * from camp_events ${where} order by ${order} offset ? limit ?`, [...params, criteria.range.start, criteria.range.end - criteria.range.start + 1]);
    const [{ total }] = await sql<{ total: number }>(em, `select count(*)::int as total from camp_events ${where}`, params);
    return { rows: rows.map(adminCampEventOf), total };
  }
}
