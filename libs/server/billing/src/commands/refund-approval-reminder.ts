import { QueueName, type OutboxMessage } from '@coaching/server-core';

export const REMIND_REFUND_APPROVAL_JOB = 'remind-refund-approval';

/** How long a request may wait for an admin before those who may decide it are mailed (issue 32). */
export const REFUND_APPROVAL_REMINDER_AFTER_MS = 24 * 3600 * 1000;

export interface RemindRefundApprovalPayload {
  paymentId: string;
  /** The request it reminds of: a request withdrawn or rejected and asked again has its own reminder. */
  requestedAt: string;
}

/** Written to the outbox with a request left for an admin, due a day later (a delayed BullMQ job). */
export const refundApprovalReminder = (paymentId: string, requestedAt: string): OutboxMessage<RemindRefundApprovalPayload> => ({
  queue: QueueName.Payments,
  jobName: REMIND_REFUND_APPROVAL_JOB,
  payload: { paymentId, requestedAt },
  correlationId: paymentId,
  deliverAt: new Date(Date.parse(requestedAt) + REFUND_APPROVAL_REMINDER_AFTER_MS),
});
