import type { EntityManager } from '@mikro-orm/postgresql';
import { BillingTerms, type PaymentMethod, type PaymentReceipt } from '@coaching/contracts';
import { sql } from '@coaching/server-core';
import { transferReference } from '../domain/bank-account';
import { PAID_BY, paidBy } from './paid-by';

interface OrderRow {
  id: string;
  status: string;
  method: PaymentMethod;
  kind: 'plan' | 'item';
  period: number;
  quantity: number;
  amount: number;
  tax: number;
  admission_fee: number;
  charges_total: number;
  game_name: string;
  product: string;
  addressee: string | null;
}

interface ChargeRow {
  n: number;
  amount: number;
  tax: number;
  charged_at: Date;
}

/** Short, so a phone-sized receipt keeps one line per payment: the method is the breakdown's heading. */
const lineLabel = (method: PaymentMethod, n: number, total: number) => (method === 'split' ? `${n + 1}/${total}回目` : method === 'bank' ? 'お振込み' : 'カード一括払い');

/**
 * The receipt (領収書) of what this account has paid on one order: who paid (a guardian who paid for their child,
 * ADR 0038; else the purchaser of the student information, a parent, else the student, else the account's name), what for, each payment received and the
 * sums. Null for another member's order, an unknown one, or one with nothing paid (the caller answers 404):
 * the member check is in the query, so no other member's receipt can be read.
 */
export async function memberReceipt(em: EntityManager, memberId: string, paymentId: string, now = new Date()): Promise<PaymentReceipt | null> {
  const [order] = await sql<OrderRow>(
    em,
    `select p.id, p.status, p.method, p.kind, p.period, p.quantity, p.amount, p.tax, p.admission_fee, p.charges_total,
            g.name as game_name, coalesce(pl.name, i.name) as product,
            nullif(trim(coalesce(
              -- A guardian who paid: their name, else their address; never the child's name (ADR 0038).
              case when p.payer_id is not null then coalesce(nullif(trim(coalesce(payer.last_name, '') || ' ' || coalesce(payer.first_name, '')), ''), payer.email) end,
              case when pi.diff then pi.parent_last_name || ' ' || pi.parent_first_name end,
              pi.last_name || ' ' || pi.first_name,
              u.last_name || ' ' || u.first_name)), '') as addressee
       from payments p
       join users u on u.id = p.user_id
       left join users payer on payer.id = p.payer_id
       join games g on g.id = p.game_id
       left join plans pl on pl.id = p.plan_id
       left join items i on i.id = p.item_id
       left join personal_informations pi on pi.user_id = p.user_id
      where p.id = ? and ${PAID_BY} and p.status not in ('void', 'refunded')`,
    [paymentId, ...paidBy(memberId)],
  );
  if (!order) return null;
  const charges = await sql<ChargeRow>(em, "select n, amount, tax, charged_at from payment_charges where payment_id = ? and status = 'captured' and charged_at is not null order by n", [paymentId]);
  if (charges.length === 0) return null;
  const what = order.kind === 'plan' ? `${order.period}か月` : BillingTerms.itemCount(order.quantity);
  return {
    payment_id: order.id,
    receipt_number: `${transferReference(order.id)}-${charges[charges.length - 1].n + 1}`,
    issued_at: now.toISOString(),
    addressee: order.addressee ?? '',
    description: `${order.game_name} ${order.product}（${what}）のご利用料金として`,
    method: order.method,
    lines: charges.map((c) => ({ label: lineLabel(order.method, c.n, order.charges_total), paid_at: new Date(c.charged_at).toISOString(), amount: c.amount + c.tax, tax: c.tax })),
    admission_fee: charges[0].n === 0 ? order.admission_fee : 0,
    total: charges.reduce((sum, c) => sum + c.amount + c.tax, 0),
    tax: charges.reduce((sum, c) => sum + c.tax, 0),
    order_total: order.amount + order.tax,
  };
}
