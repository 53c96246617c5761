// Which coaches may be offered for a trial slot (issue 30), pure: a coach works a slot when it lies inside his working
// time (his weekly hours minus his days off, the lessons context's `ListCoachWorkingTimesQuery`), or, for a window an
// operator opened with 時間外でも登録, when it is on none of his days off.

export interface Span {
  startsAt: Date;
  endsAt: Date;
}

/** A coach's working time as the lessons context answers it. */
export interface WorkingTime {
  working: readonly Span[];
  daysOff: readonly Span[];
}

const overlaps = (a: Span, startsAt: Date, endsAt: Date) => a.startsAt < endsAt && a.endsAt > startsAt;

/** Whether the coach works [startsAt, endsAt): an unknown coach (no working time) never does. */
export function worksSlot(time: WorkingTime | undefined, startsAt: Date, endsAt: Date, outsideHours: boolean): boolean {
  if (!time) return false;
  if (time.daysOff.some((d) => overlaps(d, startsAt, endsAt))) return false;
  return outsideHours || time.working.some((w) => w.startsAt <= startsAt && w.endsAt >= endsAt);
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * Whether a weekly trial window (weekday, 'HH:00' to 'HH:00' or '24:00') lies inside the coach's weekly hours of that
 * weekday (windows that meet count as one): else an operator must say 時間外でも登録.
 */
export function windowWithinWeeklyHours(weekly: readonly { weekday: number; start: string; end: string }[], window: { weekday: number; start: string; end: string }): boolean {
  const spans = weekly
    .filter((w) => w.weekday === window.weekday)
    .map((w) => [minutesOf(w.start), minutesOf(w.end)] as const)
    .sort((a, b) => a[0] - b[0]);
  let from = minutesOf(window.start);
  const to = minutesOf(window.end);
  for (const [start, end] of spans) {
    if (start > from) return false;
    if (end > from) from = end;
    if (from >= to) return true;
  }
  return false;
}
