import { z } from 'zod';

// News (spec §3 News: id, title, body, published_at; §7 GET /api/informations, /{id}; §8 unpublished news item).

export const NewsMessages = {
  // Spec §2 /news/{id} and §8: what a member sees for a news item that is not (or not yet) published.
  unpublished: 'このお知らせは公開されていません。',
  none: 'お知らせはまだありません。',
  loadFailed: 'お知らせを読み込めませんでした。通信環境をご確認のうえ、もう一度お試しください。',
  titleRequired: 'タイトルを入力してください。',
  titleTooLong: 'タイトルは200文字以内で入力してください。',
  bodyRequired: '本文を入力してください。',
  bodyTooLong: '本文は10万文字以内で入力してください。',
  publishedAtInvalid: '公開日時を正しく入力してください。',
  gameInvalid: '対象のゲームを正しく選択してください。',
  pageInvalid: 'ページ番号は1以上の整数で指定してください。',
  perPageInvalid: '1ページの件数は1〜50の整数で指定してください。',
} as const;

export const NEWS_PER_PAGE_DEFAULT = 10;
export const NEWS_PER_PAGE_MAX = 50;
export const NEWS_TITLE_MAX = 200;
export const NEWS_BODY_MAX = 100_000;

/** `GET /api/informations/{id}`: the body is HTML, sanitised by the server when written and again when served. */
export interface NewsItem {
  id: number;
  title: string;
  body: string;
  published_at: string;
}

/** One line of the news list. */
export type NewsSummary = Omit<NewsItem, 'body'>;

/** `GET /api/informations` (paginated, newest first, as the api's other paginated lists). */
export interface NewsPage {
  data: NewsSummary[];
  meta: { current_page: number; last_page: number; per_page: number; total: number };
}

export type NewsStatus = 'draft' | 'scheduled' | 'published';

/** A news item in the back office. `game_id` null: every member; else the members of that game. */
export interface AdminNews {
  id: number;
  title: string;
  body: string;
  published_at: string | null;
  game_id: number | null;
  status: NewsStatus;
  created_at: string;
  updated_at: string;
}

const m = NewsMessages;

/** What an operator writes; `published_at` null keeps it a draft, a future time publishes it then. */
export const newsWriteSchema = z.object({
  title: z.string({ error: m.titleRequired }).trim().min(1, { error: m.titleRequired }).max(NEWS_TITLE_MAX, { error: m.titleTooLong }),
  body: z.string({ error: m.bodyRequired }).trim().min(1, { error: m.bodyRequired }).max(NEWS_BODY_MAX, { error: m.bodyTooLong }),
  published_at: z
    .union([z.null(), z.literal(''), z.iso.datetime({ offset: true, error: m.publishedAtInvalid })], { error: m.publishedAtInvalid })
    .optional()
    .transform((value) => (value ? new Date(value).toISOString() : null)),
  game_id: z
    .union([z.null(), z.literal(''), z.number({ error: m.gameInvalid }).int({ error: m.gameInvalid }).positive({ error: m.gameInvalid }).max(2_147_483_647, { error: m.gameInvalid })], { error: m.gameInvalid })
    .optional()
    .transform((value) => (typeof value === 'number' ? value : null)),
});

export type NewsWrite = z.output<typeof newsWriteSchema>;

/** `POST /admin-api/news/preview`: the body as members will get it. */
export const newsPreviewSchema = z.object({ body: z.string({ error: m.bodyRequired }).max(NEWS_BODY_MAX, { error: m.bodyTooLong }) });

// The member's notifications (the bell in the member header): what happened to them, newest first.

export type NotificationKind = 'payment_succeeded' | 'payment_failed' | 'lesson_scheduled' | 'lesson_cancelled' | 'news';

export const NotificationTitles = {
  paymentSucceeded: 'お支払いが完了しました。',
  paymentFailed: 'お支払いができませんでした。カード情報をご確認ください。',
  lessonScheduled: 'レッスンが予約されました。',
  lessonCancelledByMember: 'レッスンをキャンセルしました。',
  lessonCancelledBySchool: 'スクールの都合により、レッスンがキャンセルされました。',
  none: '新しいお知らせはありません。',
  loadFailed: '通知を読み込めませんでした。',
} as const;

export interface MemberNotification {
  id: string;
  kind: NotificationKind;
  title: string;
  /** Where the item leads in the member area; null when nowhere. */
  link: string | null;
  created_at: string;
  unread: boolean;
}

/**
 * `POST /api/notifications/read`: the member opened the bell and saw the list; what is as new as `until` (the
 * newest item they were shown) or older is read. Without `until`, everything up to now.
 */
export const markNotificationsReadSchema = z.object({ until: z.iso.datetime({ offset: true, error: '日時の形式が正しくありません。' }).optional() });
export type MarkNotificationsReadInput = z.infer<typeof markNotificationsReadSchema>;

/** `GET /api/notifications`: the newest items and how many are unread. */
export interface NotificationList {
  data: MemberNotification[];
  meta: { unread: number };
}
