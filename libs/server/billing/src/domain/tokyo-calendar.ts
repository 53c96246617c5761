/** Asia/Tokyo has no daylight saving: its calendar is UTC shifted by nine hours. */
const TOKYO_OFFSET_MS = 9 * 3600 * 1000;

/**
 * The same day and time `months` months later on Tokyo's calendar, or that month's last day when it is
 * shorter (1/31 + 1 month = 2/28). Periods and monthly charges both count months this way.
 */
export function addTokyoMonths(from: Date, months: number): Date {
  const local = new Date(from.getTime() + TOKYO_OFFSET_MS);
  const day = local.getUTCDate();
  local.setUTCDate(1);
  local.setUTCMonth(local.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 0)).getUTCDate();
  local.setUTCDate(Math.min(day, lastDay));
  return new Date(local.getTime() - TOKYO_OFFSET_MS);
}
