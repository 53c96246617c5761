// The back office's date-time inputs show and take Asia/Tokyo wall-clock time ('2026-12-01T10:00'),
// whatever the operator's browser zone; the API stores and answers UTC instants. Japan has no
// daylight saving time, so the offset is always +09:00.
const TOKYO_OFFSET_MS = 9 * 60 * 60 * 1000;
const LOCAL_INPUT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** An instant (ISO 8601) as the value of a datetime-local input in Tokyo time; '' for none. */
export function toTokyoInput(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string' && LOCAL_INPUT.test(value)) return value;
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return '';
  return new Date(time + TOKYO_OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local value read as Tokyo time, as an ISO 8601 instant; null for none. */
export function fromTokyoInput(value: string | null | undefined): string | null {
  if (!value) return null;
  if (!LOCAL_INPUT.test(value)) return value;
  return new Date(`${value}:00+09:00`).toISOString();
}
