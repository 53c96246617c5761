import { LessonMessages } from '@coaching/contracts';
import { ApiError } from '../../../lib/http';

/** How the cancel modal shows a refused cancellation: under the reason field, or as the failure alert. */
export type CancelRefusal = { kind: 'reason'; message: string } | { kind: 'failure'; title: string; detail: string };

/**
 * A reason the server would not take is the field's to say; any other refusal (the deadline, a group lesson, a
 * lesson already called off, the network) is spec §8's 'レッスンをキャンセルできませんでした。' with the server's
 * own words under it when it sent some.
 */
export function cancelRefusal(error: unknown): CancelRefusal {
  const field = error instanceof ApiError ? error.fieldError('reason') : undefined;
  if (field === LessonMessages.cancelReasonRequired || field === LessonMessages.cancelReasonTooLong) return { kind: 'reason', message: field };
  const server = error instanceof ApiError ? error.serverMessage : undefined;
  return { kind: 'failure', title: LessonMessages.cancelFailed, detail: server && server !== LessonMessages.cancelFailed ? server : '' };
}
