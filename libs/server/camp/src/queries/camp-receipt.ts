import type { EntityManager } from '@mikro-orm/postgresql';
import type { CampPaymentMethod as CampMethod, CampReceipt } from '@coaching/contracts';
import { sql } from '@coaching/server-core';

interface Row {
  id: string;
  name: string;
  method: CampMethod;
  count: number;
  total: number;
  paid_at: Date;
  camp_name: string;
}

/** The consumption tax inside a tax-included camp fee (10%), rounded down as a receipt states it. */
export const taxIncluded = (total: number) => Math.floor((total * 10) / 110);

/**
 * The receipt (領収書) of a paid camp application (issue 32), addressed to the parent who applied and paid: the camp
 * and head-count it was for, the one payment (card lump sum or transfer) and its date. Null unless it is paid now (a
 * cancelled or refunded application has no receipt; one awaiting its transfer has none yet).
 */
export async function campReceipt(em: EntityManager, applicationId: string, now = new Date()): Promise<CampReceipt | null> {
  const [row] = await sql<Row>(
    em,
    `select a.id, a.name, a.method, a.count, a.total, a.paid_at, e.name as camp_name
       from camp_applications a join camp_events e on e.id = a.camp_event_id
      where a.id = ? and a.status = 'paid' and a.paid_at is not null and a.method is not null`,
    [applicationId],
  );
  if (!row) return null;
  const paidAt = new Date(row.paid_at).toISOString();
  const tax = taxIncluded(row.total);
  return {
    payment_id: row.id,
    receipt_number: `C${row.id.replace(/-/g, '').slice(0, 7).toUpperCase()}-1`,
    issued_at: now.toISOString(),
    addressee: row.name,
    description: `${row.camp_name}（${row.count}名）の参加費として`,
    method: row.method,
    lines: [{ label: row.method === 'bank' ? 'お振込み' : 'カード一括払い', paid_at: paidAt, amount: row.total, tax }],
    admission_fee: 0,
    total: row.total,
    tax,
    order_total: row.total,
  };
}
