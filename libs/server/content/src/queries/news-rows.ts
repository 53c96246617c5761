import type { AdminNews, NewsItem, NewsStatus } from '@coaching/contracts';
import { sanitizeNewsHtml } from '../domain/news-html';

/** A `news` row as the queries read it. */
export interface NewsRow {
  id: number;
  title: string;
  body: string;
  published_at: Date | string | null;
  game_id: number | null;
  created_at: Date | string;
  updated_at: Date | string;
}

/** The driver may hand timestamps over as Date or as text; the wire carries ISO 8601 in UTC. */
export const isoOf = (value: Date | string): string => new Date(value).toISOString();

export const NEWS_COLUMNS = 'id, title, body, published_at, game_id, created_at, updated_at';

/**
 * What a member may read: published (a time set and reached) and meant for every member or for a game of
 * theirs. `?` binds the member's game ids as a PostgreSQL array literal (`memberGamesArray`).
 */
export const VISIBLE_TO_MEMBER = 'published_at is not null and published_at <= now() and (game_id is null or game_id = any(?::int[]))';

export const memberGamesArray = (gameIds: readonly number[]) => `{${gameIds.filter(Number.isInteger).join(',')}}`;

/** The body is sanitised again on the way out: a row written by any other way is still safe to show. */
export const toNewsItem = (row: NewsRow): NewsItem => ({ id: row.id, title: row.title, body: sanitizeNewsHtml(row.body), published_at: isoOf(row.published_at!) });

export const statusOf = (publishedAt: Date | string | null, now = new Date()): NewsStatus => (publishedAt === null ? 'draft' : new Date(publishedAt) > now ? 'scheduled' : 'published');

export const toAdminNews = (row: NewsRow): AdminNews => ({
  id: row.id,
  title: row.title,
  body: sanitizeNewsHtml(row.body),
  published_at: row.published_at ? isoOf(row.published_at) : null,
  game_id: row.game_id,
  status: statusOf(row.published_at),
  created_at: isoOf(row.created_at),
  updated_at: isoOf(row.updated_at),
});
