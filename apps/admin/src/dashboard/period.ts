import { tokyoMonth } from '@coaching/contracts';

/** The month `n` months before 'YYYY-MM' (negative: after). */
export const monthsBefore = (month: string, n: number): string => {
  const [y, m] = month.split('-').map(Number);
  const i = y * 12 + (m - 1) - n;
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
};

/** The last `months` Tokyo months up to this one. */
export const lastMonths = (months: number, now = new Date()) => {
  const to = tokyoMonth(now);
  return { from: monthsBefore(to, months - 1), to };
};

/** '2026-04' → '2026年4月'; short: '4月' (the charts' axis). */
export const monthLabel = (month: string, short = false) => {
  const [y, m] = month.split('-').map(Number);
  return short ? `${m}月` : `${y}年${m}月`;
};

export const percentLabel = (value: number | null) => (value === null ? '—' : `${value.toFixed(1)}%`);
