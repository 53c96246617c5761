import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '@coaching/server-core';

// What the negative passes (openapi-negative, openapi-portman) read to say a refused request changed nothing.

/** Tables with a member's own rows, and the column naming the member. */
const MEMBER_ROWS: Array<[table: string, column: string]> = [
  ['payments', 'user_id'], ['personal_informations', 'user_id'], ['game_users', 'user_id'], ['user_items', 'user_id'], ['notifications', 'user_id'],
  ['notification_reads', 'user_id'], ['purchase_requests', 'user_id'], ['profile_photos', 'user_id'], ['password_reset_tokens', 'user_id'],
  ['lessons', 'member_id'], ['lesson_students', 'member_id'], ['member_lesson_ratings', 'member_id'], ['member_progress_answers', 'member_id'],
  ['subscriptions', 'member_id'], ['order_refunds', 'member_id'], ['trials', 'member_id'], ['trial_seats', 'member_id'], ['trial_waitlist', 'member_id'],
  ['trial_intents', 'member_id'], ['guardian_links', 'member_id'], ['member_streams', 'member_id'],
];

/** How many rows the member has in each of their tables, as one comparable string (one statement). */
export async function memberRowCounts(em: EntityManager, memberId: string): Promise<string> {
  const counts = await sql<{ n: string }>(em.fork(), MEMBER_ROWS.map(([table, column]) => `select count(*) as n from ${table} where ${column}::text = ?`).join(' union all '), MEMBER_ROWS.map(() => memberId));
  return counts.map((r) => r.n).join(',');
}

/** Events and outbox rows that carry one of `requestIds` (ADR 0043): [events, outbox rows]. */
export async function rowsOfRequests(em: EntityManager, requestIds: string[]): Promise<[events: number, outbox: number]> {
  const [{ events }] = await sql<{ events: string }>(em.fork(), "select count(*) as events from events where metadata->>'requestId' in (?)", [requestIds]);
  const [{ outbox }] = await sql<{ outbox: string }>(em.fork(), 'select count(*) as outbox from outbox where request_id::text in (?)', [requestIds]);
  return [Number(events), Number(outbox)];
}
