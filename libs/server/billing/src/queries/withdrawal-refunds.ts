import type { EntityManager } from '@mikro-orm/postgresql';
import type { QueryBus } from '@nestjs/cqrs';
import type { WithdrawalRefund } from '@coaching/contracts';
import { REFUND_KIND_LABELS } from '@coaching/contracts';
import { DomainError, type EventStore, sql } from '@coaching/server-core';
import { orderMailContext } from '../commands/order-mails';
import { refundQuote, type RefundQuote } from '../commands/refund-facts';
import { refundUnderway } from '../domain/order.decider';

/**
 * The member's plan orders a withdrawal ends with a refund: paid (captured, or a transfer received, or a split still
 * being charged), of a subscription still running, with no refund underway. One quote each, as of `now`.
 */
export async function withdrawalRefundQuotes(em: EntityManager, store: EventStore, queries: QueryBus, memberId: string, now: Date): Promise<RefundQuote[]> {
  const orders = await sql<{ id: string }>(
    em,
    `select p.id from payments p
      where p.user_id = ? and p.kind = 'plan' and p.status in ('captured', 'authorised', 'in_arrears')
        and exists (select 1 from subscription_orders so join subscriptions s on s.id = so.subscription_id
                     where so.payment_id = p.id and s.ends_at > ?)
      order by p.created_at`,
    [memberId, now],
  );
  const quotes: RefundQuote[] = [];
  for (const { id } of orders) {
    try {
      const quote = await refundQuote(em, store, queries, id, now);
      if (!refundUnderway(quote.state)) quotes.push(quote);
    } catch (error) {
      // An order the refund rules do not take (not a paid plan after all): nothing to refund on it.
      if (!(error instanceof DomainError)) throw error;
    }
  }
  return quotes;
}

export async function withdrawalRefundsOf(em: EntityManager, quotes: RefundQuote[]): Promise<WithdrawalRefund[]> {
  const refunds: WithdrawalRefund[] = [];
  for (const q of quotes) {
    refunds.push({
      payment_id: q.paymentId,
      title: (await orderMailContext(em, q.paymentId)).title,
      kind_label: REFUND_KIND_LABELS[q.calculation.kind],
      lines: q.calculation.lines,
      paid: q.facts.paid,
      refund: q.calculation.refund,
      method: q.method,
    });
  }
  return refunds;
}
