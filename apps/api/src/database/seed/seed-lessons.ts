import { createHash } from 'node:crypto';
import { addTokyoDays, tokyoDayStart } from '@coaching/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { DomainEvent, EventStore } from '@coaching/server-core';
import type { LessonScheduledData } from '@coaching/server-lessons';

// What the lesson seeds (demo-lessons.ts, demo-courses.ts) share: stable ids, Tokyo times, a personal lesson's event.

export const DAY_MS = 24 * 3600 * 1000;

/** A stable UUID for a seeded record, so a second run of the seed finds what the first wrote. */
export const seedUuid = (namespace: string, name: string) => {
  const hex = createHash('sha256').update(`${namespace}:${name}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

/** `days` from today in Tokyo at `hour` o'clock Tokyo time. */
export const tokyoAt = (days: number, hour: number) => new Date(addTokyoDays(tokyoDayStart(new Date()), days).getTime() + hour * 3_600_000);

/** A one-hour personal lesson of the plan, scheduled a week before it (or now, when that is later). */
export const personalLesson = (fields: { lessonId: string; memberId: string; coachId: string; subscriptionId: string; startsAt: Date }, extra: Partial<LessonScheduledData> = {}): LessonScheduledData => ({
  lessonId: fields.lessonId,
  kind: 'personal',
  memberId: fields.memberId,
  groupId: null,
  coachId: fields.coachId,
  subscriptionId: fields.subscriptionId,
  startsAt: fields.startsAt.toISOString(),
  endsAt: new Date(fields.startsAt.getTime() + 3600 * 1000).toISOString(),
  source: 'plan',
  makeUpFor: null,
  creditDeadline: null,
  scheduledAt: new Date(Math.min(Date.now(), fields.startsAt.getTime() - 7 * DAY_MS)).toISOString(),
  ...extra,
});

/** Appends a stream's first events as the system, once: a stream already written (a second run of the seed) is left as it is. */
export const appendOnce =
  (em: EntityManager, store: EventStore) =>
  (stream: { id: string; type: string }, events: DomainEvent[]): Promise<void> =>
    em.fork().transactional(async (tx) => {
      const { version } = await store.readStream(tx, stream.id);
      if (version === 0) await store.append(tx, stream, 0, events, { actor: { type: 'system' } });
    });
