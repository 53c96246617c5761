import type { EntityManager } from '@mikro-orm/postgresql';
import type { QueryBus } from '@nestjs/cqrs';
import type { LessonCancellationName, LessonGame, LessonHistoryItem, LessonStatusName, MemberLesson } from '@coaching/contracts';
import { GetGameSummariesQuery } from '@coaching/server-catalogue/queries';
import { sql } from '@coaching/server-core';
import { cancelDeadline, memberCancelRefusal } from '../domain/lesson-terms';
import type { CancelTermsOf } from './cancel-terms';

/** A lesson row with its coach's and group's names, as the member queries read it. */
export interface MemberLessonRow {
  id: string;
  kind: 'personal' | 'group';
  group_id: string | null;
  subscription_id: string | null;
  /** The plan of the lesson's subscription (its cancel terms); null for a group lesson. */
  plan_id: number | null;
  /** The lesson's game: its group's, else its plan's (the student's subscription), else its coach's (coaches teach one game). */
  game_id: number;
  starts_at: Date;
  ends_at: Date;
  status: LessonStatusName;
  cancellation: LessonCancellationName | null;
  make_up_by: Date | null;
  credit_used_by: string | null;
  coach_name: string;
  group_name: string | null;
  group_image_url: string | null;
  group_discord_url: string | null;
}

/** The game of a lesson row in `memberLessons`' query (`where` may use it): its group's, else its plan's, else its coach's. */
export const LESSON_GAME_SQL = 'coalesce(g.game_id, s.game_id, c.game_id)';

/**
 * The member's lessons: their personal lessons and the lessons of the groups they belong to, scoped to the member
 * in the query itself. `where` narrows further (with `params`), `order` and `limit` as given.
 * The two kinds are gathered apart and joined (`union all`), each through its own index (`lessons_member_starts`,
 * `lessons_group_starts`): one `member_id = ? or group_id in (…)` condition made PostgreSQL read every lesson of
 * the school on each mypage view.
 */
export function memberLessons(em: EntityManager, memberId: string, where: string, params: unknown[], order: string, limit?: number): Promise<MemberLessonRow[]> {
  return sql<MemberLessonRow>(em, memberLessonsSql(where, order, limit), [memberId, memberId, memberId, ...params]);
}

/**
 * The member's next lesson of each game (`where` as in `memberLessons`, for the lessons ahead): one row per game,
 * earliest first, so mypage shows the next lesson of the course it shows.
 */
export function firstMemberLessonOfEachGame(em: EntityManager, memberId: string, where: string, params: unknown[]): Promise<MemberLessonRow[]> {
  return sql<MemberLessonRow>(
    em,
    `select * from (select distinct on (x.game_id) x.* from (${memberLessonsSql(where, 'l.starts_at, l.id')}) x order by x.game_id, x.starts_at, x.id) firsts
      order by starts_at, id`,
    [memberId, memberId, memberId, ...params],
  );
}

function memberLessonsSql(where: string, order: string, limit?: number): string {
  return `select l.id, l.kind, l.group_id, l.subscription_id, s.plan_id, ${LESSON_GAME_SQL} as game_id, l.starts_at, l.ends_at, l.status, l.cancellation, l.make_up_by, l.credit_used_by,
            c.name as coach_name, g.name as group_name, g.image_url as group_image_url, g.discord_url as group_discord_url
       from (select * from lessons where member_id = ?
             union all
             select gl.* from lessons gl join lesson_group_members gm on gm.group_id = gl.group_id
              where gm.member_id = ? and gl.member_id is distinct from ?) l
       join coaches c on c.id = l.coach_id
       left join lesson_groups g on g.id = l.group_id
       left join lesson_students s on s.subscription_id = l.subscription_id
      ${where ? `where ${where}` : ''}
      order by ${order} ${limit ? `limit ${Number(limit)}` : ''}`;
}

/** The catalogue's names of these games (`LessonGame`), for the lessons and groups the member sees. */
export async function lessonGamesOf(queries: QueryBus, gameIds: readonly number[]): Promise<Map<number, LessonGame>> {
  const ids = [...new Set(gameIds.map(Number))];
  if (ids.length === 0) return new Map();
  const games = await queries.execute(new GetGameSummariesQuery(ids));
  return new Map(games.map((g) => [g.id, { id: g.id, name: g.name }]));
}

export const toMemberLesson = (r: MemberLessonRow, games: ReadonlyMap<number, LessonGame>): MemberLesson => ({
  id: r.id,
  started_at: new Date(r.starts_at).toISOString(),
  ended_at: new Date(r.ends_at).toISOString(),
  coach: { name: r.coach_name },
  game: games.get(Number(r.game_id)) ?? null,
  status: r.status,
  cancellation: r.cancellation,
  make_up_by: r.make_up_by ? new Date(r.make_up_by).toISOString() : null,
  make_up_booked: r.credit_used_by !== null,
});

/**
 * A lesson as the member's list shows it at `now`: whether it is still ahead and, for a scheduled one, whether they
 * may cancel it, by the rule the cancel command applies (`memberCancelRefusal`), so the page never works it out.
 */
export const toHistoryItem = (r: MemberLessonRow, now: Date, games: ReadonlyMap<number, LessonGame>, termsOf: CancelTermsOf): LessonHistoryItem => {
  const upcoming = new Date(r.ends_at) > now;
  const open = upcoming && r.status === 'scheduled';
  const terms = termsOf(r.plan_id);
  const refusal = open ? memberCancelRefusal({ kind: r.kind, startsAt: new Date(r.starts_at) }, now, terms) : null;
  return {
    ...toMemberLesson(r, games),
    group: r.group_id ? { name: r.group_name ?? '', image_url: r.group_image_url } : null,
    upcoming,
    cancellable: open && refusal === null,
    cancel_deadline: open ? new Date(cancelDeadline(new Date(r.starts_at), terms).getTime() - 1).toISOString() : null,
    cancel_terms: terms,
    cancel_refusal: refusal,
  };
};
