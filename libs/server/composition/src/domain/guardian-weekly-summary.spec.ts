import type { KarteEntry } from '@coaching/contracts';
import { childWeek, summaryWeek } from './guardian-weekly-summary';

describe('the guardian’s weekly summary', () => {
  describe('summaryWeek', () => {
    it('given Monday 08:00 in Tokyo, when the summary is sent, then it tells of the Monday–Sunday just ended', () => {
      // 2026-12-07 is a Monday; 08:00 Tokyo is 23:00 UTC the day before.
      const week = summaryWeek(new Date('2026-12-06T23:00:00Z'));
      expect(week).toEqual({ weekStart: '2026-11-30', from: new Date('2026-11-29T15:00:00Z'), to: new Date('2026-12-06T15:00:00Z') });
    });

    it('given a rerun late on Sunday of the same week, then it names the same week (the key a guardian gets one mail per)', () => {
      expect(summaryWeek(new Date('2026-12-13T14:59:00Z')).weekStart).toBe('2026-11-30');
      expect(summaryWeek(new Date('2026-12-13T15:00:00Z')).weekStart).toBe('2026-12-07');
    });
  });

  describe('childWeek', () => {
    const week = summaryWeek(new Date('2026-12-06T23:00:00Z'));
    const now = new Date('2026-12-06T23:00:00Z');
    const lesson = (startsAt: string, status: 'attended' | 'missed' | 'cancelled' | 'scheduled') => ({ startsAt: new Date(startsAt), endsAt: new Date(new Date(startsAt).getTime() + 3_600_000), status, coachName: '山田 コーチ' });
    const note = (startedAt: string, workedOn: string): KarteEntry => ({
      lesson_id: workedOn,
      started_at: startedAt,
      coach: { name: '山田 コーチ' },
      game: null,
      worked_on: workedOn,
      homework: '',
      ratings: { aim: 3, movement: 3, game_sense: 3, communication: 3 },
      written_at: startedAt,
    });

    it('given lessons in and around the week, then it counts the week’s attended and missed only and finds the next lesson', () => {
      const lessons = [
        lesson('2026-11-30T10:00:00Z', 'attended'),
        lesson('2026-12-02T10:00:00Z', 'missed'),
        lesson('2026-12-04T10:00:00Z', 'cancelled'),
        lesson('2026-12-06T14:00:00Z', 'attended'),
        // The week before and the week after are not this week's.
        lesson('2026-11-29T14:00:00Z', 'attended'),
        lesson('2026-12-09T10:00:00Z', 'scheduled'),
      ];
      const summary = childWeek('太郎', lessons, [], week, now);
      expect(summary).toMatchObject({ name: '太郎', attended: 2, missed: 1, nextLesson: { startsAt: '2026-12-09T10:00:00.000Z', coachName: '山田 コーチ' } });
    });

    it('given shared karte notes, then only the week’s, oldest first', () => {
      const summary = childWeek('太郎', [], [note('2026-12-03T10:00:00Z', 'b'), note('2026-12-01T10:00:00Z', 'a'), note('2026-11-20T10:00:00Z', 'old')], week, now);
      expect(summary.karte.map((k) => k.workedOn)).toEqual(['a', 'b']);
      expect(summary.nextLesson).toBeNull();
    });
  });
});
