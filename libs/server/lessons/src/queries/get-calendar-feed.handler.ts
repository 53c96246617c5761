import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetGameSummariesQuery } from '@coaching/server-catalogue/queries';
import { sql } from '@coaching/server-core';
import { feedTokenHash } from '../commands/calendar-feed-token';
import { type FeedLesson, lessonCalendar } from '../domain/lesson-calendar-feed';
import { GetCalendarFeedQuery } from './get-calendar-feed.query';
import { memberContactsOf } from './member-contacts';
import { memberLessons } from './member-lesson-rows';

const DAY_MS = 24 * 3600 * 1000;
/** What a feed carries: the last two months and everything ahead. */
const FEED_PAST_DAYS = 60;
/** What a secret looks like (`RenewCalendarFeedHandler` issues 24 random bytes, base64url); anything else opens nothing and is not looked up. */
const TOKEN = /^[A-Za-z0-9_-]{20,64}$/;

@QueryHandler(GetCalendarFeedQuery)
export class GetCalendarFeedHandler implements IQueryHandler<GetCalendarFeedQuery> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async execute({ token, now }: GetCalendarFeedQuery): Promise<string | null> {
    if (!TOKEN.test(token)) return null;
    const em = this.em.fork();
    const [feed] = await sql<{ owner_kind: 'member' | 'coach'; owner_id: string }>(em, 'select owner_kind, owner_id from lesson_calendar_feeds where token_hash = ?', [feedTokenHash(token)]);
    if (!feed) return null;
    const since = new Date(now.getTime() - FEED_PAST_DAYS * DAY_MS);
    if (feed.owner_kind === 'member') {
      const rows = await memberLessons(em, feed.owner_id, 'l.ends_at > ?', [since], 'l.starts_at', 1000);
      const gameIds = (await sql<{ game_id: number }>(em, 'select distinct game_id from lesson_students where member_id = ?', [feed.owner_id])).map((r) => r.game_id);
      const games = await this.queries.execute(new GetGameSummariesQuery(gameIds));
      const lessons: FeedLesson[] = rows.map((r) => ({
        id: r.id,
        startsAt: new Date(r.starts_at),
        endsAt: new Date(r.ends_at),
        status: r.status,
        title: r.group_name ? `グループレッスン（${r.group_name}）` : `レッスン（${r.coach_name} コーチ）`,
        url: r.group_discord_url ?? games[0]?.discordUrl ?? null,
      }));
      return lessonCalendar('GG COACH レッスン', lessons);
    }
    const rows = await sql<{ id: string; member_id: string | null; group_name: string | null; starts_at: Date; ends_at: Date; status: FeedLesson['status'] }>(
      em,
      'select l.id, l.member_id, g.name as group_name, l.starts_at, l.ends_at, l.status from lessons l left join lesson_groups g on g.id = l.group_id where l.coach_id = ? and l.ends_at > ? order by l.starts_at limit 2000',
      [feed.owner_id, since],
    );
    const contacts = await memberContactsOf(this.queries, rows.map((r) => r.member_id).filter((id): id is string => Boolean(id)));
    const lessons: FeedLesson[] = rows.map((r) => {
      const c = r.member_id ? contacts.get(r.member_id) : undefined;
      const student = r.group_name ?? ([c?.lastName, c?.firstName].filter(Boolean).join(' ') || '受講者');
      return { id: r.id, startsAt: new Date(r.starts_at), endsAt: new Date(r.ends_at), status: r.status, title: `レッスン：${student}`, url: null };
    });
    return lessonCalendar('GG COACH 担当レッスン', lessons);
  }
}
