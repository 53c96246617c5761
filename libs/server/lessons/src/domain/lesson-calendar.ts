// The terms (spec §5, /rule) count in days of Asia/Tokyo, which has no daylight saving: its calendar is UTC
// shifted by nine hours.
const TOKYO_OFFSET_MS = 9 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;

/** Midnight in Tokyo that begins the Tokyo day of `at`. */
export function tokyoDayStart(at: Date): Date {
  const local = at.getTime() + TOKYO_OFFSET_MS;
  return new Date(local - (local % DAY_MS) - TOKYO_OFFSET_MS);
}

/** The Tokyo month of `at`, as `YYYY-MM`: allowances and strikes count per month. */
export function tokyoMonth(at: Date): string {
  return new Date(at.getTime() + TOKYO_OFFSET_MS).toISOString().slice(0, 7);
}

/** The first instant of a Tokyo month (`YYYY-MM`) and of the month after it. */
export function tokyoMonthRange(month: string): { from: Date; to: Date } {
  const [year, index] = month.split('-').map(Number);
  return { from: new Date(Date.UTC(year, index - 1, 1) - TOKYO_OFFSET_MS), to: new Date(Date.UTC(year, index, 1) - TOKYO_OFFSET_MS) };
}

/**
 * The first moment a member can no longer cancel: a lesson may be cancelled until 23:59 two days before
 * the lesson day (a lesson on the 3rd: until the 1st, 23:59:59), so the door closes at the midnight that
 * begins the day before the lesson day.
 */
export function cancelDeadline(startsAt: Date): Date {
  return new Date(tokyoDayStart(startsAt).getTime() - DAY_MS);
}

/** The terms let a cancelled lesson be made up within one week of the lesson it replaces. */
export const MAKE_UP_WINDOW_DAYS = 7;

/** The last moment a make-up lesson for a lesson at `startsAt` may start. */
export function makeUpDeadline(startsAt: Date): Date {
  return new Date(startsAt.getTime() + MAKE_UP_WINDOW_DAYS * DAY_MS);
}

/** A Tokyo month as members read it: '2026-12' → '2026年12月'. */
export const tokyoMonthLabel = (month: string) => `${month.slice(0, 4)}年${Number(month.slice(5, 7))}月`;
