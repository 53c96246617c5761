import type { Decider, DomainEvent } from '@coaching/server-core';
import { domainError } from '@coaching/server-core/errors';
import { holdExpired, memberMayCancel } from './trial-rules';
import { TrialErrors } from './trials-errors';

// One trial's life (stream `trial-<uuid>`): requested and held (a seat with a coach, for a few minutes),
// booked on the member's confirmation, or the hold expires or is released; a booking is cancelled (by the
// member until the cut-off, or by the school), then attended or a no-show; converted when the member buys a plan.
// The seat itself is claimed in the database, in the append's transaction (commands/seat-claims.ts).

export const TRIAL_STREAM_TYPE = 'trial';
export const trialStream = (trialId: string) => ({ id: `trial-${trialId}`, type: TRIAL_STREAM_TYPE });

export interface TrialRequestedData {
  trialId: string;
  memberId: string;
  gameId: number;
  lastName: string;
  firstName: string;
  startsAt: string;
  endsAt: string;
  requestedAt: string;
}
export interface TrialHeldData {
  trialId: string;
  coachId: string;
  heldUntil: string;
  /** A freed seat held for a waiter (空きが出たら通知) until the offer lapses, not a seat the member chose. */
  offer?: true;
}
/** Published: the lessons context keeps the coach free of it. */
export interface TrialBookedData {
  trialId: string;
  memberId: string;
  gameId: number;
  coachId: string;
  startsAt: string;
  endsAt: string;
  bookedAt: string;
}
export interface TrialHoldEndedData {
  trialId: string;
  coachId: string;
  at: string;
}
/** Published: the lessons context frees the coach again. */
export interface TrialCancelledData {
  trialId: string;
  memberId: string;
  gameId: number;
  coachId: string;
  startsAt: string;
  endsAt: string;
  by: 'member' | 'school';
  reason: string;
  cancelledAt: string;
}
export interface TrialAttendanceData {
  trialId: string;
  memberId: string;
  recordedAt: string;
}
export interface TrialConvertedData {
  trialId: string;
  memberId: string;
  subscriptionGameId: number | null;
  convertedAt: string;
}

export type TrialEvent =
  | DomainEvent<'TrialRequested', TrialRequestedData>
  | DomainEvent<'TrialHeld', TrialHeldData>
  | DomainEvent<'TrialBooked', TrialBookedData>
  | DomainEvent<'TrialHoldExpired', TrialHoldEndedData>
  | DomainEvent<'TrialHoldReleased', TrialHoldEndedData>
  | DomainEvent<'TrialCancelled', TrialCancelledData>
  | DomainEvent<'TrialAttended', TrialAttendanceData>
  | DomainEvent<'TrialNoShow', TrialAttendanceData>
  | DomainEvent<'TrialConverted', TrialConvertedData>;

export const TRIAL_EVENT_TYPES = ['TrialRequested', 'TrialHeld', 'TrialBooked', 'TrialHoldExpired', 'TrialHoldReleased', 'TrialCancelled', 'TrialAttended', 'TrialNoShow', 'TrialConverted'] as const;

export type TrialCommand =
  | { type: 'HoldTrial'; data: { trialId: string; memberId: string; gameId: number; lastName: string; firstName: string; startsAt: string; endsAt: string; coachId: string; now: string; heldUntil: string; offer?: boolean } }
  | { type: 'ConfirmTrial'; data: { now: string } }
  | { type: 'ExpireHold'; data: { now: string } }
  | { type: 'ReleaseHold'; data: { now: string } }
  | { type: 'CancelTrial'; data: { by: 'member' | 'school'; reason: string; now: string } }
  | { type: 'RecordAttendance'; data: { attended: boolean; now: string } }
  | { type: 'RecordConversion'; data: { subscriptionGameId: number | null; now: string } };

export type TrialStatus = 'none' | 'held' | 'booked' | 'expired' | 'released' | 'cancelled' | 'attended' | 'no_show';

export interface TrialState {
  status: TrialStatus;
  request: TrialRequestedData | null;
  coachId: string | null;
  heldUntil: string | null;
  /** Held for a waiter by the waitlist, not chosen by the member. */
  offer: boolean;
  converted: boolean;
}

const initialState = (): TrialState => ({ status: 'none', request: null, coachId: null, heldUntil: null, offer: false, converted: false });

function evolve(state: TrialState, event: TrialEvent): TrialState {
  switch (event.type) {
    case 'TrialRequested':
      return { ...state, request: event.data };
    case 'TrialHeld':
      return { ...state, status: 'held', coachId: event.data.coachId, heldUntil: event.data.heldUntil, offer: event.data.offer === true };
    case 'TrialBooked':
      return { ...state, status: 'booked', heldUntil: null };
    case 'TrialHoldExpired':
      return { ...state, status: 'expired', heldUntil: null };
    case 'TrialHoldReleased':
      return { ...state, status: 'released', heldUntil: null };
    case 'TrialCancelled':
      return { ...state, status: 'cancelled' };
    case 'TrialAttended':
      return { ...state, status: 'attended' };
    case 'TrialNoShow':
      return { ...state, status: 'no_show' };
    case 'TrialConverted':
      return { ...state, converted: true };
  }
}

function decide(command: TrialCommand, state: TrialState): TrialEvent[] {
  const request = state.request;
  switch (command.type) {
    case 'HoldTrial': {
      if (state.status !== 'none') return [];
      const { coachId, heldUntil, now, offer, ...asked } = command.data;
      return [
        { type: 'TrialRequested', data: { ...asked, requestedAt: now } },
        { type: 'TrialHeld', data: { trialId: asked.trialId, coachId, heldUntil, ...(offer ? { offer: true as const } : {}) } },
      ];
    }
    case 'ConfirmTrial': {
      if (!request) throw domainError(TrialErrors.TRIAL_NOT_FOUND);
      if (state.status === 'booked') return [];
      if (state.status !== 'held' || holdExpired(new Date(state.heldUntil!), new Date(command.data.now))) throw domainError(TrialErrors.HOLD_EXPIRED);
      const { trialId, memberId, gameId, startsAt, endsAt } = request;
      return [{ type: 'TrialBooked', data: { trialId, memberId, gameId, coachId: state.coachId!, startsAt, endsAt, bookedAt: command.data.now } }];
    }
    case 'ExpireHold':
    case 'ReleaseHold': {
      // Only a hold still open ends; a booked or already-ended trial is left alone (the delayed job arrives late).
      if (!request || state.status !== 'held') return [];
      if (command.type === 'ExpireHold' && !holdExpired(new Date(state.heldUntil!), new Date(command.data.now))) return [];
      const data = { trialId: request.trialId, coachId: state.coachId!, at: command.data.now };
      return [command.type === 'ExpireHold' ? { type: 'TrialHoldExpired', data } : { type: 'TrialHoldReleased', data }];
    }
    case 'CancelTrial': {
      if (!request) throw domainError(TrialErrors.TRIAL_NOT_FOUND);
      if (state.status === 'cancelled') return [];
      if (state.status !== 'booked') throw domainError(TrialErrors.NOT_CANCELLABLE);
      const now = new Date(command.data.now);
      if (new Date(request.startsAt).getTime() <= now.getTime()) throw domainError(TrialErrors.NOT_CANCELLABLE);
      if (command.data.by === 'member' && !memberMayCancel(new Date(request.startsAt), now)) throw domainError(TrialErrors.CANCEL_CUTOFF_PASSED);
      const { trialId, memberId, gameId, startsAt, endsAt } = request;
      return [{ type: 'TrialCancelled', data: { trialId, memberId, gameId, coachId: state.coachId!, startsAt, endsAt, by: command.data.by, reason: command.data.reason, cancelledAt: command.data.now } }];
    }
    case 'RecordAttendance': {
      if (!request) throw domainError(TrialErrors.TRIAL_NOT_FOUND);
      const wanted = command.data.attended ? 'attended' : 'no_show';
      if (state.status === wanted) return [];
      if (state.status !== 'booked' && state.status !== 'attended' && state.status !== 'no_show') throw domainError(TrialErrors.NOT_BOOKED);
      if (new Date(request.startsAt).getTime() > new Date(command.data.now).getTime()) throw domainError(TrialErrors.NOT_STARTED_YET);
      const data = { trialId: request.trialId, memberId: request.memberId, recordedAt: command.data.now };
      return [command.data.attended ? { type: 'TrialAttended', data } : { type: 'TrialNoShow', data }];
    }
    case 'RecordConversion': {
      // A plan bought after a trial that took place (or was booked) converts it once; an abandoned hold does not.
      if (!request || state.converted) return [];
      if (!['booked', 'attended', 'no_show'].includes(state.status)) return [];
      return [{ type: 'TrialConverted', data: { trialId: request.trialId, memberId: request.memberId, subscriptionGameId: command.data.subscriptionGameId, convertedAt: command.data.now } }];
    }
  }
}

export const trialDecider: Decider<TrialCommand, TrialEvent, TrialState> = { initialState, evolve, decide };
