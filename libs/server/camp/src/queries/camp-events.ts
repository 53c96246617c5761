import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdminCampEvent, CampGrade, CampPlan } from '@coaching/contracts';
import { sql } from '@coaching/server-core';
import { paymentDue } from '../domain/camp-rules';

/** A `camp_events` row as the database answers it. */
export interface CampEventRow {
  id: number;
  name: string;
  venue: string;
  starts_at: Date;
  ends_at: Date;
  capacity: number;
  seats_taken: number;
  price: number;
  application_starts_at: Date;
  application_ends_at: Date;
  grade_from: CampGrade;
  grade_to: CampGrade;
}

const iso = (value: Date | string) => new Date(value).toISOString();

export async function campEventById(em: EntityManager, id: number): Promise<CampEventRow | null> {
  const [row] = await sql<CampEventRow>(em, 'select * from camp_events where id = ?', [id]);
  return row ?? null;
}

/** The camp whose application period is open at `now` (the earliest to start, should two overlap). */
export async function openCampEvent(em: EntityManager, now: Date): Promise<CampEventRow | null> {
  const [row] = await sql<CampEventRow>(em, 'select * from camp_events where application_starts_at <= ? and application_ends_at > ? order by starts_at, id limit 1', [now, now]);
  return row ?? null;
}

/** Spec §3 camp plan: the camp as the parent's pages read it. */
export function campPlanOf(row: CampEventRow): CampPlan {
  return {
    id: row.id,
    name: row.name,
    venue: row.venue,
    starts_at: iso(row.starts_at),
    ends_at: iso(row.ends_at),
    price: row.price,
    grade_from: row.grade_from,
    grade_to: row.grade_to,
    seats_left: Math.max(0, row.capacity - row.seats_taken),
    application_ends_at: iso(row.application_ends_at),
    payment_due_date: paymentDue(new Date(row.starts_at)).date,
  };
}

export function adminCampEventOf(row: CampEventRow): AdminCampEvent {
  return {
    id: row.id,
    name: row.name,
    venue: row.venue,
    starts_at: iso(row.starts_at),
    ends_at: iso(row.ends_at),
    capacity: row.capacity,
    seats_taken: row.seats_taken,
    price: row.price,
    application_starts_at: iso(row.application_starts_at),
    application_ends_at: iso(row.application_ends_at),
    grade_from: row.grade_from,
    grade_to: row.grade_to,
  };
}
