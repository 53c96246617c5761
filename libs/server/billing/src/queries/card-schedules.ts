import type { EntityManager } from '@mikro-orm/postgresql';
import type { CardSchedule } from '@coaching/contracts';
import { sql } from '@coaching/server-core';
import { PAID_BY, paidBy } from './paid-by';

interface Row {
  payment_id: string;
  card_seq: string;
  game_name: string;
  plan_name: string | null;
  charges_total: number;
  charges_paid: number;
  next_charge_at: Date;
  next_amount: number;
}

/**
 * The monthly schedules an account pays (its own, or a child's it pays for: ADR 0038) still to be charged, each with the card that pays it (the payments read model, the
 * same `next_charge_at` the back office shows): a split order paid so far (`captured`: not failed, in arrears or
 * refunded) with a next charge. `cardSeq` narrows them to one card.
 */
export async function cardSchedules(em: EntityManager, memberId: string, cardSeq?: string): Promise<CardSchedule[]> {
  const rows = await sql<Row>(
    em,
    `select p.id as payment_id, p.card_seq, g.name as game_name, pl.name as plan_name, p.charges_total, p.charges_paid, p.next_charge_at,
            (select c.amount + c.tax from payment_charges c where c.payment_id = p.id and c.status = 'due' order by c.n limit 1) as next_amount
       from payments p join games g on g.id = p.game_id left join plans pl on pl.id = p.plan_id
      where ${PAID_BY} and p.method = 'split' and p.status = 'captured' and p.next_charge_at is not null and p.card_seq is not null
        and (?::text is null or p.card_seq = ?)
      order by p.next_charge_at, p.id`,
    [...paidBy(memberId), cardSeq ?? null, cardSeq ?? null],
  );
  return rows.map((row) => ({
    payment_id: row.payment_id,
    card_seq: row.card_seq,
    title: row.plan_name ? `${row.game_name} ${row.plan_name}` : row.game_name,
    charges_remaining: row.charges_total - row.charges_paid,
    charges_total: row.charges_total,
    next_charge_at: new Date(row.next_charge_at).toISOString(),
    next_amount: Number(row.next_amount ?? 0),
  }));
}

/** Orders whose first charge on this card is still under way (決済処理中), other than `except`. */
export async function pendingOrdersOnCard(em: EntityManager, memberId: string, cardSeq: string, except?: string): Promise<string[]> {
  const rows = await sql<{ id: string }>(em, `select p.id from payments p where ${PAID_BY} and p.card_seq = ? and p.status = 'pending' and p.id <> coalesce(?::uuid, '00000000-0000-0000-0000-000000000000'::uuid)`, [
    ...paidBy(memberId),
    cardSeq,
    except ?? null,
  ]);
  return rows.map((row) => row.id);
}
