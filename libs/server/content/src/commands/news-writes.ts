import type { EntityManager } from '@mikro-orm/postgresql';
import type { NewsWrite } from '@coaching/contracts';
import { domainError, sql } from '@coaching/server-core';
import { ContentErrors } from '../domain/content-errors';
import { sanitizeNewsHtml } from '../domain/news-html';
import { NEWS_COLUMNS, type NewsRow } from '../queries/news-rows';

/** Writes the row with its body sanitised; an audience game that does not exist is the operator's error (422). */
export async function writeNews(em: EntityManager, id: number | null, input: NewsWrite): Promise<NewsRow | undefined> {
  const body = sanitizeNewsHtml(input.body);
  if (!body) throw domainError(ContentErrors.NEWS_BODY_EMPTY);
  const params = [input.title, body, input.published_at, input.game_id];
  try {
    const rows =
      id === null
        ? await sql<NewsRow>(em, `insert into news (title, body, published_at, game_id) values (?, ?, ?, ?) returning ${NEWS_COLUMNS}`, params)
        : await sql<NewsRow>(em, `update news set title = ?, body = ?, published_at = ?, game_id = ?, updated_at = now() where id = ? returning ${NEWS_COLUMNS}`, [...params, id]);
    return rows[0];
  } catch (error) {
    if ((error as { code?: string }).code === '23503') throw domainError(ContentErrors.NEWS_GAME_NOT_FOUND);
    throw error;
  }
}
