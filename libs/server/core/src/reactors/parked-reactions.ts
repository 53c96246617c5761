import type { EntityManager } from '@mikro-orm/postgresql';
import type { ParkedReactionDto, PARKED_REACTION_SORT_FIELDS } from '@coaching/contracts';
import { sql } from '../database/sql';
import { sqlTransaction } from '../database/sql-transaction';
import { writeReactions } from './pending-reactions';

interface Row {
  reactor: string;
  event_id: string;
  event_type: string | null;
  stream_id: string | null;
  error: string;
  attempts: number;
  parked_at: Date;
  resolved_at: Date | null;
  replayed_at: Date | null;
}

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);
const toDto = (row: Row): ParkedReactionDto => ({
  id: `${row.event_id}.${row.reactor}`,
  reactor: row.reactor,
  event_id: row.event_id,
  event_type: row.event_type,
  stream_id: row.stream_id,
  error: row.error,
  attempts: row.attempts,
  parked_at: new Date(row.parked_at).toISOString(),
  resolved_at: iso(row.resolved_at),
  replayed_at: iso(row.replayed_at),
});

/** `<event uuid>.<reactor name>` → its parts, or null for anything else. */
export function parseParkedReactionId(id: string): { eventId: string; reactor: string } | null {
  const match = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([a-z0-9-]{1,100})$/.exec(id);
  return match ? { eventId: match[1], reactor: match[2] } : null;
}

/** The parked reactions operators see: open ones unless `resolved` is asked for, newest first by default. */
export async function listParkedReactions(
  em: EntityManager,
  params: { resolved?: boolean; sort: { field: (typeof PARKED_REACTION_SORT_FIELDS)[number]; order: 'ASC' | 'DESC' }; range: { start: number; end: number } },
): Promise<{ rows: ParkedReactionDto[]; total: number }> {
  const where = params.resolved === undefined ? '' : params.resolved ? 'where resolved_at is not null' : 'where resolved_at is null';
  const [{ total }] = await sql<{ total: string }>(em, `select count(*) as total from parked_reactions ${where}`);
  const rows = await sql<Row>(
    em,
    `select * from parked_reactions ${where} order by ${params.sort.field} ${params.sort.order === 'ASC' ? 'asc' : 'desc'}, event_id, reactor limit ? offset ?`,
    [params.range.end - params.range.start + 1, params.range.start],
  );
  return { rows: rows.map(toDto), total: Number(total) };
}

export async function getParkedReaction(em: EntityManager, id: { eventId: string; reactor: string }): Promise<ParkedReactionDto | null> {
  const [row] = await sql<Row>(em, 'select * from parked_reactions where event_id = ? and reactor = ?', [id.eventId, id.reactor]);
  return row ? toDto(row) : null;
}

/**
 * Writes the reaction to run once more, with fresh attempts; its success marks it resolved. A parked reaction is no
 * longer pending, and a resolved one is not written again, so the reactor still acts once. Answers null when nothing
 * of that id is parked.
 */
export async function replayParkedReaction(em: EntityManager, id: { eventId: string; reactor: string }): Promise<ParkedReactionDto | null> {
  return sqlTransaction(em, async (tx) => {
    const [row] = await sql<Row>(tx, 'update parked_reactions set replayed_at = now() where event_id = ? and reactor = ? returning *', [id.eventId, id.reactor]);
    if (!row) return null;
    if (!row.resolved_at) await writeReactions(tx, [{ reactor: id.reactor, eventId: id.eventId }], { replay: true });
    return toDto(row);
  });
}
