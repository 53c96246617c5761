import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { MONTHS_CTE, monthSeriesParams, sql } from '@coaching/server-core';
import { ListRefundsQuery, type RefundSummary } from './list-refunds.query';

interface Row {
  id: string;
  updated_at: Date;
  kind: RefundSummary['kind'];
  method: RefundSummary['method'];
  amount: string;
}

@QueryHandler(ListRefundsQuery)
export class ListRefundsHandler implements IQueryHandler<ListRefundsQuery> {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async execute({ span }: ListRefundsQuery): Promise<RefundSummary[]> {
    const rows = await sql<Row>(
      this.em.fork(),
      `with ${MONTHS_CTE}
       select p.id, p.updated_at, p.kind, p.method,
              (select coalesce(sum(c.amount + c.tax), 0) from payment_charges c where c.payment_id = p.id and c.charged_at is not null) as amount
         from payments p
        where p.status = 'refunded' and p.updated_at >= (select min(starts) from months) and p.updated_at < (select max(ends) from months)
        order by p.updated_at desc
        limit 1000`,
      monthSeriesParams(span),
    );
    return rows.map((r) => ({ paymentId: r.id, refundedAt: new Date(r.updated_at).toISOString(), kind: r.kind, method: r.method, amount: Number(r.amount) }));
  }
}
