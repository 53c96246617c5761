import type { EntityManager } from '@mikro-orm/postgresql';
import { sql, type InlineProjection, type StoredEvent } from '@coaching/server-core';
import type { MemberStandingEvent } from '../domain/member-standing.decider';

/** Inline: strikes and suspended months per member (`lesson_standings`), read when scheduling and shown to support. */
export class LessonStandingsProjection implements InlineProjection {
  readonly name = 'lesson-standings';
  readonly eventTypes = ['StrikeRecorded', 'MonthSuspended'] as const;

  async apply(em: EntityManager, stored: StoredEvent): Promise<void> {
    const event = { type: stored.type, data: stored.data } as MemberStandingEvent;
    if (event.type === 'StrikeRecorded') {
      const { memberId, month, count } = event.data;
      await sql(em, 'insert into lesson_standings (member_id, month, strikes) values (?, ?, ?) on conflict (member_id, month) do update set strikes = excluded.strikes', [memberId, month, count]);
    } else {
      const { memberId, month, suspendedAt } = event.data;
      await sql(em, 'insert into lesson_standings (member_id, month, strikes, suspended_at) values (?, ?, 0, ?) on conflict (member_id, month) do update set suspended_at = excluded.suspended_at', [
        memberId,
        month,
        suspendedAt,
      ]);
    }
  }

  async reset(em: EntityManager): Promise<void> {
    await sql(em, 'delete from lesson_standings');
  }
}
