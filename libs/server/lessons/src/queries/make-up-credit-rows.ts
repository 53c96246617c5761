import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '@coaching/server-core';
import type { TimeSpan } from '../domain/make-up-hours';

/** A make-up credit: a personal lesson of the member cancelled with a make-up deadline. */
export interface MakeUpCreditRow {
  id: string;
  /** The course the cancelled lesson belonged to (null for a lesson booked before lessons kept it). */
  subscription_id: string | null;
  starts_at: Date;
  ends_at: Date;
  make_up_by: Date;
  credit_used_by: string | null;
}

/** The member's plan that covers `at` (the latest, as scheduling reads it), with its coach. */
export interface MakeUpStudentRow {
  subscription_id: string;
  coach_id: string | null;
  ends_at: Date;
}

const CREDIT_COLUMNS = 'id, subscription_id, starts_at, ends_at, make_up_by, credit_used_by';
const CREDIT_OF_MEMBER = "member_id = ? and kind = 'personal' and status = 'cancelled' and make_up_by is not null";

/** One credit of the member, used or not; none when the lesson is not the member's or gave no credit. */
export async function makeUpCreditOf(em: EntityManager, memberId: string, lessonId: string): Promise<MakeUpCreditRow | undefined> {
  const [row] = await sql<MakeUpCreditRow>(em, `select ${CREDIT_COLUMNS} from lessons where id = ? and ${CREDIT_OF_MEMBER}`, [lessonId, memberId]);
  return row;
}

/** The member's unused credits whose deadline is still ahead of `now`, the one expiring first first. */
export function openMakeUpCredits(em: EntityManager, memberId: string, now: Date): Promise<MakeUpCreditRow[]> {
  return sql<MakeUpCreditRow>(em, `select ${CREDIT_COLUMNS} from lessons where ${CREDIT_OF_MEMBER} and credit_used_by is null and make_up_by > ? order by make_up_by, starts_at`, [memberId, now]);
}

/**
 * The member's plan running at `at` that a credit is made up in: the course of the cancelled lesson (its own
 * subscription, else a running plan of the same game, after a renewal), and only for a credit without a course the
 * plan ending last. A member of two courses makes a VALORANT lesson up with the VALORANT coach.
 */
export async function makeUpStudentAt(em: EntityManager, memberId: string, at: Date, credit: Pick<MakeUpCreditRow, 'subscription_id'>): Promise<MakeUpStudentRow | undefined> {
  const [row] = await sql<MakeUpStudentRow>(
    em,
    `select s.subscription_id, s.coach_id, s.ends_at from lesson_students s
      where s.member_id = ? and s.starts_at <= ? and s.ends_at > ?
        and (?::uuid is null or s.game_id = (select c.game_id from lesson_students c where c.subscription_id = ?::uuid))
      order by coalesce(s.subscription_id = ?::uuid, false) desc, s.ends_at desc
      limit 1`,
    [memberId, at, at, credit.subscription_id, credit.subscription_id, credit.subscription_id],
  );
  return row;
}

/** What takes the coach's time in [from, to): their lessons not cancelled. */
export async function coachLessonTimes(em: EntityManager, coachId: string, from: Date, to: Date): Promise<TimeSpan[]> {
  const rows = await sql<{ starts_at: Date; ends_at: Date }>(
    em,
    "select starts_at, ends_at from lessons where coach_id = ? and status <> 'cancelled' and starts_at < ? and ends_at > ? order by starts_at",
    [coachId, to, from],
  );
  return rows.map((r) => ({ startsAt: new Date(r.starts_at), endsAt: new Date(r.ends_at) }));
}

/** What takes the member's time in [from, to): their own lessons and their groups' (member-time.ts). */
export async function memberLessonTimes(em: EntityManager, memberId: string, from: Date, to: Date): Promise<TimeSpan[]> {
  const rows = await sql<{ starts_at: Date; ends_at: Date }>(
    em,
    `select l.starts_at, l.ends_at from lessons l
      where l.status <> 'cancelled' and l.starts_at < ? and l.ends_at > ?
        and (l.member_id = ? or l.group_id in (select group_id from lesson_group_members where member_id = ?))
      order by l.starts_at`,
    [to, from, memberId, memberId],
  );
  return rows.map((r) => ({ startsAt: new Date(r.starts_at), endsAt: new Date(r.ends_at) }));
}

/** A month of the member's suspended by the two-strike rule. */
export async function monthSuspended(em: EntityManager, memberId: string, month: string): Promise<boolean> {
  const [standing] = await sql<{ suspended_at: Date | null }>(em, 'select suspended_at from lesson_standings where member_id = ? and month = ?', [memberId, month]);
  return Boolean(standing?.suspended_at);
}
