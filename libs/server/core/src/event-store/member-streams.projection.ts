import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../database/sql';
import type { StoredEvent } from './event';
import { toStored, type EventRow } from './event-store';
import { ALL_EVENT_TYPES, type InlineProjection } from './projection';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The members an event names in its data: `memberId`, or each of `memberIds`. */
export function membersNamedBy(data: unknown): string[] {
  if (!data || typeof data !== 'object') return [];
  const { memberId, memberIds } = data as { memberId?: unknown; memberIds?: unknown };
  const named = [memberId, ...(Array.isArray(memberIds) ? memberIds : [])];
  return [...new Set(named.filter((id): id is string => typeof id === 'string' && UUID.test(id)).map((id) => id.toLowerCase()))];
}

/**
 * Inline, core's own: which streams are about which member (`member_streams`). A stream joins a member's
 * index the first time one of its events names them in `data.memberId` (or `data.memberIds`); from then on
 * every event of that stream, before and after, is on the member's timeline (`readMemberTimeline`). Later
 * events of a stream need not repeat the member (a charge, a reschedule): the stream is what is about them.
 */
export class MemberStreamsProjection implements InlineProjection {
  readonly name = 'member-streams';
  readonly eventTypes = [ALL_EVENT_TYPES] as const;

  async apply(em: EntityManager, event: StoredEvent): Promise<void> {
    for (const memberId of membersNamedBy(event.data)) {
      await sql(em, 'insert into member_streams (member_id, stream_id, first_position) values (?, ?, ?) on conflict do nothing', [memberId, event.streamId, event.globalPosition]);
    }
  }

  async reset(em: EntityManager): Promise<void> {
    await sql(em, 'delete from member_streams');
  }
}

/** A member's timeline: the events of every stream about them, newest first, at most `limit` (plus whether more exist). */
export async function readMemberTimeline(em: EntityManager, memberId: string, limit: number): Promise<{ events: StoredEvent[]; more: boolean }> {
  const rows = await sql<EventRow>(
    em,
    `select e.* from member_streams ms join events e on e.stream_id = ms.stream_id
      where ms.member_id = ? order by e.global_position desc limit ?`,
    [memberId, limit + 1],
  );
  const events = rows.slice(0, limit).map(toStored);
  return { events, more: rows.length > limit };
}
