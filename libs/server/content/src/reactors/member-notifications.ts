import type { EntityManager } from '@mikro-orm/postgresql';
import type { NotificationKind } from '@coaching/contracts';
import { EventStore, sql, type StoredEvent } from '@coaching/server-core';

/** Reads another context's stream (its published events, not its types) to find whom an event concerns. */
export async function firstEventData(tx: EntityManager, streamId: string, type: string): Promise<Record<string, unknown> | undefined> {
  const { events } = await new EventStore().readStream(tx, streamId);
  return events.find((e) => e.type === type)?.data as Record<string, unknown> | undefined;
}

/** One notification per event and member: a second delivery of the same event writes nothing. */
export async function notifyMember(tx: EntityManager, memberId: string, event: StoredEvent, kind: NotificationKind, title: string, link: string | null): Promise<void> {
  await sql(tx, 'insert into notifications (user_id, kind, title, link, source_event_id, created_at) values (?, ?, ?, ?, ?, ?) on conflict (source_event_id, user_id) do nothing', [
    memberId,
    kind,
    title,
    link,
    event.eventId,
    event.recordedAt,
  ]);
}
