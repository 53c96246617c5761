import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { MONTHS_CTE, monthSeriesParams, sql } from '@coaching/server-core';
import { GetMonthlyBillingStatsQuery, type MonthlyBillingStats } from './get-monthly-billing-stats.query';

interface Row {
  month: string;
  revenue: string;
  refunds: string;
  active_at_start: number;
  active_at_end: number;
  ended: number;
  started: number;
}

/** A subscription runs from `starts_at` until `ends_at` (the end of the paid time; none while open-ended). */
@QueryHandler(GetMonthlyBillingStatsQuery)
export class GetMonthlyBillingStatsHandler implements IQueryHandler<GetMonthlyBillingStatsQuery> {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async execute({ span }: GetMonthlyBillingStatsQuery): Promise<MonthlyBillingStats[]> {
    const rows = await sql<Row>(
      this.em.fork(),
      `with ${MONTHS_CTE}
       select m.month,
              (select coalesce(sum(c.amount + c.tax), 0) from payment_charges c
                where c.status = 'captured' and c.charged_at >= m.starts and c.charged_at < m.ends) as revenue,
              (select coalesce(sum(c.amount + c.tax), 0) from payments p join payment_charges c on c.payment_id = p.id and c.charged_at is not null
                where p.status = 'refunded' and p.updated_at >= m.starts and p.updated_at < m.ends) as refunds,
              (select count(*)::int from subscriptions s
                where s.starts_at <= m.starts and (s.ends_at is null or s.ends_at > m.starts)) as active_at_start,
              (select count(*)::int from subscriptions s
                where s.starts_at <= least(m.ends, now()) and (s.ends_at is null or s.ends_at > least(m.ends, now()))) as active_at_end,
              (select count(*)::int from subscriptions s
                where s.ends_at >= m.starts and s.ends_at < least(m.ends, now())) as ended,
              (select count(*)::int from subscriptions s
                where s.starts_at >= m.starts and s.starts_at < m.ends) as started
         from months m order by m.month`,
      monthSeriesParams(span),
    );
    return rows.map((r) => ({
      month: r.month,
      revenue: Number(r.revenue),
      refunds: Number(r.refunds),
      activeAtStart: r.active_at_start,
      activeAtEnd: r.active_at_end,
      ended: r.ended,
      started: r.started,
    }));
  }
}
