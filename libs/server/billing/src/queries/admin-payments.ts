import type { EntityManager } from '@mikro-orm/postgresql';
import {
  operatorPaymentStatusLabel,
  type AdminPayment,
  type AdminPaymentDetail,
  type AdminPaymentEvent,
  type AdminPaymentFilter,
  type AdminPaymentSortField,
  type PaymentJobCode,
  type PaymentMethod,
  type PaymentStatus,
} from '@coaching/contracts';
import type { QueryBus } from '@nestjs/cqrs';
import { salutationOf, sql } from '@coaching/server-core';
import type { MemberContact } from '@coaching/server-identity/queries';
import { memberContactsOf, membersMatching } from './member-contacts';

interface Row {
  id: string;
  created_at: Date;
  paid_at: Date | null;
  status: PaymentStatus;
  job_code: PaymentJobCode | null;
  method: PaymentMethod;
  kind: 'plan' | 'item';
  game_id: number;
  game_name: string;
  plan_name: string | null;
  item_name: string | null;
  user_id: string;
  /** The student information's name, when the member gave none of their own. */
  pi_last_name: string | null;
  pi_first_name: string | null;
  amount: number;
  tax: number;
  admission_fee: number;
  coupon_code: string | null;
  period: number;
  quantity: number;
  charges_total: number;
  charges_paid: number;
  next_charge_at: Date | null;
  failure_message: string | null;
}

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

/** The member as operators see them: identity's contact (its published `GetMemberContactsQuery`), the student's name as a fallback. */
export const memberOf = (row: Pick<Row, 'user_id' | 'pi_last_name' | 'pi_first_name'>, contact: MemberContact | undefined) => {
  const name = contact?.lastName || contact?.firstName ? salutationOf(contact) : [row.pi_last_name, row.pi_first_name].filter(Boolean).join(' ');
  return { id: row.user_id, name: name || null, email: contact?.email ?? '' };
};

const toAdmin = (row: Row, contact: MemberContact | undefined): AdminPayment => ({
  id: row.id,
  created_at: new Date(row.created_at).toISOString(),
  paid_at: iso(row.paid_at),
  status: row.status,
  // Operators' words (issue 32): カード決済済み, never the gateway's 即時売上.
  status_ja: operatorPaymentStatusLabel(row.status, row.job_code),
  method: row.method,
  kind: row.kind,
  title: row.kind === 'plan' ? `${row.plan_name}（${row.period}か月）` : `${row.item_name} × ${row.quantity}`,
  game_id: row.game_id,
  game_name: row.game_name,
  member: memberOf(row, contact),
  amount: row.amount,
  tax: row.tax,
  total: row.amount + row.tax,
  admission_fee: row.admission_fee,
  coupon_code: row.coupon_code,
  period: row.period,
  quantity: row.quantity,
  charges_total: row.charges_total,
  charges_paid: row.charges_paid,
  next_charge_at: iso(row.next_charge_at),
  failure_message: row.failure_message,
});

const SELECT = `
  select p.*, g.name as game_name, pl.name as plan_name, i.name as item_name, pi.last_name as pi_last_name, pi.first_name as pi_first_name
    from payments p join games g on g.id = p.game_id
    left join personal_informations pi on pi.user_id = p.user_id
    left join plans pl on pl.id = p.plan_id left join items i on i.id = p.item_id`;

/** Members matched by the search box: at most this many, which is plenty for a box that names one person. */
const MEMBER_MATCHES = 500;

/** Payments for operators, filtered and sorted in ra-data-simple-rest terms. */
export async function listAdminPayments(
  em: EntityManager,
  queries: QueryBus,
  params: { sort: { field: AdminPaymentSortField; order: 'ASC' | 'DESC' }; range: { start: number; end: number }; filter: AdminPaymentFilter },
): Promise<{ rows: AdminPayment[]; total: number }> {
  const where: string[] = [];
  const values: unknown[] = [];
  const when = (condition: string, ...params: unknown[]) => {
    where.push(condition);
    values.push(...params);
  };
  const { filter } = params;
  if (filter.status) when('p.status = ?', filter.status);
  if (filter.method) when('p.method = ?', filter.method);
  if (filter.game_id) when('p.game_id = ?', filter.game_id);
  // A day of Asia/Tokyo: its midnight there, as an instant (a bare date would be read in the session's zone).
  if (filter.created_from) when("p.created_at >= ?::date::timestamp at time zone 'Asia/Tokyo'", filter.created_from);
  if (filter.created_to) when("p.created_at < (?::date + 1)::timestamp at time zone 'Asia/Tokyo'", filter.created_to);
  if (filter.q) {
    const matched = await membersMatching(queries, filter.q, MEMBER_MATCHES);
    when(
      "(p.user_id = any(string_to_array(?, ',')::uuid[]) or coalesce(pi.last_name, '') || coalesce(pi.first_name, '') ilike ? or p.id::text like ?)",
      matched.join(','),
      `%${filter.q.replace(/\s/g, '')}%`,
      `${filter.q}%`,
    );
  }
  if (filter.id) when('p.id = any(?::uuid[])', Array.isArray(filter.id) ? filter.id : [filter.id]);
  const clause = where.length ? `where ${where.join(' and ')}` : '';
  const [{ total }] = await sql<{ total: string }>(
    em,
    `select count(*) as total from payments p left join personal_informations pi on pi.user_id = p.user_id ${clause}`,
    values,
  );
  const order = `p.${params.sort.field} ${params.sort.order === 'ASC' ? 'asc' : 'desc'} nulls last, p.id`;
  const rows = await sql<Row>(em, `${SELECT} ${clause} order by ${order} limit ? offset ?`, [...values, params.range.end - params.range.start + 1, params.range.start]);
  const contacts = await memberContactsOf(queries, rows.map((r) => r.user_id));
  return { rows: rows.map((row) => toAdmin(row, contacts.get(row.user_id))), total: Number(total) };
}

type ChargeRow = AdminPaymentDetail['charges'][number] & { due_at: Date; charged_at: Date | null };
const CHARGES = 'select payment_id, n, provider_order_id, amount, tax, due_at, status, job_code, charged_at, failure_message from payment_charges';
const toCharge = ({ payment_id: _payment, ...c }: ChargeRow & { payment_id?: string }) => ({ ...c, due_at: new Date(c.due_at).toISOString(), charged_at: iso(c.charged_at) });

/** Every payment of one member, newest first, each with its charges (the back office's member page). */
export async function listMemberPayments(em: EntityManager, queries: QueryBus, memberId: string): Promise<Array<AdminPayment & { charges: AdminPaymentDetail['charges'] }>> {
  const rows = await sql<Row>(em, `${SELECT} where p.user_id = ? order by p.created_at desc, p.id`, [memberId]);
  if (rows.length === 0) return [];
  const charges = await sql<ChargeRow & { payment_id: string }>(em, `${CHARGES} where payment_id = any(string_to_array(?, ',')::uuid[]) order by payment_id, n`, [rows.map((r) => r.id).join(',')]);
  const contact = (await memberContactsOf(queries, [memberId])).get(memberId);
  return rows.map((row) => ({ ...toAdmin(row, contact), charges: charges.filter((c) => c.payment_id === row.id).map(toCharge) }));
}

/** One payment with its charges and the full event timeline of its stream. */
export async function getAdminPayment(em: EntityManager, queries: QueryBus, id: string): Promise<AdminPaymentDetail | null> {
  const [row] = await sql<Row>(em, `${SELECT} where p.id = ?`, [id]);
  if (!row) return null;
  const charges = await sql<ChargeRow>(em, `${CHARGES} where payment_id = ? order by n`, [id]);
  const events = await sql<{ version: number; type: string; recorded_at: Date; metadata: { actor?: AdminPaymentEvent['actor']; operatorName?: string }; data: AdminPaymentEvent['data'] }>(
    em,
    'select version, type, recorded_at, metadata, data from events where stream_id = ? order by version',
    [`payment-${id}`],
  );
  return {
    ...toAdmin(row, (await memberContactsOf(queries, [row.user_id])).get(row.user_id)),
    charges: charges.map(toCharge),
    events: events.map((e) => ({ version: e.version, type: e.type, recorded_at: new Date(e.recorded_at).toISOString(), actor: e.metadata?.actor ? { ...e.metadata.actor, name: e.metadata.operatorName } : null, data: e.data })),
  };
}
