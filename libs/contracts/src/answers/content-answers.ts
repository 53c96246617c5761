import { z } from 'zod';
import type { PageViewStat } from '../analytics';
import { CONTACT_STATUSES, type ContactInquiry } from '../contact';
import type { AdminNews, MemberNotification, NewsItem, NewsPage, NotificationList } from '../news';

// Answers of the content context's routes (news, notifications, contact, page views) as zod schemas, for the OpenAPI
// document (ADR 0045); each `satisfies` its interface.

const pageMeta = z.object({ current_page: z.number().int(), last_page: z.number().int(), per_page: z.number().int(), total: z.number().int() });
const newsSummaryShape = { id: z.number().int(), title: z.string(), published_at: z.string() };
export const newsItemSchema = z.object({ ...newsSummaryShape, body: z.string() }) satisfies z.ZodType<NewsItem>;
/** `GET /api/informations?page=&per_page=`. */
export const newsPageAnswerSchema = z.object({ data: z.array(z.object(newsSummaryShape)), meta: pageMeta }) satisfies z.ZodType<NewsPage>;
/** `GET /api/informations/{id}`. */
export const newsItemAnswerSchema = z.object({ data: newsItemSchema });

export const adminNewsSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  published_at: z.string().nullable(),
  game_id: z.number().int().nullable(),
  status: z.enum(['draft', 'scheduled', 'published']),
  created_at: z.string(),
  updated_at: z.string(),
}) satisfies z.ZodType<AdminNews>;
export const adminNewsListSchema = z.array(adminNewsSchema);
/** `POST /admin-api/news/preview`: the body as members will get it. */
export const newsPreviewAnswerSchema = z.object({ data: z.object({ body: z.string() }) });

const memberNotificationSchema = z.object({
  id: z.string(),
  kind: z.enum(['payment_succeeded', 'payment_failed', 'lesson_scheduled', 'lesson_cancelled', 'news']),
  title: z.string(),
  link: z.string().nullable(),
  created_at: z.string(),
  unread: z.boolean(),
}) satisfies z.ZodType<MemberNotification>;
/** `GET /api/notifications`, `POST /api/notifications/read`. */
export const notificationListSchema = z.object({ data: z.array(memberNotificationSchema), meta: z.object({ unread: z.number().int() }) }) satisfies z.ZodType<NotificationList>;

export const contactInquirySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  status: z.enum(CONTACT_STATUSES),
  created_at: z.string(),
  handled_at: z.string().nullable(),
  handled_by: z.string().nullable(),
  handled_by_name: z.string().nullable(),
}) satisfies z.ZodType<ContactInquiry>;
export const contactInquiryListSchema = z.array(contactInquirySchema);

/** `POST /api/contacts`, `POST /api/camp_users`: the id of what was received. */
export const createdIdAnswerSchema = z.object({ data: z.object({ id: z.string() }) });

/** `GET /admin-api/page-view-stats`: visits per day and path. */
export const pageViewStatsAnswerSchema = z.object({ data: z.array(z.object({ day: z.string(), path: z.string(), views: z.number().int() }) satisfies z.ZodType<PageViewStat>) });
