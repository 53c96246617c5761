import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { NotificationKind, NotificationList } from '@coaching/contracts';
import { sql } from '@coaching/server-core';
import { ListNotificationsQuery } from './list-notifications.query';
import { isoOf, memberGamesArray, VISIBLE_TO_MEMBER } from './news-rows';

const SHOWN = 20;

/** What the bell lists: the member's rows, and the news they may read published in the last 30 days. */
const ITEMS = `
  select id::text as id, kind, title, link, created_at from notifications where user_id = ?
  union all
  select 'news-' || id, 'news', title, '/news/' || id, published_at from news where ${VISIBLE_TO_MEMBER} and published_at > now() - interval '30 days'`;

@QueryHandler(ListNotificationsQuery)
export class ListNotificationsHandler implements IQueryHandler<ListNotificationsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ memberId, memberGameIds }: ListNotificationsQuery): Promise<NotificationList> {
    const em = this.em.fork();
    const params = [memberId, memberGamesArray(memberGameIds)];
    const seen = `coalesce((select seen_at from notification_reads where user_id = ?), '-infinity'::timestamptz)`;
    const rows = await sql<{ id: string; kind: NotificationKind; title: string; link: string | null; created_at: Date | string; unread: boolean }>(
      em,
      `select items.*, items.created_at > ${seen} as unread from (${ITEMS}) items order by created_at desc, id limit ?`,
      // The select list's `seen` comes before the items in the text, so its member id is bound first.
      [memberId, ...params, SHOWN],
    );
    const [{ unread }] = await sql<{ unread: string }>(em, `select count(*) as unread from (${ITEMS}) items where items.created_at > ${seen}`, [...params, memberId]);
    return { data: rows.map((row) => ({ ...row, created_at: isoOf(row.created_at) })), meta: { unread: Number(unread) } };
  }
}
