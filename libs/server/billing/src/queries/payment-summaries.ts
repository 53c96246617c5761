import type { EntityManager } from '@mikro-orm/postgresql';
import { paymentStatusLabel, type PaymentJobCode, type PaymentMethod, type PaymentStatus, type PaymentSummary } from '@coaching/contracts';
import { sql } from '@coaching/server-core';

interface PaymentRow {
  id: string;
  status: PaymentStatus;
  job_code: PaymentJobCode | null;
  paid_at: Date | null;
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
}

/** A payment as the member sees it, with the message of a failed charge for the result page. */
export type MemberPayment = PaymentSummary & { failure_message: string | null };

const SELECT = `
  select p.id, p.status, p.job_code, p.paid_at, p.amount, p.tax, p.method, p.kind, p.period, p.quantity, p.failure_message,
         g.name as game_name, pl.name as plan_name, i.name as item_name
    from payments p
    join games g on g.id = p.game_id
    left join plans pl on pl.id = p.plan_id
    left join items i on i.id = p.item_id`;

const toSummary = (row: PaymentRow): MemberPayment => ({
  id: row.id,
  status: row.status,
  status_ja: paymentStatusLabel(row.status, row.job_code),
  paid_at: row.paid_at ? new Date(row.paid_at).toISOString() : null,
  amount: row.amount,
  tax: row.tax,
  method: row.method,
  game: { name: row.game_name },
  plan: row.plan_name ? { name: row.plan_name } : null,
  item: row.item_name ? { name: row.item_name } : null,
  quantity: row.kind === 'item' ? row.quantity : null,
  period: row.kind === 'plan' ? row.period : null,
  failure_message: row.failure_message,
});

/** One of this member's payments; null for another member's or an unknown id (the caller answers 404). */
export async function memberPayment(em: EntityManager, memberId: string, paymentId: string): Promise<MemberPayment | null> {
  const [row] = await sql<PaymentRow>(em, `${SELECT} where p.id = ? and p.user_id = ?`, [paymentId, memberId]);
  return row ? toSummary(row) : null;
}

export interface PaymentPage {
  data: MemberPayment[];
  meta: { current_page: number; last_page: number; per_page: number; total: number };
}

/** The member's payment history, newest first, a page at a time (spec §2 /payments/history). */
export async function memberPayments(em: EntityManager, memberId: string, page: number, perPage = 20): Promise<PaymentPage> {
  const [{ total }] = await sql<{ total: string }>(em, 'select count(*) as total from payments where user_id = ?', [memberId]);
  const rows = await sql<PaymentRow>(em, `${SELECT} where p.user_id = ? order by p.created_at desc, p.id limit ? offset ?`, [memberId, perPage, (page - 1) * perPage]);
  const count = Number(total);
  return { data: rows.map(toSummary), meta: { current_page: page, last_page: Math.max(1, Math.ceil(count / perPage)), per_page: perPage, total: count } };
}
