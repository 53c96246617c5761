import type { EntityManager } from '@mikro-orm/postgresql';
import { paymentStatusLabel, type PaymentHistoryEntry, type PaymentJobCode, type PaymentMethod, type PaymentStatus } from '@coaching/contracts';
import { sql } from '@coaching/server-core';
import { bankTransferDetails } from '../domain/bank-account';
import { PAID_BY, paidBy } from './paid-by';

interface PaymentRow {
  id: string;
  status: PaymentStatus;
  job_code: PaymentJobCode | null;
  paid_at: Date | null;
  created_at: Date;
  updated_at: Date;
  amount: number;
  tax: number;
  method: PaymentMethod;
  kind: 'plan' | 'item';
  period: number;
  quantity: number;
  game_name: string;
  plan_name: string | null;
  item_name: string | null;
  failure_message: string | null;
  charges_total: number;
  charges_paid: number;
  last_n: number | null;
  last_amount: number | null;
  last_charged_at: Date | null;
  first_due_at: Date;
  refunded_amount: number | null;
  next_charge_at: Date | null;
}

/** A payment as the member sees it, with the message of a failed charge for the result page. */
export type MemberPayment = PaymentHistoryEntry & { failure_message: string | null };

const SELECT = `
  select p.id, p.status, p.job_code, p.paid_at, p.created_at, p.updated_at, p.amount, p.tax, p.method, p.kind, p.period, p.quantity,
         p.failure_message, p.charges_total, p.charges_paid, p.refunded_amount, p.next_charge_at,
         g.name as game_name, pl.name as plan_name, i.name as item_name,
         last.n as last_n, last.amount + last.tax as last_amount, last.charged_at as last_charged_at,
         (select min(due_at) from payment_charges where payment_id = p.id) as first_due_at
    from payments p
    join games g on g.id = p.game_id
    left join plans pl on pl.id = p.plan_id
    left join items i on i.id = p.item_id
    left join lateral (
      select c.n, c.amount, c.tax, c.charged_at from payment_charges c
       where c.payment_id = p.id and c.status = 'captured' order by c.n desc limit 1
    ) last on true`;

const iso = (value: Date | string) => new Date(value).toISOString();
const paidSomething = (row: PaymentRow) => row.charges_paid > 0 && row.status !== 'void' && row.status !== 'refunded';

const toSummary = (row: PaymentRow): MemberPayment => ({
  id: row.id,
  status: row.status,
  status_ja: paymentStatusLabel(row.status, row.job_code),
  paid_at: row.paid_at ? iso(row.paid_at) : null,
  amount: row.amount,
  tax: row.tax,
  method: row.method,
  game: { name: row.game_name },
  plan: row.plan_name ? { name: row.plan_name } : null,
  item: row.item_name ? { name: row.item_name } : null,
  quantity: row.kind === 'item' ? row.quantity : null,
  period: row.kind === 'plan' ? row.period : null,
  failure_message: row.failure_message,
  ordered_at: iso(row.created_at),
  failed_at: row.status === 'failed' || row.status === 'in_arrears' ? iso(row.updated_at) : null,
  charges_total: row.charges_total,
  charges_paid: row.charges_paid,
  last_charge: row.last_n !== null && row.last_amount !== null && row.last_charged_at ? { number: row.last_n + 1, amount: Number(row.last_amount), charged_at: iso(row.last_charged_at) } : null,
  transfer:
    row.status === 'awaiting_transfer'
? { ...bankTransferDetails(row.id), due_at: iso(row.first_due_at), amount: row.amount + row.tax }
      : null,
  has_receipt: paidSomething(row),
  refunded_amount: row.refunded_amount,
  // Only a monthly split's next month: a card's first charge is due at once, and is 決済処理中 meanwhile.
  next_charge_at: row.method === 'split' && row.charges_paid > 0 && row.next_charge_at ? iso(row.next_charge_at) : null,
});

/** One of the payments this account pays (ADR 0038); null for another's or an unknown id (the caller answers 404). */
export async function memberPayment(em: EntityManager, memberId: string, paymentId: string): Promise<MemberPayment | null> {
  const [row] = await sql<PaymentRow>(em, `${SELECT} where p.id = ? and ${PAID_BY}`, [paymentId, ...paidBy(memberId)]);
  return row ? toSummary(row) : null;
}

export interface PaymentPage {
  data: MemberPayment[];
  meta: { current_page: number; last_page: number; per_page: number; total: number };
}

/** The member's payment history, newest first, a page at a time (spec §2 /payments/history). */
export async function memberPayments(em: EntityManager, memberId: string, page: number, perPage = 20): Promise<PaymentPage> {
  const [{ total }] = await sql<{ total: string }>(em, `select count(*) as total from payments p where ${PAID_BY}`, paidBy(memberId));
  const rows = await sql<PaymentRow>(em, `${SELECT} where ${PAID_BY} order by p.created_at desc, p.id limit ? offset ?`, [...paidBy(memberId), perPage, (page - 1) * perPage]);
  const count = Number(total);
  return { data: rows.map(toSummary), meta: { current_page: page, last_page: Math.max(1, Math.ceil(count / perPage)), per_page: perPage, total: count } };
}

/** The orders a guardian paid for one child, newest first (issue 31, ADR 0038: the guardian area's payments per child). */
export async function paymentsPaidFor(em: EntityManager, payerId: string, memberId: string, limit = 20): Promise<MemberPayment[]> {
  const rows = await sql<PaymentRow>(em, `${SELECT} where p.payer_id = ? and p.user_id = ? order by p.created_at desc, p.id limit ?`, [payerId, memberId, limit]);
  return rows.map(toSummary);
}
