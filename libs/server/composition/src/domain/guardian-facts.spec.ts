import { attendanceThisMonth, nextLesson } from './guardian-facts';

const NOW = new Date('2026-11-29T03:00:00Z'); // 12:00 in Tokyo, 29 November
const lesson = (startsAt: string, status: 'scheduled' | 'attended' | 'missed' | 'cancelled', coachName = '伊藤 蓮') => ({
  startsAt: new Date(startsAt),
  endsAt: new Date(new Date(startsAt).getTime() + 3600_000),
  status,
  coachName,
});

describe("the guardian area's facts of a child's lessons", () => {
  it('counts this Tokyo month only: attended, and scheduled as attended plus those still to be held', () => {
    const lessons = [
      lesson('2026-11-02T10:00:00Z', 'attended'),
      lesson('2026-11-10T10:00:00Z', 'missed'),
      lesson('2026-11-12T10:00:00Z', 'cancelled'),
      lesson('2026-11-30T10:00:00Z', 'scheduled'),
      // 1 December 00:30 in Tokyo: next month, though still November in UTC.
      lesson('2026-11-30T15:30:00Z', 'scheduled'),
      // 31 October 23:00 in Tokyo: last month.
      lesson('2026-10-31T14:00:00Z', 'attended'),
    ];
    expect(attendanceThisMonth(lessons, NOW)).toEqual({ attended: 1, scheduled: 2 });
  });

  it('gives the first scheduled lesson not yet over as the next one, never a cancelled one', () => {
    const lessons = [lesson('2026-12-05T10:00:00Z', 'scheduled', '後の コーチ'), lesson('2026-11-29T02:30:00Z', 'scheduled'), lesson('2026-11-30T10:00:00Z', 'cancelled'), lesson('2026-11-28T10:00:00Z', 'scheduled')];
    expect(nextLesson(lessons, NOW)).toEqual({ started_at: '2026-11-29T02:30:00.000Z', ended_at: '2026-11-29T03:30:00.000Z', coach_name: '伊藤 蓮' });
    expect(nextLesson([lesson('2026-11-28T10:00:00Z', 'scheduled')], NOW)).toBeNull();
  });
});
