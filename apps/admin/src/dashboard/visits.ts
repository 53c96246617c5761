import type { PageViewStat } from '@coaching/contracts';

export interface VisitsSummary {
  /** One entry per day of the window, oldest first, days without views included. */
  days: Array<{ day: string; views: number }>;
  /** The most viewed pages over the window. */
  topPages: Array<{ path: string; views: number }>;
  total: number;
}

/** YYYY-MM-DD in Asia/Tokyo, the zone the api groups days in. */
export const tokyoDay = (date: Date) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Tokyo' }).format(date);

/** Folds the api's (day, path, views) rows into a daily series and a top-pages list. */
export function summarizeVisits(rows: PageViewStat[], windowDays: number, now = new Date(), topCount = 5): VisitsSummary {
  const byDay = new Map<string, number>();
  const byPath = new Map<string, number>();
  for (const row of rows) {
    byDay.set(row.day, (byDay.get(row.day) ?? 0) + row.views);
    byPath.set(row.path, (byPath.get(row.path) ?? 0) + row.views);
  }
  const days = Array.from({ length: windowDays }, (_, i) => {
    const day = tokyoDay(new Date(now.getTime() - (windowDays - 1 - i) * 86_400_000));
    return { day, views: byDay.get(day) ?? 0 };
  });
  const topPages = [...byPath.entries()]
    .map(([path, views]) => ({ path, views }))
    .sort((a, b) => b.views - a.views || a.path.localeCompare(b.path))
    .slice(0, topCount);
  return { days, topPages, total: days.reduce((sum, d) => sum + d.views, 0) };
}
