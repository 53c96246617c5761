import type { EntityManager } from '@mikro-orm/postgresql';
import type { QueryBus } from '@nestjs/cqrs';
import { GetMemberAccountQuery } from '@coaching/server-identity/queries';
import { sql } from '@coaching/server-core';

export interface MemberCoachRow {
  id: string;
  name: string;
  game_id: number;
  profile: string;
  /** When the photo was last saved (null: no photo). */
  photo_updated_at: Date | null;
}

/**
 * The coach of the member's current plan, as `GET /api/me` chooses the current plan: the running subscription of the
 * member's selected course, else the one running longest. Null before support assigns a coach (未割当), without a
 * running plan, or when that coach was deactivated. Scoped to the member in the query itself.
 */
export async function currentCoachOf(em: EntityManager, queries: QueryBus, memberId: string, now = new Date()): Promise<MemberCoachRow | null> {
  const current = await currentCourseOf(em, queries, memberId, now);
  if (!current?.coach_id) return null;
  const [coach] = await sql<MemberCoachRow>(
    em,
    'select c.id, c.name, c.game_id, c.profile, p.updated_at as photo_updated_at from coaches c left join coach_photos p on p.coach_id = c.id where c.id = ? and c.is_active',
    [current.coach_id],
  );
  return coach ?? null;
}

/**
 * The member's current course as `GET /api/me` chooses the current plan: the running subscription of the selected course,
 * else the one running longest; its game and coach (null before support assigns one). Null without a running plan.
 */
export async function currentCourseOf(em: EntityManager, queries: QueryBus, memberId: string, now = new Date()): Promise<{ game_id: number; coach_id: string | null } | null> {
  const running = await sql<{ game_id: number; coach_id: string | null }>(
    em,
    'select game_id, coach_id from lesson_students where member_id = ? and starts_at <= ? and ends_at > ? order by ends_at desc, starts_at desc',
    [memberId, now, now],
  );
  if (running.length === 0) return null;
  const account = running.length > 1 ? await queries.execute(new GetMemberAccountQuery(memberId)) : null;
  const selectedGameId = account?.games.find((g) => g.isSelected)?.gameId;
  return running.find((s) => s.game_id === selectedGameId) ?? running[0];
}
