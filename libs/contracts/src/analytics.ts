import { z } from 'zod';

/** `POST /api/analytics/page-views`: what the web app reports on every route change (spec §2). */
export const pageViewSchema = z.object({
  path: z.string().min(1).max(2000).startsWith('/'),
  title: z.string().max(300).optional().default(''),
  referrer: z.string().max(2000).optional().default(''),
});
export type PageViewReport = z.infer<typeof pageViewSchema>;

/** One row of the back office's visits chart. */
export interface PageViewStat {
  day: string;
  path: string;
  views: number;
}
