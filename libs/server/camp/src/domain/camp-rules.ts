import { addTokyoDays, CAMP_GRADES, CAMP_HEADCOUNT_MAX, CAMP_HEADCOUNT_MIN, type CampGrade, endOfTokyoDate, tokyoDate, tokyoDaysBetween } from '@coaching/contracts';

// The camp's rules (spec §1, §5, §9 and the camp terms): pure functions, no clock, no database. Days are
// Tokyo calendar days, counted on contracts' Tokyo calendar.

/** Spec §1: a child takes part from elementary grade 4 to high-school grade 3, within the camp's own range. */
export function gradeAllowed(grade: string, from: CampGrade, to: CampGrade): boolean {
  const index = CAMP_GRADES.indexOf(grade as CampGrade);
  return index >= 0 && index >= CAMP_GRADES.indexOf(from) && index <= CAMP_GRADES.indexOf(to);
}

/** Spec §5 and §9: 1 to 10 children per application. */
export function headcountAllowed(count: number): boolean {
  return Number.isInteger(count) && count >= CAMP_HEADCOUNT_MIN && count <= CAMP_HEADCOUNT_MAX;
}

/** Whether `at` falls in the application period `[startsAt, endsAt)`. */
export function applicationOpen(period: { startsAt: Date; endsAt: Date }, at: Date): boolean {
  return at >= period.startsAt && at < period.endsAt;
}

/** Spec §9: the transfer is due by the day before the event; the due date (Tokyo) and its last instant. */
export function paymentDue(startsAt: Date): { date: string; endsAt: Date } {
  const date = tokyoDate(addTokyoDays(startsAt, -1));
  return { date, endsAt: endOfTokyoDate(date) };
}

/**
 * A seat claim against the capacity: `count` children fit when the seats taken plus them stay within it.
 * The database makes the same check in its conditional update, so two claims never both take the last seats.
 */
export function claimSeats(capacity: number, taken: number, count: number): { ok: true; takenAfter: number } | { ok: false; left: number } {
  const left = Math.max(0, capacity - taken);
  return count <= left ? { ok: true, takenAfter: taken + count } : { ok: false, left };
}

/** Who calls an application off, and how the terms price it. */
export interface CancellationTerms {
  /** The camp's first day begins at this instant. */
  startsAt: Date;
  /** When the parent told us (or the operator records it). */
  cancelledAt: Date;
  /** The parent never told us and did not come (100 %). */
  noContact: boolean;
  /** What was paid, tax included. */
  paid: number;
}

export interface CancellationFee {
  /** Tokyo calendar days from the cancellation to the first day (0 on the first day, negative after). */
  daysBefore: number;
  /** Percent of what was paid, per the camp terms' table. */
  rate: 0 | 30 | 50 | 100;
  fee: number;
  refund: number;
}

/**
 * The camp terms' cancellation fee (commercial notice and camp terms): 30 % from 7 to 4 days before the
 * first day, 50 % from 3 to 1 days before, 100 % from the first day or without notice; nothing before that.
 * Days are Tokyo calendar days. The fee is rounded down to the yen; the rest is refunded.
 */
export function cancellationFee({ startsAt, cancelledAt, noContact, paid }: CancellationTerms): CancellationFee {
  const daysBefore = tokyoDaysBetween(cancelledAt, startsAt);
  const rate = noContact || daysBefore <= 0 ? 100 : daysBefore <= 3 ? 50 : daysBefore <= 7 ? 30 : 0;
  const fee = Math.floor((paid * rate) / 100);
  return { daysBefore, rate, fee, refund: paid - fee };
}

/**
 * Spec §9: the school calling the camp off refunds in full; calling off some of its days refunds the
 * affected days' share (rounded down), no fee.
 */
export function schoolCancellationRefund(paid: number, days: number, cancelledDays: number): number {
  if (days <= 0 || cancelledDays >= days) return paid;
  return Math.floor((paid * Math.max(0, cancelledDays)) / days);
}

/** The reminder (with the pick-up rule) goes this many Tokyo days before the camp's first day. */
export const REMINDER_DAYS_BEFORE = 3;

/** Whether the reminder is due: from REMINDER_DAYS_BEFORE Tokyo days before the first day until the camp starts. */
export function reminderDue(startsAt: Date, now: Date): boolean {
  return now < startsAt && tokyoDaysBetween(now, startsAt) <= REMINDER_DAYS_BEFORE;
}
