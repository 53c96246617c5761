import type { EntityManager } from '@mikro-orm/postgresql';
import { addOnTermsOf, type OrderCard, type OrderCharge, type OrderDetail } from '@coaching/contracts';
import { sql } from '@coaching/server-core';
import type { SavedCards } from '../card-provider/saved-cards';
import { memberPayment } from './payment-summaries';

interface OrderRow {
  kind: 'plan' | 'item';
  admission_fee: number;
  coupon_code: string | null;
  card_seq: string | null;
  item_code: string | null;
  item_name: string | null;
  payer: string | null;
}

interface ChargeRow {
  n: number;
  amount: number;
  tax: number;
  due_at: Date;
  status: 'due' | 'captured' | 'failed';
  charged_at: Date | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The order page (issue 32): one of this member's orders with its charges, the card that pays them and who pays.
 * Null for another member's order or an unknown one: who may read the order is `memberPayment`'s check, read first. The card is
 * read from the provider now, as /payments/card lists it: the order keeps only the card's number at the provider (the
 * card of the account that pays: a guardian's, for an order they paid, ADR 0038). The payer is the receipt's addressee.
 */
export async function memberOrder(em: EntityManager, cards: Pick<SavedCards, 'cardsOf'>, memberId: string, paymentId: string): Promise<OrderDetail | null> {
  const payment = await memberPayment(em, memberId, paymentId);
  if (!payment) return null;
  const [order] = await sql<OrderRow>(
    em,
    `select p.kind, p.admission_fee, p.coupon_code, p.card_seq, i.code as item_code, i.name as item_name,
            nullif(trim(coalesce(
              case when p.payer_id is not null then payer.last_name || ' ' || payer.first_name end,
              case when pi.diff then pi.parent_last_name || ' ' || pi.parent_first_name end,
              pi.last_name || ' ' || pi.first_name,
              u.last_name || ' ' || u.first_name)), '') as payer
       from payments p
       join users u on u.id = p.user_id
       left join users payer on payer.id = p.payer_id
       left join items i on i.id = p.item_id
       left join personal_informations pi on pi.user_id = p.user_id
      where p.id = ?`,
    [paymentId],
  );
  const rows = await sql<ChargeRow>(em, 'select n, amount, tax, due_at, status, charged_at from payment_charges where payment_id = ? order by n', [paymentId]);
  const { failure_message: _failure, ...entry } = payment;
  return {
    ...entry,
    kind: order.kind,
    terms: order.kind === 'plan' ? 'plan' : addOnTermsOf(order.item_code, order.item_name),
    admission_fee: order.admission_fee,
    coupon_code: order.coupon_code,
    payer: order.payer ?? '',
    charges: rows.map(chargeOf),
    card: payment.method === 'bank' ? null : await cardOf(cards, memberId, order.card_seq),
  };
}

const chargeOf = (row: ChargeRow): OrderCharge => ({
  number: row.n + 1,
  due_at: iso(row.due_at),
  amount: row.amount + row.tax,
  state: row.status === 'captured' ? 'paid' : row.status === 'failed' ? 'failed' : 'due',
  paid_at: row.status === 'captured' && row.charged_at ? iso(row.charged_at) : null,
});

/** The card as the provider lists it now; a page without the card's digits is better than no page when it is slow. */
async function cardOf(cards: Pick<SavedCards, 'cardsOf'>, memberId: string, cardSeq: string | null): Promise<OrderCard> {
  if (cardSeq === null) return { state: 'removed' };
  try {
    const card = (await cards.cardsOf(memberId)).find((c) => c.card_seq === cardSeq);
    return card ? { state: 'saved', last4: card.card_no.replace(/\D/g, '').slice(-4), brand: card.brand } : { state: 'removed' };
  } catch {
    return { state: 'unavailable' };
  }
}
