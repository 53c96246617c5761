import type { EntityManager } from '@mikro-orm/postgresql';
import { REFUND_KIND_LABELS, REFUND_STATUS_LABELS, type AdminRefund, type RefundStatus } from '@coaching/contracts';
import type { QueryBus } from '@nestjs/cqrs';
import { sql } from '@coaching/server-core';
import type { MemberContact } from '@coaching/server-identity/queries';
import { memberOf } from './admin-payments';
import { memberContactsOf, membersMatching } from './member-contacts';

interface Row {
  payment_id: string;
  member_id: string;
  status: RefundStatus;
  kind: string;
  lines: AdminRefund['lines'];
  paid: number;
  calculated: number;
  amount: number;
  adjustment_reason: string | null;
  reason: string;
  needs_approval: boolean;
  method: 'card' | 'bank';
  requested_by_id: string;
  requested_by_name: string;
  requested_at: Date;
  decided_by_id: string | null;
  decided_by_name: string | null;
  decided_at: Date | null;
  rejection_reason: string | null;
  trades: AdminRefund['trades'];
  refunded_at: Date | null;
  bank_paid_at: Date | null;
  withdrawn_by_id: string | null;
  withdrawn_by_name: string | null;
  withdrawn_at: Date | null;
  withdrawal_reason: string | null;
  kind_p: 'plan' | 'item';
  period: number;
  quantity: number;
  plan_name: string | null;
  item_name: string | null;
  game_name: string;
  pi_last_name: string | null;
  pi_first_name: string | null;
}

const SELECT = `
  select r.*, p.kind as kind_p, p.period, p.quantity, pl.name as plan_name, i.name as item_name, g.name as game_name,
         pi.last_name as pi_last_name, pi.first_name as pi_first_name
    from order_refunds r join payments p on p.id = r.payment_id join games g on g.id = p.game_id
    left join plans pl on pl.id = p.plan_id left join items i on i.id = p.item_id
    left join personal_informations pi on pi.user_id = r.member_id`;

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

const toAdmin = (row: Row, members: Map<string, MemberContact>): AdminRefund => ({
  id: row.payment_id,
  payment_id: row.payment_id,
  member: memberOf({ user_id: row.member_id, pi_last_name: row.pi_last_name, pi_first_name: row.pi_first_name }, members.get(row.member_id)),
  title: `${row.game_name} ${row.kind_p === 'plan' ? `${row.plan_name}（${row.period}か月）` : `${row.item_name} × ${row.quantity}`}`,
  status: row.status,
  status_ja: REFUND_STATUS_LABELS[row.status],
  kind: row.kind,
  kind_label: REFUND_KIND_LABELS[row.kind] ?? row.kind,
  lines: row.lines,
  paid: row.paid,
  calculated: row.calculated,
  amount: row.amount,
  adjustment_reason: row.adjustment_reason,
  reason: row.reason,
  needs_approval: row.needs_approval,
  method: row.method,
  requested_by: { id: row.requested_by_id, name: row.requested_by_name },
  requested_at: new Date(row.requested_at).toISOString(),
  decided_by: row.decided_by_id ? { id: row.decided_by_id, name: row.decided_by_name ?? '' } : null,
  decided_at: iso(row.decided_at),
  rejection_reason: row.rejection_reason,
  withdrawn: row.withdrawn_at ? { by: { id: row.withdrawn_by_id ?? '', name: row.withdrawn_by_name ?? '' }, at: new Date(row.withdrawn_at).toISOString(), reason: row.withdrawal_reason ?? '' } : null,
  trades: row.trades,
  refunded_at: iso(row.refunded_at),
  bank_paid_at: iso(row.bank_paid_at),
});

/**
 * What the list is narrowed to: a status, a member search; `awaitingDecisionBy`: the approvals queue of this operator
 * (awaiting approval, asked by someone else: four eyes); `requestedBy`: the requests this operator asked.
 */
export interface AdminRefundFilter {
  status?: RefundStatus;
  q?: string;
  awaitingDecisionBy?: string;
  requestedBy?: string;
}

/** Refunds for the back office, newest first; filtered by status, the operator's approvals queue or own requests, or a member search. */
export async function listAdminRefunds(
  em: EntityManager,
  queries: QueryBus,
  params: { sort: { field: 'requested_at' | 'amount' | 'status'; order: 'ASC' | 'DESC' }; range: { start: number; end: number }; filter: AdminRefundFilter },
): Promise<{ rows: AdminRefund[]; total: number }> {
  const where: string[] = [];
  const values: unknown[] = [];
  if (params.filter.awaitingDecisionBy) {
    where.push("r.status = 'awaiting_approval' and r.requested_by_id <> ?");
    values.push(params.filter.awaitingDecisionBy);
  }
  if (params.filter.requestedBy) {
    where.push('r.requested_by_id = ?');
    values.push(params.filter.requestedBy);
  }
  if (params.filter.status) {
    where.push('r.status = ?');
    values.push(params.filter.status);
  }
  if (params.filter.q) {
    const matched = await membersMatching(queries, params.filter.q, 500);
    where.push("(r.member_id = any(string_to_array(?, ',')::uuid[]) or r.payment_id::text like ?)");
    values.push(matched.join(','), `${params.filter.q}%`);
  }
  const clause = where.length ? `where ${where.join(' and ')}` : '';
  const [{ total }] = await sql<{ total: string }>(em, `select count(*) as total from order_refunds r ${clause}`, values);
  const order = `r.${params.sort.field} ${params.sort.order === 'ASC' ? 'asc' : 'desc'}, r.payment_id`;
  const rows = await sql<Row>(em, `${SELECT} ${clause} order by ${order} limit ? offset ?`, [...values, params.range.end - params.range.start + 1, params.range.start]);
  const contacts = await memberContactsOf(queries, rows.map((r) => r.member_id));
  return { rows: rows.map((row) => toAdmin(row, contacts)), total: Number(total) };
}

export async function getAdminRefund(em: EntityManager, queries: QueryBus, paymentId: string): Promise<AdminRefund | null> {
  const [row] = await sql<Row>(em, `${SELECT} where r.payment_id = ?`, [paymentId]);
  return row ? toAdmin(row, await memberContactsOf(queries, [row.member_id])) : null;
}
