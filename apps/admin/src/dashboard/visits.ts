import { type PageViewStat, shiftTokyoDate, tokyoDate } from '@coaching/contracts';

export interface VisitsSummary {
  /** One entry per day of the window, oldest first, days without views included. */
  days: Array<{ day: string; views: number }>;
  /** The most viewed pages over the window. */
  topPages: Array<{ path: string; views: number }>;
  total: number;
}

/** Folds the api's (day, path, views) rows into a daily series and a top-pages list. */
export function summarizeVisits(rows: PageViewStat[], windowDays: number, now = new Date(), topCount = 5): VisitsSummary {
  const byDay = new Map<string, number>();
  const byPath = new Map<string, number>();
  for (const row of rows) {
    byDay.set(row.day, (byDay.get(row.day) ?? 0) + row.views);
    byPath.set(row.path, (byPath.get(row.path) ?? 0) + row.views);
  }
  // Days are Tokyo's, the zone the api groups them in.
  const today = tokyoDate(now);
  const days = Array.from({ length: windowDays }, (_, i) => {
    const day = shiftTokyoDate(today, i - (windowDays - 1));
    return { day, views: byDay.get(day) ?? 0 };
  });
  const topPages = [...byPath.entries()]
    .map(([path, views]) => ({ path, views }))
    .sort((a, b) => b.views - a.views || a.path.localeCompare(b.path))
    .slice(0, topCount);
  return { days, topPages, total: days.reduce((sum, d) => sum + d.views, 0) };
}
