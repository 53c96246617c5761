// The school and its staff are in Japan, so the inbox shows Japan time whatever the host's zone is.
const FULL = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
const SHORT = new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });

/** e.g. 2026/11/22 10:30:05 */
export function formatFullDate(iso: string): string {
  return FULL.format(new Date(iso));
}

/** e.g. 11/22 10:30, for the list. */
export function formatShortDate(iso: string): string {
  return SHORT.format(new Date(iso));
}
