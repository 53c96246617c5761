import { describe, expect, it } from '@jest/globals';
import { WEEKDAYS_JA, type AdminLesson } from '@coaching/contracts';
import { availabilityWindows, hasStarted, lessonEvents, lessonMinutes, lessonTimeRange, lessonWho, statusKey, visibleRange, weeklyHoursSummary } from './lessonModel';

const lesson = (changes: Partial<AdminLesson> = {}): AdminLesson => ({
  id: 'l1',
  kind: 'personal',
  member: { id: 'm1', name: '山田 太郎', email: 'taro@example.com' },
  group: null,
  coach: { id: 'c1', name: '佐藤 健' },
  starts_at: '2026-11-22T01:00:00Z',
  ends_at: '2026-11-22T02:00:00Z',
  status: 'scheduled',
  cancellation: null,
  cancel_reason: null,
  source: 'plan',
  make_up_by: null,
  cancel_deadline: '2026-11-20T14:59:59.999Z',
  ...changes,
});

describe('lesson texts', () => {
  it('shows the time range in Tokyo with the weekday', () => {
    expect(lessonTimeRange('2026-11-22T01:00:00Z', '2026-11-22T02:00:00Z')).toBe('2026/11/22(日) 10:00〜11:00');
    expect(lessonTimeRange('2026-12-31T14:30:00Z', '2026-12-31T15:30:00Z')).toBe('2026/12/31(木) 23:30〜01/01 00:30');
  });

  it('names the member, else the e-mail, else the group', () => {
    expect(lessonWho(lesson())).toBe('山田 太郎');
    expect(lessonWho(lesson({ member: { id: 'm1', name: null, email: 'a@b.jp' } }))).toBe('a@b.jp');
    expect(lessonWho(lesson({ member: null, group: { id: 'g', name: 'ランクアップ部' }, kind: 'group' }))).toBe('ランクアップ部');
  });

  it('says who cancelled a cancelled lesson', () => {
    expect(statusKey(lesson())).toBe('resources.lessons.status.scheduled');
    expect(statusKey(lesson({ status: 'cancelled', cancellation: 'member-late' }))).toBe('resources.lessons.cancellation.member-late');
  });

  it('measures the lesson and knows when it has started', () => {
    expect(lessonMinutes(lesson())).toBe(60);
    expect(hasStarted(lesson(), Date.parse('2026-11-22T00:59:59Z'))).toBe(false);
    expect(hasStarted(lesson(), Date.parse('2026-11-22T01:00:00Z'))).toBe(true);
  });
});

describe('the calendar', () => {
  it('shows the Tokyo week from Monday 00:00, even when it is still Sunday in UTC', () => {
    // Monday 2026-11-23 05:00 in Tokyo is Sunday 20:00 UTC.
    const { start, end } = visibleRange(new Date('2026-11-22T20:00:00Z'), 'week');
    expect(start.toISOString()).toBe('2026-11-22T15:00:00.000Z');
    expect(end.toISOString()).toBe('2026-11-29T15:00:00.000Z');
  });

  it('shows one Tokyo day in the day view', () => {
    const { start, end } = visibleRange(new Date('2026-11-22T16:00:00Z'), 'day');
    expect([start.toISOString(), end.toISOString()]).toEqual(['2026-11-22T15:00:00.000Z', '2026-11-23T15:00:00.000Z']);
  });

  it('titles events by member, with the coach when every coach is shown', () => {
    expect(lessonEvents([lesson()], true)[0]).toMatchObject({ id: 'l1', title: '山田 太郎（佐藤 健）', start: new Date('2026-11-22T01:00:00Z') });
    expect(lessonEvents([lesson()], false)[0].title).toBe('山田 太郎');
  });

  it("lays a coach's weekly hours over the visible days, in Tokyo time", () => {
    const week = visibleRange(new Date('2026-11-23T03:00:00Z'), 'week');
    const windows = availabilityWindows(
      [
        { weekday: 1, start: '19:00', end: '23:00' },
        { weekday: 0, start: '10:00', end: '24:00' },
      ],
      week,
    );
    expect(windows.map((w) => [w.start.toISOString(), w.end.toISOString()])).toEqual([
      ['2026-11-23T10:00:00.000Z', '2026-11-23T14:00:00.000Z'],
      ['2026-11-29T01:00:00.000Z', '2026-11-29T15:00:00.000Z'],
    ]);
  });

  it('summarises weekly hours from Monday on', () => {
    expect(
      weeklyHoursSummary(
        [
          { weekday: 0, start: '10:00', end: '12:00' },
          { weekday: 1, start: '19:00', end: '23:00' },
        ],
        WEEKDAYS_JA,
      ),
    ).toBe('月 19:00〜23:00、日 10:00〜12:00');
  });
});
