import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AdminCampApplication } from '@coaching/contracts';
import { sql } from '@coaching/server-core';
import { adminCampApplicationOf, CAMP_APPLICATION_COLUMNS, type CampApplicationRow } from './camp-applications';
import { GetCampApplicationQuery } from './get-camp-application.query';

@QueryHandler(GetCampApplicationQuery)
export class GetCampApplicationHandler implements IQueryHandler<GetCampApplicationQuery> {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async execute({ id }: GetCampApplicationQuery): Promise<AdminCampApplication | null> {
    const [row] = await sql<CampApplicationRow>(this.em.fork(), `select ${CAMP_APPLICATION_COLUMNS} from camp_applications a join camp_events e on e.id = a.camp_event_id where a.id = ?`, [id]);
    return row ? adminCampApplicationOf(row) : null;
  }
}
