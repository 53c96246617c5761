import { CoachDayOffMessages as d, TrialMessages as m } from '@coaching/contracts';
import { defineErrors } from '@coaching/server-core/errors';

/** The trials context's refusals: each code's HTTP status, Japanese message and the field it belongs to. */
export const TrialErrors = defineErrors('TRIAL', {
  // Spec §6: trial_count ≥ 1, not paid, signed in through Discord.
  TRIAL_USED: { status: 403, message: m.trialUsed },
  PAID_MEMBER: { status: 403, message: m.paidMember },
  DISCORD_REQUIRED: { status: 403, message: m.discordRequired },
  // The slot (trial-rules.ts).
  NOT_ON_THE_HOUR: { status: 422, field: 'start', message: m.notOnTheHour },
  TOO_SOON: { status: 422, field: 'start', message: m.tooSoon },
  BEYOND_HORIZON: { status: 422, field: 'start', message: m.beyondHorizon },
  SLOT_FULL: { status: 409, field: 'start', message: m.slotFull },
  // No coach of the game works then (trial hours, weekly hours, days off; issue 30).
  SLOT_NOT_OFFERED: { status: 422, field: 'start', message: d.trialSlotNotOffered },
  ALREADY_RESERVED: { status: 409, message: m.alreadyReserved },
  // The stream (trial.decider.ts).
  TRIAL_NOT_FOUND: { status: 404, message: m.notFound },
  HOLD_EXPIRED: { status: 409, message: m.holdExpired },
  NOT_BOOKED: { status: 422, message: m.notBooked },
  CANCEL_CUTOFF_PASSED: { status: 422, message: m.cancelCutoffPassed },
  NOT_CANCELLABLE: { status: 422, message: m.notCancellable },
  NOT_STARTED_YET: { status: 422, message: m.notStartedYet },
  // Back office.
  COACH_NOT_OF_GAME: { status: 422, field: 'coach_id', message: m.coachNotOfGame },
  TRIAL_HOURS_OUTSIDE_WORKING_HOURS: { status: 422, field: 'start', message: d.trialHoursOutsideWorkingHours },
  WAITLIST_NOT_FULL: { status: 422, field: 'start', message: m.waitlistNotFull },
  WAITLIST_NOT_FOUND: { status: 404, message: m.waitlistNotFound },
});
