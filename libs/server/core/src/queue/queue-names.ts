/** Every BullMQ queue of the product. Job names are declared beside the job's payload type. */
export enum QueueName {
  Mail = 'mail',
  Payments = 'payments',
  TrialSlots = 'trial-slots',
  /** The lessons context's scans: reminders before lessons, attendance reminders to coaches after. */
  Lessons = 'lessons',
  /** The camp's scans (unpaid transfers releasing their seats, card payments left unanswered, reminders). */
  Camp = 'camp',
  /** The platform's housekeeping: relayed outbox rows past their week. */
  Maintenance = 'maintenance',
}

/** Retries with exponential back-off; finished jobs stay a week so a re-added job id is de-duplicated. */
export const DEFAULT_JOB_OPTIONS = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 2_000 },
  removeOnComplete: { age: 7 * 24 * 3600, count: 50_000 },
  removeOnFail: { age: 30 * 24 * 3600 },
} as const;
