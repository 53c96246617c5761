import { type OutboxMessage, QueueName } from '@coaching/server-core';
import { addMinutes } from '../domain/trial-rules';
import { EXPIRE_TRIAL_HOLD_JOB, type ExpireTrialHoldPayload } from '../jobs/expire-trial-hold.job';
import { SEND_TRIAL_MAIL_JOB, type SendTrialMailPayload, type TrialMailKind } from '../jobs/send-trial-mail.job';

/** The delayed job that ends a hold the member did not confirm in time. */
export const expireHoldMessage = (trialId: string, heldUntil: Date): OutboxMessage<ExpireTrialHoldPayload> => ({
  queue: QueueName.TrialSlots,
  jobName: EXPIRE_TRIAL_HOLD_JOB,
  payload: { trialId },
  // A moment after the hold lapses, so the job never finds it still open.
  deliverAt: new Date(heldUntil.getTime() + 250),
});

const mail = (trialId: string, kind: TrialMailKind, deliverAt?: Date): OutboxMessage<SendTrialMailPayload> => ({
  queue: QueueName.TrialSlots,
  jobName: SEND_TRIAL_MAIL_JOB,
  payload: { trialId, kind },
  deliverAt,
});

/**
 * What a booking sets going: the confirmation now, the reminders 24 h and 1 h before (each only when still
 * ahead), and after the trial the invitation to the plans; the coach's notice of the booking and his own reminders
 * at the member's times (issue 30). Each job looks at the trial when it runs: nothing is sent for a trial cancelled
 * in between.
 */
export function bookingMessages(trialId: string, startsAt: Date, endsAt: Date, now: Date): OutboxMessage[] {
  const reminders = [
    { kind: 'reminder-24h' as const, coachKind: 'coach-reminder-24h' as const, at: addMinutes(startsAt, -24 * 60) },
    { kind: 'reminder-1h' as const, coachKind: 'coach-reminder-1h' as const, at: addMinutes(startsAt, -60) },
  ].filter((r) => r.at > now);
  return [
    mail(trialId, 'booked'),
    ...reminders.map((r) => mail(trialId, r.kind, r.at)),
    mail(trialId, 'follow-up', addMinutes(endsAt, 60)),
    mail(trialId, 'coach-booked'),
    ...reminders.map((r) => mail(trialId, r.coachKind, r.at)),
  ];
}

/** The member hears that their booking was cancelled (by them or by the school), and so does the coach. */
export const cancellationMessages = (trialId: string) => [mail(trialId, 'cancelled'), mail(trialId, 'coach-cancelled')];

/** The waiter hears that a freed seat is held for them until the offer lapses (空きが出たら通知). */
export const offerMessage = (trialId: string) => mail(trialId, 'waitlist-offer');
