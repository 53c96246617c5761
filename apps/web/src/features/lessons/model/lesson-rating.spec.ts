import type { MemberLessonRating } from '@coaching/contracts';
import { lessonRatingState, starsText } from './lesson-rating';

const at = (local: string) => new Date(`${local}+09:00`);
const lesson = { status: 'attended' as const, group: null, started_at: at('2026-12-01T20:00:00').toISOString(), ended_at: at('2026-12-01T21:00:00').toISOString() };
const rating: MemberLessonRating = { lesson_id: 'l', score: 4, comment: '', rated_at: '', updated_at: '', editable_until: at('2026-12-08T23:59:59.999').toISOString(), editable: true };

describe('lessonRatingState', () => {
  it('offers the rating after an attended personal lesson ended, until the end of the seventh Tokyo day after it', () => {
    expect(lessonRatingState(lesson, undefined, at('2026-12-01T20:30:00'))).toEqual({ kind: 'none' });
    expect(lessonRatingState(lesson, undefined, at('2026-12-01T21:00:00'))).toEqual({ kind: 'open' });
    expect(lessonRatingState(lesson, undefined, at('2026-12-08T23:59:00'))).toEqual({ kind: 'open' });
    expect(lessonRatingState(lesson, undefined, at('2026-12-09T00:00:00'))).toEqual({ kind: 'none' });
  });

  it('offers nothing for a missed, cancelled or group lesson', () => {
    expect(lessonRatingState({ ...lesson, status: 'missed' }, undefined, at('2026-12-02T09:00:00'))).toEqual({ kind: 'none' });
    expect(lessonRatingState({ ...lesson, status: 'cancelled' }, undefined, at('2026-12-02T09:00:00'))).toEqual({ kind: 'none' });
    expect(lessonRatingState({ ...lesson, group: { name: 'g', image_url: null } }, undefined, at('2026-12-02T09:00:00'))).toEqual({ kind: 'none' });
  });

  it('shows a rating, editable until its deadline', () => {
    expect(lessonRatingState(lesson, rating, at('2026-12-02T09:00:00'))).toEqual({ kind: 'rated', rating, editable: true });
    expect(lessonRatingState(lesson, rating, at('2026-12-09T00:00:00'))).toEqual({ kind: 'rated', rating, editable: false });
    expect(lessonRatingState(lesson, { ...rating, editable: false }, at('2026-12-02T09:00:00'))).toMatchObject({ editable: false });
  });

  it('writes stars as text', () => {
    expect(starsText(4)).toBe('★★★★☆');
  });
});
