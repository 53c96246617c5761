import { cancelDeadlinePassedMessage, type LessonCancelRefusalName, LessonMessages, type LessonHistoryItem } from '@coaching/contracts';
import { ApiError } from '../../../lib/http';
import { shortDateTime } from './lesson-texts';

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

/** Why the server says a lesson still ahead cannot be cancelled, in the words the cancel command refuses with. */
const refusalText = (refusal: LessonCancelRefusalName, terms: LessonHistoryItem['cancel_terms']) =>
  refusal === 'group-lesson' ? LessonMessages.groupLessonNotCancellable : cancelDeadlinePassedMessage(terms);

/** What a lesson of /histories offers: its cancel button and until when, why it cannot be cancelled, or nothing. */
export type LessonCancelState = { kind: 'open'; deadline: string } | { kind: 'closed'; reason: string } | { kind: 'none' };

/** The server's answer for one lesson, as /histories says it; the page decides nothing of the rule itself. */
export function lessonCancelState(lesson: Pick<LessonHistoryItem, 'cancellable' | 'cancel_deadline' | 'cancel_refusal' | 'cancel_terms'>): LessonCancelState {
  if (lesson.cancellable && lesson.cancel_deadline) return { kind: 'open', deadline: `キャンセル期限：${shortDateTime(lesson.cancel_deadline)}まで` };
  if (lesson.cancel_refusal) return { kind: 'closed', reason: refusalText(lesson.cancel_refusal, lesson.cancel_terms) };
  return { kind: 'none' };
}
