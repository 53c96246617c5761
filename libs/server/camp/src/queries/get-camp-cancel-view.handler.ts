import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { CampCancelView } from '@coaching/contracts';
import { APP_CONFIG, type AppConfig, domainError, sql } from '@coaching/server-core';
import { isCampCancelSignature } from '../domain/camp-cancel-link';
import { CampErrors } from '../domain/camp-errors';
import { GetCampCancelViewQuery } from './get-camp-cancel-view.query';

@QueryHandler(GetCampCancelViewQuery)
export class GetCampCancelViewHandler implements IQueryHandler<GetCampCancelViewQuery> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ applicationId, signature }: GetCampCancelViewQuery): Promise<CampCancelView> {
    if (!isCampCancelSignature(this.config.SESSION_SECRET, applicationId, signature)) throw domainError(CampErrors.CANCEL_LINK_INVALID);
    const [row] = await sql<{ camp_name: string; starts_at: Date; count: number; total: number; due_date: string | null }>(
      this.em.fork(),
      `select e.name as camp_name, e.starts_at, a.count, a.total, to_char(a.due_date, 'YYYY-MM-DD') as due_date
         from camp_applications a join camp_events e on e.id = a.camp_event_id where a.id = ? and a.status = 'awaiting_transfer'`,
      [applicationId],
    );
    if (!row) throw domainError(CampErrors.CANCEL_LINK_INVALID);
    return { camp: { name: row.camp_name, starts_at: new Date(row.starts_at).toISOString() }, count: row.count, total: row.total, due_date: row.due_date };
  }
}
