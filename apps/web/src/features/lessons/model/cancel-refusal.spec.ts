import { LessonMessages } from '@coaching/contracts';
import { ApiError } from '../../../lib/http';
import { cancelRefusal, lessonCancelState } from './cancel-refusal';

describe('cancelRefusal: what the cancel modal says when the cancellation is refused', () => {
  it('puts a reason the server would not take under the field (spec §5, 500 characters at most)', () => {
    const tooLong = new ApiError(422, LessonMessages.cancelReasonTooLong, { reason: [LessonMessages.cancelReasonTooLong] });
    expect(cancelRefusal(tooLong)).toEqual({ kind: 'reason', message: 'キャンセル理由は500文字以内で入力してください。' });
    const missing = new ApiError(422, LessonMessages.cancelReasonRequired, { reason: [LessonMessages.cancelReasonRequired] });
    expect(cancelRefusal(missing)).toEqual({ kind: 'reason', message: 'キャンセル理由を入力してください。' });
  });

  it('says spec §8’s failure with the server’s reason under it, such as the terms’ deadline', () => {
    expect(cancelRefusal(new ApiError(422, LessonMessages.cancelDeadlinePassed))).toEqual({
      kind: 'failure',
      title: 'レッスンをキャンセルできませんでした。',
      detail: LessonMessages.cancelDeadlinePassed,
    });
  });

  it('says the failure alone when the server gave no reason, or the network failed', () => {
    expect(cancelRefusal(new ApiError(500, undefined))).toEqual({ kind: 'failure', title: 'レッスンをキャンセルできませんでした。', detail: '' });
    expect(cancelRefusal(new TypeError('Failed to fetch'))).toEqual({ kind: 'failure', title: 'レッスンをキャンセルできませんでした。', detail: '' });
    // Never the same words twice.
    expect(cancelRefusal(new ApiError(422, LessonMessages.cancelFailed))).toEqual({ kind: 'failure', title: LessonMessages.cancelFailed, detail: '' });
  });
});

describe('lessonCancelState: what /histories offers for each lesson, as the server answered it', () => {
  it('offers the cancel button with its deadline when the server says the lesson may be cancelled', () => {
    expect(lessonCancelState({ cancellable: true, cancel_deadline: '2026-12-01T14:59:59.999Z', cancel_refusal: null, cancel_terms: 'two-days-before' })).toEqual({ kind: 'open', deadline: 'キャンセル期限：12月1日(火) 23:59まで' });
  });

  it('says why not, in the words the cancel command refuses with', () => {
    expect(lessonCancelState({ cancellable: false, cancel_deadline: '2026-11-30T14:59:59.999Z', cancel_refusal: 'deadline-passed', cancel_terms: 'two-days-before' })).toEqual({ kind: 'closed', reason: LessonMessages.cancelDeadlinePassed });
    expect(lessonCancelState({ cancellable: false, cancel_deadline: '2026-12-20T14:59:59.999Z', cancel_refusal: 'group-lesson', cancel_terms: 'two-days-before' })).toEqual({ kind: 'closed', reason: LessonMessages.groupLessonNotCancellable });
  });

  it("says Premium's own deadline (the day before) when that is the member's", () => {
    expect(lessonCancelState({ cancellable: false, cancel_deadline: '2026-12-01T14:59:59.999Z', cancel_refusal: 'deadline-passed', cancel_terms: 'day-before' })).toEqual({
      kind: 'closed',
      reason: LessonMessages.cancelDeadlinePassedDayBefore,
    });
  });

  it('offers nothing for a lesson that is history or already called off', () => {
    expect(lessonCancelState({ cancellable: false, cancel_deadline: null, cancel_refusal: null, cancel_terms: 'two-days-before' })).toEqual({ kind: 'none' });
  });
});
