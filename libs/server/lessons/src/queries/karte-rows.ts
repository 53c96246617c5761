import type { EntityManager } from '@mikro-orm/postgresql';
import type { QueryBus } from '@nestjs/cqrs';
import type { KarteEntry, KarteSkill } from '@coaching/contracts';
import { sql } from '@coaching/server-core';
import { LESSON_GAME_SQL, lessonGamesOf } from './member-lesson-rows';

/**
 * These members' karte notes, newest first, at most `perMember` each, by member id (a member with none is absent);
 * `sharedWithGuardian`: only the notes the coach shared with the guardians (ADR 0038).
 */
export async function karteEntriesOf(em: EntityManager, queries: QueryBus, memberIds: readonly string[], perMember: number, { sharedWithGuardian = false } = {}): Promise<Map<string, KarteEntry[]>> {
  if (memberIds.length === 0) return new Map();
  const rows = await sql<{ member_id: string; lesson_id: string; starts_at: Date; coach_name: string; game_id: number; worked_on: string; homework: string; ratings: Record<KarteSkill, number>; written_at: Date }>(
    em,
    `select * from (
       select n.member_id, n.lesson_id, l.starts_at, c.name as coach_name, ${LESSON_GAME_SQL} as game_id, n.worked_on, n.homework, n.ratings, n.written_at,
              row_number() over (partition by n.member_id order by l.starts_at desc) as rank
         from lesson_notes n join lessons l on l.id = n.lesson_id join coaches c on c.id = n.coach_id
              left join lesson_groups g on g.id = l.group_id left join lesson_students s on s.subscription_id = l.subscription_id
        where n.member_id = any(?::uuid[])${sharedWithGuardian ? ' and n.shared_with_guardian' : ''}) k
      where rank <= ? order by member_id, starts_at desc`,
    [`{${[...new Set(memberIds)].join(',')}}`, perMember],
  );
  const games = await lessonGamesOf(queries, rows.map((r) => r.game_id));
  const byMember = new Map<string, KarteEntry[]>();
  for (const r of rows) {
    const entries = byMember.get(r.member_id) ?? [];
    entries.push({
      lesson_id: r.lesson_id,
      started_at: new Date(r.starts_at).toISOString(),
      coach: { name: r.coach_name },
      game: games.get(Number(r.game_id)) ?? null,
      worked_on: r.worked_on,
      homework: r.homework,
      ratings: r.ratings,
      written_at: new Date(r.written_at).toISOString(),
    });
    byMember.set(r.member_id, entries);
  }
  return byMember;
}
