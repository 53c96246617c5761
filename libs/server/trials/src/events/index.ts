// The trials context's published event types (`@coaching/server-trials/events`).
import { eventTypesOf } from '@coaching/server-core';
import type { TrialEvent } from '../domain/trial.decider';

export type { TrialBookedData, TrialCancelledData } from '../domain/trial.decider';

export const { TrialRequested, TrialHeld, TrialBooked, TrialHoldExpired, TrialHoldReleased, TrialCancelled, TrialAttended, TrialNoShow, TrialConverted } = eventTypesOf<TrialEvent>()(
  'TrialRequested',
  'TrialHeld',
  'TrialBooked',
  'TrialHoldExpired',
  'TrialHoldReleased',
  'TrialCancelled',
  'TrialAttended',
  'TrialNoShow',
  'TrialConverted',
);
