// The camp's published event types (`@coaching/server-camp/events`).
import { eventTypesOf } from '@coaching/server-core';
import type { CampApplicationEvent } from '../domain/camp-application.decider';

export const {
  CampApplied,
  CampApplicationLinkSent,
  CampPaymentRequested,
  CampPaid,
  CampPaymentFailed,
  CampSeatsReleased,
  CampApplicationCancelled,
  CampRefunded,
  CampReminderSent,
} = eventTypesOf<CampApplicationEvent>()(
  'CampApplied',
  'CampApplicationLinkSent',
  'CampPaymentRequested',
  'CampPaid',
  'CampPaymentFailed',
  'CampSeatsReleased',
  'CampApplicationCancelled',
  'CampRefunded',
  'CampReminderSent',
);
