import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { sql } from '@coaching/server-core';
import { ListRefundDecidersQuery, type RefundDecider } from '@coaching/server-billing/queries';

/**
 * Answers billing's reminder of a refund waiting for approval (`ListRefundDecidersQuery`, which billing publishes: the
 * backoffice, a higher context, answers it; ADR 0039): the active admins, but the operator who asked (four eyes).
 */
@QueryHandler(ListRefundDecidersQuery)
export class ListRefundDecidersHandler implements IQueryHandler<ListRefundDecidersQuery> {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  execute({ requestedById }: ListRefundDecidersQuery): Promise<RefundDecider[]> {
    return sql<RefundDecider>(this.em.fork(), "select id, name, email from operators where role = 'admin' and active and id::text <> ? order by name, id", [requestedById]);
  }
}
