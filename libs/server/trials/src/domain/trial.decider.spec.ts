import { deciderSpec } from '@coaching/server-core/testing';
import { DomainError } from '@coaching/server-core/errors';
import { trialDecider, type TrialEvent } from './trial.decider';
import { TrialErrors } from './trials-errors';

const spec = deciderSpec(trialDecider);
const tokyo = (local: string) => new Date(`${local}+09:00`).toISOString();
const refusal = (code: string) => expect.objectContaining({ code }) as unknown as DomainError;

const asked = { trialId: 't-1', memberId: 'm-1', gameId: 2, lastName: '山田', firstName: '太郎', startsAt: tokyo('2026-11-28T20:00:00'), endsAt: tokyo('2026-11-28T21:00:00') };
const requested: TrialEvent = { type: 'TrialRequested', data: { ...asked, requestedAt: tokyo('2026-11-25T10:00:00') } };
const held: TrialEvent = { type: 'TrialHeld', data: { trialId: 't-1', coachId: 'c-1', heldUntil: tokyo('2026-11-25T10:05:00') } };
const booked: TrialEvent = { type: 'TrialBooked', data: { trialId: 't-1', memberId: 'm-1', gameId: 2, coachId: 'c-1', startsAt: asked.startsAt, endsAt: asked.endsAt, bookedAt: tokyo('2026-11-25T10:03:00') } };

describe('trial stream', () => {
  describe('hold', () => {
    it('given nothing, when a seat is held, then the trial is requested and held with its coach until the hold lapses', () => {
      spec
        .given([])
        .when({ type: 'HoldTrial', data: { ...asked, coachId: 'c-1', now: tokyo('2026-11-25T10:00:00'), heldUntil: tokyo('2026-11-25T10:05:00') } })
        .then([requested, held]);
    });
    it('given a held trial, when held again (a retried request), then nothing more happens', () => {
      spec.given([requested, held]).when({ type: 'HoldTrial', data: { ...asked, coachId: 'c-2', now: tokyo('2026-11-25T10:01:00'), heldUntil: tokyo('2026-11-25T10:06:00') } }).then([]);
    });
  });

  describe('a waitlist offer', () => {
    const offerHeld: TrialEvent = { type: 'TrialHeld', data: { trialId: 't-1', coachId: 'c-1', heldUntil: tokyo('2026-11-25T10:30:00'), offer: true } };
    it('given nothing, when a freed seat is held for a waiter, then the trial is requested and held as an offer until it lapses', () => {
      spec
        .given([])
        .when({ type: 'HoldTrial', data: { ...asked, coachId: 'c-1', now: tokyo('2026-11-25T10:00:00'), heldUntil: tokyo('2026-11-25T10:30:00'), offer: true } })
        .then([requested, offerHeld]);
    });
    it('given an offered seat, when the waiter confirms within the window, then the trial is booked', () => {
      spec
        .given([requested, offerHeld])
        .when({ type: 'ConfirmTrial', data: { now: tokyo('2026-11-25T10:29:00') } })
        .then([{ ...booked, data: { ...booked.data, bookedAt: tokyo('2026-11-25T10:29:00') } } as TrialEvent]);
    });
    it('given an offered seat, when the waiter confirms after the window, then it is refused as expired', () => {
      spec.given([requested, offerHeld]).when({ type: 'ConfirmTrial', data: { now: tokyo('2026-11-25T10:30:00') } }).thenThrows(refusal(TrialErrors.HOLD_EXPIRED));
    });
    it('given an offered seat, when the delayed job comes before the window ends, then it stays held', () => {
      spec.given([requested, offerHeld]).when({ type: 'ExpireHold', data: { now: tokyo('2026-11-25T10:29:59') } }).then([]);
    });
    it('given an offered seat, when the window has passed, then the hold lapses (and the seat goes to the next waiter)', () => {
      spec
        .given([requested, offerHeld])
        .when({ type: 'ExpireHold', data: { now: tokyo('2026-11-25T10:30:01') } })
        .then([{ type: 'TrialHoldExpired', data: { trialId: 't-1', coachId: 'c-1', at: tokyo('2026-11-25T10:30:01') } }]);
    });
    it('given an offered seat, when the waiter declines it, then the hold is released', () => {
      spec
        .given([requested, offerHeld])
        .when({ type: 'ReleaseHold', data: { now: tokyo('2026-11-25T10:10:00') } })
        .then([{ type: 'TrialHoldReleased', data: { trialId: 't-1', coachId: 'c-1', at: tokyo('2026-11-25T10:10:00') } }]);
    });
  });

  describe('confirm', () => {
    it('given an open hold, when the member confirms, then the trial is booked with the held coach', () => {
      spec.given([requested, held]).when({ type: 'ConfirmTrial', data: { now: tokyo('2026-11-25T10:03:00') } }).then([booked]);
    });
    it('given a hold that lapsed, when the member confirms, then it is refused as expired', () => {
      spec.given([requested, held]).when({ type: 'ConfirmTrial', data: { now: tokyo('2026-11-25T10:05:00') } }).thenThrows(refusal(TrialErrors.HOLD_EXPIRED));
    });
    it('given an expired hold, when the member confirms, then it is refused as expired', () => {
      const expired: TrialEvent = { type: 'TrialHoldExpired', data: { trialId: 't-1', coachId: 'c-1', at: tokyo('2026-11-25T10:05:00') } };
      spec.given([requested, held, expired]).when({ type: 'ConfirmTrial', data: { now: tokyo('2026-11-25T10:04:00') } }).thenThrows(refusal(TrialErrors.HOLD_EXPIRED));
    });
    it('given a booked trial, when confirmed again, then nothing more happens', () => {
      spec.given([requested, held, booked]).when({ type: 'ConfirmTrial', data: { now: tokyo('2026-11-25T10:04:00') } }).then([]);
    });
    it('given nothing, when confirming, then the trial is not found', () => {
      spec.given([]).when({ type: 'ConfirmTrial', data: { now: tokyo('2026-11-25T10:04:00') } }).thenThrows(refusal(TrialErrors.TRIAL_NOT_FOUND));
    });
  });

  describe('hold expiry', () => {
    it('given an open hold past its time, when the delayed job runs, then the hold expires and frees the coach', () => {
      spec
        .given([requested, held])
        .when({ type: 'ExpireHold', data: { now: tokyo('2026-11-25T10:05:01') } })
        .then([{ type: 'TrialHoldExpired', data: { trialId: 't-1', coachId: 'c-1', at: tokyo('2026-11-25T10:05:01') } }]);
    });
    it('given an open hold not yet due (a job run early), when the job runs, then nothing happens', () => {
      spec.given([requested, held]).when({ type: 'ExpireHold', data: { now: tokyo('2026-11-25T10:04:00') } }).then([]);
    });
    it('given a booked trial, when the delayed job runs, then the booking stands', () => {
      spec.given([requested, held, booked]).when({ type: 'ExpireHold', data: { now: tokyo('2026-11-25T10:06:00') } }).then([]);
    });
    it('given an open hold, when the member backs out, then the hold is released', () => {
      spec
        .given([requested, held])
        .when({ type: 'ReleaseHold', data: { now: tokyo('2026-11-25T10:02:00') } })
        .then([{ type: 'TrialHoldReleased', data: { trialId: 't-1', coachId: 'c-1', at: tokyo('2026-11-25T10:02:00') } }]);
    });
  });

  describe('cancel', () => {
    const cancelled = (by: 'member' | 'school', now: string): TrialEvent => ({
      type: 'TrialCancelled',
      data: { trialId: 't-1', memberId: 'm-1', gameId: 2, coachId: 'c-1', startsAt: asked.startsAt, endsAt: asked.endsAt, by, reason: '', cancelledAt: now },
    });
    it('given a booking, when the member cancels 24 hours before, then it is cancelled by the member', () => {
      const now = tokyo('2026-11-27T20:00:00');
      spec.given([requested, held, booked]).when({ type: 'CancelTrial', data: { by: 'member', reason: '', now } }).then([cancelled('member', now)]);
    });
    it('given a booking, when the member cancels within 24 hours, then the cut-off refuses it', () => {
      spec.given([requested, held, booked]).when({ type: 'CancelTrial', data: { by: 'member', reason: '', now: tokyo('2026-11-27T20:01:00') } }).thenThrows(refusal(TrialErrors.CANCEL_CUTOFF_PASSED));
    });
    it('given a booking, when the school cancels within 24 hours, then it is cancelled by the school', () => {
      const now = tokyo('2026-11-28T19:00:00');
      spec.given([requested, held, booked]).when({ type: 'CancelTrial', data: { by: 'school', reason: '', now } }).then([cancelled('school', now)]);
    });
    it('given only a hold, when cancelling, then it is not cancellable (the hold is released instead)', () => {
      spec.given([requested, held]).when({ type: 'CancelTrial', data: { by: 'school', reason: '', now: tokyo('2026-11-25T10:01:00') } }).thenThrows(refusal(TrialErrors.NOT_CANCELLABLE));
    });
    it('given a trial that started, when the school cancels, then it is not cancellable', () => {
      spec.given([requested, held, booked]).when({ type: 'CancelTrial', data: { by: 'school', reason: '', now: tokyo('2026-11-28T20:00:00') } }).thenThrows(refusal(TrialErrors.NOT_CANCELLABLE));
    });
  });

  describe('attendance', () => {
    it('given a booking that started, when the school records attendance, then the trial is attended', () => {
      const now = tokyo('2026-11-28T21:05:00');
      spec.given([requested, held, booked]).when({ type: 'RecordAttendance', data: { attended: true, now } }).then([{ type: 'TrialAttended', data: { trialId: 't-1', memberId: 'm-1', recordedAt: now } }]);
    });
    it('given an attended trial, when corrected to a no-show, then it is a no-show', () => {
      const attended: TrialEvent = { type: 'TrialAttended', data: { trialId: 't-1', memberId: 'm-1', recordedAt: tokyo('2026-11-28T21:05:00') } };
      const now = tokyo('2026-11-28T21:10:00');
      spec.given([requested, held, booked, attended]).when({ type: 'RecordAttendance', data: { attended: false, now } }).then([{ type: 'TrialNoShow', data: { trialId: 't-1', memberId: 'm-1', recordedAt: now } }]);
    });
    it('given a booking not started, when recording attendance, then it is too early', () => {
      spec.given([requested, held, booked]).when({ type: 'RecordAttendance', data: { attended: true, now: tokyo('2026-11-28T19:59:00') } }).thenThrows(refusal(TrialErrors.NOT_STARTED_YET));
    });
    it('given a hold, when recording attendance, then it is not booked', () => {
      spec.given([requested, held]).when({ type: 'RecordAttendance', data: { attended: true, now: tokyo('2026-11-28T21:00:00') } }).thenThrows(refusal(TrialErrors.NOT_BOOKED));
    });
  });

  describe('conversion', () => {
    const now = tokyo('2026-11-29T12:00:00');
    it('given a booked trial, when the member buys a plan, then the trial converted', () => {
      spec.given([requested, held, booked]).when({ type: 'RecordConversion', data: { subscriptionGameId: 2, now } }).then([{ type: 'TrialConverted', data: { trialId: 't-1', memberId: 'm-1', subscriptionGameId: 2, convertedAt: now } }]);
    });
    it('given a converted trial, when another plan is bought, then it converts only once', () => {
      const converted: TrialEvent = { type: 'TrialConverted', data: { trialId: 't-1', memberId: 'm-1', subscriptionGameId: 2, convertedAt: now } };
      spec.given([requested, held, booked, converted]).when({ type: 'RecordConversion', data: { subscriptionGameId: 1, now } }).then([]);
    });
    it('given a hold that expired, when the member buys a plan, then no trial converted', () => {
      const expired: TrialEvent = { type: 'TrialHoldExpired', data: { trialId: 't-1', coachId: 'c-1', at: tokyo('2026-11-25T10:05:00') } };
      spec.given([requested, held, expired]).when({ type: 'RecordConversion', data: { subscriptionGameId: 2, now } }).then([]);
    });
  });
});
