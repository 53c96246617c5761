import type { EntityManager } from '@mikro-orm/postgresql';
import { sql, type InlineProjection, type StoredEvent } from '@coaching/server-core';
import type { SubscriptionEvent } from '../domain/subscription.decider';

/**
 * Inline: what members hold (`subscriptions`) and the orders behind each (`subscription_orders`), written in
 * the append's transaction, so `/api/me` shows a started plan as soon as the reactor committed it.
 */
export class SubscriptionsProjection implements InlineProjection {
  readonly name = 'subscriptions';
  readonly eventTypes = ['SubscriptionRequested', 'SubscriptionStarted', 'SubscriptionExtended', 'SubscriptionRequestWithdrawn', 'SubscriptionCancelled'] as const;

  async apply(em: EntityManager, stored: StoredEvent): Promise<void> {
    const id = stored.streamId.replace(/^subscription-/, '');
    const event = { type: stored.type, data: stored.data } as SubscriptionEvent;
    const at = new Date(stored.recordedAt);
    switch (event.type) {
      case 'SubscriptionRequested': {
        const d = event.data;
        await sql(em, 'insert into subscriptions (id, member_id, plan_id, game_id, lessons_per_month, updated_at) values (?, ?, ?, ?, ?, ?) on conflict (id) do nothing', [
          id,
          d.memberId,
          d.planId,
          d.gameId,
          d.lessonsPerMonth,
          at,
        ]);
        await sql(em, "insert into subscription_orders (subscription_id, payment_id, months, amount, due_at, state, requested_at) values (?, ?, ?, ?, ?, 'pending', ?)", [
          id,
          d.paymentId,
          d.months,
          d.amount,
          d.dueAt,
          d.requestedAt,
        ]);
        return;
      }
      case 'SubscriptionStarted': {
        const d = event.data;
        await sql(
          em,
          `insert into subscriptions (id, member_id, plan_id, game_id, lessons_per_month, starts_at, ends_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?)
           on conflict (id) do update set lessons_per_month = excluded.lessons_per_month, starts_at = excluded.starts_at, ends_at = excluded.ends_at, updated_at = excluded.updated_at`,
          [id, d.memberId, d.planId, d.gameId, d.lessonsPerMonth, d.startsAt, d.endsAt, at],
        );
        return this.settle(em, id, d.paymentId, d.months, 'paid', d.startsAt);
      }
      case 'SubscriptionExtended':
        await sql(em, 'update subscriptions set ends_at = ?, updated_at = ? where id = ?', [event.data.endsAt, at, id]);
        return this.settle(em, id, event.data.paymentId, event.data.months, 'paid', at.toISOString());
      case 'SubscriptionRequestWithdrawn':
        await sql(em, 'update subscriptions set updated_at = ? where id = ?', [at, id]);
        return this.settle(em, id, event.data.paymentId, null, 'withdrawn', event.data.withdrawnAt);
      case 'SubscriptionCancelled':
        await sql(em, 'update subscriptions set ends_at = ?, updated_at = ? where id = ?', [event.data.cancelledAt, at, id]);
        return;
    }
  }

  async reset(em: EntityManager): Promise<void> {
    await sql(em, 'delete from subscription_orders');
    await sql(em, 'delete from subscriptions');
  }

  private async settle(em: EntityManager, id: string, paymentId: string, months: number | null, state: 'paid' | 'withdrawn', at: string): Promise<void> {
    await sql(
      em,
      `insert into subscription_orders (subscription_id, payment_id, months, state, settled_at) values (?, ?, ?, ?, ?)
       on conflict (subscription_id, payment_id) do update set state = excluded.state, settled_at = excluded.settled_at`,
      [id, paymentId, months ?? 0, state, at],
    );
  }
}
