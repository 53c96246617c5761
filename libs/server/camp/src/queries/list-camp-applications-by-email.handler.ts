import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CAMP_STATUS_LABELS, type CampApplicationStatus, type CampChild, type CampPaymentMethod, type GuardianCampApplication } from '@coaching/contracts';
import { APP_CONFIG, type AppConfig, sql } from '@coaching/server-core';
import { signedCampReceiptHref } from '../domain/camp-receipt-link';
import { ListCampApplicationsByEmailQuery } from './list-camp-applications-by-email.query';

interface Row {
  id: string;
  camp_name: string;
  starts_at: Date;
  ends_at: Date;
  venue: string;
  children: CampChild[];
  status: CampApplicationStatus;
  method: CampPaymentMethod | null;
  count: number;
  total: number;
  applied_at: Date;
  paid_at: Date | null;
}

/** At most this many (a family applies a few times a year; the page is not a ledger). */
const LIMIT = 50;

@QueryHandler(ListCampApplicationsByEmailQuery)
export class ListCampApplicationsByEmailHandler implements IQueryHandler<ListCampApplicationsByEmailQuery> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ email }: ListCampApplicationsByEmailQuery): Promise<GuardianCampApplication[]> {
    // Index: camp_applications_email (lower(email)).
    const rows = await sql<Row>(
      this.em.fork(),
      `select a.id, e.name as camp_name, e.starts_at, e.ends_at, e.venue, a.children, a.status, a.method, a.count, a.total, a.applied_at, a.paid_at
         from camp_applications a join camp_events e on e.id = a.camp_event_id
        where lower(a.email) = lower(?) order by a.applied_at desc limit ?`,
      [email, LIMIT],
    );
    return rows.map((row) => ({
      id: row.id,
      camp_name: row.camp_name,
      starts_at: new Date(row.starts_at).toISOString(),
      ends_at: new Date(row.ends_at).toISOString(),
      venue: row.venue,
      children: (row.children ?? []).map((child) => child.name),
      status: row.status,
      status_ja: CAMP_STATUS_LABELS[row.status],
      method: row.method,
      count: row.count,
      total: row.total,
      applied_at: new Date(row.applied_at).toISOString(),
      paid_at: row.paid_at ? new Date(row.paid_at).toISOString() : null,
      // The receipt exists while the application is paid (campReceipt's rule); the link is the one the camp's mails carry.
      receipt_href: row.status === 'paid' && row.paid_at && row.method ? signedCampReceiptHref(this.config.SESSION_SECRET, row.id) : null,
    }));
  }
}
