import { TRIAL_LESSON_MINUTES, tokyoParts, tokyoWeekday, trialRedirect } from '@coaching/contracts';
import { domainError } from '@coaching/server-core/errors';
import { TrialErrors } from './trials-errors';

// The school's trial rules (spec §6, §9), pure: who may book, which slots, until when a member may cancel,
// how long a hold and a waitlist offer last, and who on a waitlist is offered a freed seat first.

/** `minutes` minutes after an instant (before when negative). */
export const addMinutes = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000);

const WEEKDAYS = ['日', '月', '火', '水', '木', '金', '土'] as const;

/** `水` and `11/25` for the schedule's column of a Tokyo date. */
export function tokyoDayLabel(date: string): { week: string; date: string } {
  const [, month, day] = date.split('-').map(Number);
  return { week: WEEKDAYS[tokyoWeekday(date)], date: `${month}/${day}` };
}

/** Spec §9: a trial is 60 minutes. */
export const TRIAL_MINUTES = TRIAL_LESSON_MINUTES;
/** No booking a slot that starts within the next three hours: a coach needs the notice. */
export const MINIMUM_NOTICE_MINUTES = 3 * 60;
/** Slots are offered four weeks ahead. */
export const BOOKING_HORIZON_DAYS = 28;
/** A member may cancel until 24 hours before the start; later only the school can. */
export const MEMBER_CANCEL_CUTOFF_MINUTES = 24 * 60;
/** A held seat waits this long for the member's confirmation, then returns. */
export const HOLD_MINUTES = 5;
/** A waiter offered a freed seat has this long to take it before the next waiter is asked. */
export const WAITLIST_OFFER_MINUTES = 30;

/** What the trial needs of the member (spec §6), as identity and the session know them. */
export interface TrialApplicant {
  trialCount: number;
  paid: boolean;
  discordLogin: boolean;
}

/**
 * Spec §6: trial_count of 1 or more, not paid, signed in through Discord. Refuses with the code whose
 * routing the web follows (spec §2 /trials: /mypage, or /mypage?discord=1).
 */
export function assertEligible(applicant: TrialApplicant): void {
  const redirect = trialRedirect({ trial_count: applicant.trialCount, status: applicant.paid ? 'paid' : null, is_discord_login: applicant.discordLogin });
  if (redirect === null) return;
  if (applicant.paid) throw domainError(TrialErrors.PAID_MEMBER);
  if (applicant.trialCount < 1) throw domainError(TrialErrors.TRIAL_USED);
  throw domainError(TrialErrors.DISCORD_REQUIRED);
}

/** Whether a slot may be booked at `now`: on the hour, at least the minimum notice ahead, within the horizon. */
export function assertBookable(startsAt: Date, now: Date): void {
  if (tokyoParts(startsAt).minute !== 0 || startsAt.getUTCSeconds() !== 0 || startsAt.getUTCMilliseconds() !== 0) throw domainError(TrialErrors.NOT_ON_THE_HOUR);
  if (startsAt.getTime() < addMinutes(now, MINIMUM_NOTICE_MINUTES).getTime()) throw domainError(TrialErrors.TOO_SOON);
  if (startsAt.getTime() > addMinutes(now, BOOKING_HORIZON_DAYS * 24 * 60).getTime()) throw domainError(TrialErrors.BEYOND_HORIZON);
}

/** Slots the member app offers: those that pass `assertBookable` at `now`. */
export function isOffered(startsAt: Date, now: Date): boolean {
  try {
    assertBookable(startsAt, now);
    return true;
  } catch {
    return false;
  }
}

/** A member may cancel a booked trial until 24 hours before it starts. */
export const memberMayCancel = (startsAt: Date, now: Date) => now.getTime() <= addMinutes(startsAt, -MEMBER_CANCEL_CUTOFF_MINUTES).getTime();

/** When a hold made at `heldAt` lapses (HOLD_MINUTES unless configured otherwise: `TRIAL_HOLD_SECONDS`). */
export const holdUntil = (heldAt: Date, holdSeconds: number = HOLD_MINUTES * 60) => new Date(heldAt.getTime() + holdSeconds * 1000);
/** A hold counts until its moment has passed. */
export const holdExpired = (heldUntil: Date, now: Date) => now.getTime() >= heldUntil.getTime();

/** One member waiting for a seat of a full slot. */
export interface Waiter {
  memberId: string;
  joinedAt: Date;
  /** The trial holding a freed seat for them (an open offer), if they have one. */
  offerTrialId: string | null;
}

/** Until when a waiter may confirm the seat held for them (WAITLIST_OFFER_MINUTES unless configured: `TRIAL_OFFER_SECONDS`). */
export const offerUntil = (offeredAt: Date, offerSeconds: number = WAITLIST_OFFER_MINUTES * 60) => new Date(offeredAt.getTime() + offerSeconds * 1000);

/**
 * Who a freed seat is held for, in turn: first come, first served (ties by member id, so every process
 * agrees); a waiter already holding an offered seat is passed over. Whoever lets an offer lapse or declines it
 * leaves the waitlist, so the next freed seat goes to the next waiter. The caller takes the first one whose
 * seat claim succeeds (a waiter may meanwhile hold another trial); empty: the seat goes back to everyone.
 */
export function offerOrder(waiters: readonly Waiter[]): Waiter[] {
  return [...waiters].filter((w) => w.offerTrialId === null).sort((a, b) => a.joinedAt.getTime() - b.joinedAt.getTime() || a.memberId.localeCompare(b.memberId));
}
