import type { EntityManager } from '@mikro-orm/postgresql';
import type { NewsWrite } from '@coaching/contracts';
import { changedFields, type DomainEvent, domainError, sql } from '@coaching/server-core';
import { ContentErrors } from '../domain/content-errors';
import { sanitizeNewsHtml } from '../domain/news-html';
import { NEWS_COLUMNS, type NewsRow, toAdminNews } from '../queries/news-rows';

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

/** The item locked for a change (`for update`): two admins saving it at once save one after the other. */
export async function lockNews(tx: EntityManager, id: number): Promise<NewsRow | undefined> {
  const [row] = await sql<NewsRow>(tx, `select ${NEWS_COLUMNS} from news where id = ? for update`, [id]);
  return row;
}

/**
 * What a save did to an item, as events on its stream: written (created, or changed: which of title, body and
 * audience), and published (now or at a later time: scheduled) or taken back to a draft when its time changed.
 */
export function newsEvents(before: NewsRow | null, after: NewsRow, now = new Date()): DomainEvent[] {
  const was = before ? toAdminNews(before) : null;
  const is = toAdminNews(after);
  const item = { newsId: is.id, title: is.title };
  const events: DomainEvent[] = [];
  if (!was) events.push({ type: 'NewsCreated', data: { ...item, gameId: is.game_id } });
  else {
    const changed = changedFields(was, is, ['title', 'body', 'game_id']);
    if (changed.length) events.push({ type: 'NewsChanged', data: { ...item, changed } });
  }
  if ((was?.published_at ?? null) !== is.published_at) {
    events.push(
      is.published_at === null
        ? { type: 'NewsUnpublished', data: item }
        : { type: 'NewsPublished', data: { ...item, publishedAt: is.published_at, scheduled: new Date(is.published_at) > now } },
    );
  }
  return events;
}
