import { fromTokyo, tokyoParts } from '@coaching/contracts';

// The back office's date-time inputs show and take Asia/Tokyo wall-clock time ('2026-12-01T10:00'),
// whatever the operator's browser zone; the API stores and answers UTC instants. Contracts' Tokyo
// calendar reads and writes the wall clock.
const LOCAL_INPUT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** An instant (ISO 8601) as the value of a datetime-local input in Tokyo time; '' for none. */
export function toTokyoInput(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string' && LOCAL_INPUT.test(value)) return value;
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return '';
  const { date, time } = tokyoParts(at);
  return `${date}T${time}`;
}

/** A datetime-local value read as Tokyo time, as an ISO 8601 instant; null for none. */
export function fromTokyoInput(value: string | null | undefined): string | null {
  if (!value) return null;
  if (!LOCAL_INPUT.test(value)) return value;
  return fromTokyo(value).toISOString();
}
