import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { sql } from '@coaching/server-core';
import { subscriptionStatus } from '../domain/subscription.decider';
import { GetMemberSubscriptionsQuery, type SubscriptionView } from './get-member-subscriptions.query';

interface Row {
  id: string;
  plan_id: number;
  game_id: number;
  lessons_per_month: number | null;
  starts_at: Date | null;
  ends_at: Date | null;
  pending: Array<{ payment_id: string; months: number; amount: number; due_at: string }> | null;
  next_charge_at: Date | null;
}

/**
 * A member's subscriptions (one statement). `GET /api/me` keeps them in the member's home until a subscription event
 * (ADR 0026). The status depends on the time, so it is worked out per answer.
 */
@QueryHandler(GetMemberSubscriptionsQuery)
export class GetMemberSubscriptionsHandler implements IQueryHandler<GetMemberSubscriptionsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ memberId, at }: GetMemberSubscriptionsQuery): Promise<SubscriptionView[]> {
    const rows = await this.read(memberId);
    return rows.map((row) => {
      const pendingOrders = (row.pending ?? []).map((p) => ({ paymentId: p.payment_id, months: p.months, amount: p.amount, dueAt: new Date(p.due_at) }));
      const endsAt = row.ends_at ? new Date(row.ends_at) : null;
      return {
        id: row.id,
        planId: row.plan_id,
        gameId: row.game_id,
        status: subscriptionStatus({ endsAt: endsAt?.toISOString() ?? null, pending: pendingOrders }, at),
        startsAt: row.starts_at ? new Date(row.starts_at) : null,
        endsAt,
        lessonsPerMonth: row.lessons_per_month,
        pendingOrders,
        nextChargeAt: row.next_charge_at ? new Date(row.next_charge_at) : null,
      };
    });
  }

  private read(memberId: string): Promise<Row[]> {
    return sql<Row>(
      this.em.fork(),
      `select s.id, s.plan_id, s.game_id, s.lessons_per_month, s.starts_at, s.ends_at,
              (select json_agg(json_build_object('payment_id', o.payment_id, 'months', o.months, 'amount', o.amount, 'due_at', o.due_at) order by o.requested_at)
                 from subscription_orders o where o.subscription_id = s.id and o.state = 'pending') as pending,
              (select min(p.next_charge_at) from subscription_orders o join payments p on p.id = o.payment_id
                where o.subscription_id = s.id and p.method = 'split') as next_charge_at
         from subscriptions s where s.member_id = ?
        order by s.starts_at desc nulls last, s.updated_at desc`,
      [memberId],
    );
  }
}
