import { fromTokyo } from '@coaching/contracts';
import { freeMakeUpHours, isWholeHour } from './make-up-hours';

const EVENINGS = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '18:00', end: '21:00' }));
const t = (text: string) => fromTokyo(text);
const starts = (hours: { startsAt: Date }[]) => hours.map((h) => h.startsAt.toISOString());

describe('freeMakeUpHours: the coach’s free whole hours within a make-up credit’s window', () => {
  // 2026-12-07 is a Monday.
  const now = t('2026-12-07 17:20');

  it('given weekday evenings and nothing taken, answers every whole hour in them from after now to the deadline', () => {
    const hours = freeMakeUpHours({ weeklyHours: EVENINGS, taken: [], now, until: t('2026-12-08 20:00'), minutes: 60 });
    expect(starts(hours)).toEqual(['2026-12-07 18:00', '2026-12-07 19:00', '2026-12-07 20:00', '2026-12-08 18:00', '2026-12-08 19:00', '2026-12-08 20:00'].map((x) => t(x).toISOString()));
    expect(hours[0].endsAt).toEqual(t('2026-12-07 19:00'));
  });

  it('given the coach’s lessons, trial seats and the member’s own lessons, leaves out the hours they overlap', () => {
    const taken = [
      { startsAt: t('2026-12-07 18:00'), endsAt: t('2026-12-07 19:00') },
      { startsAt: t('2026-12-07 20:30'), endsAt: t('2026-12-07 21:00') },
    ];
    expect(starts(freeMakeUpHours({ weeklyHours: EVENINGS, taken, now, until: t('2026-12-07 23:00'), minutes: 60 }))).toEqual([t('2026-12-07 19:00').toISOString()]);
  });

  it('given a 90-minute lesson, offers only starts whose whole length fits the coach’s hours', () => {
    expect(starts(freeMakeUpHours({ weeklyHours: EVENINGS, taken: [], now, until: t('2026-12-07 23:00'), minutes: 90 }))).toEqual(['2026-12-07 18:00', '2026-12-07 19:00'].map((x) => t(x).toISOString()));
  });

  it('given a deadline already passed, a weekend window or the plan ending first, answers no hours', () => {
    expect(freeMakeUpHours({ weeklyHours: EVENINGS, taken: [], now, until: t('2026-12-07 17:00'), minutes: 60 })).toEqual([]);
    expect(freeMakeUpHours({ weeklyHours: EVENINGS, taken: [], now: t('2026-12-12 09:00'), until: t('2026-12-13 23:00'), minutes: 60 })).toEqual([]);
    expect(freeMakeUpHours({ weeklyHours: EVENINGS, taken: [], now, until: t('2026-12-09 23:00'), minutes: 60, planEndsAt: t('2026-12-07 19:30') })).toHaveLength(1);
  });

  it('given a whole hour now, starts from the next one (never the hour already begun)', () => {
    expect(starts(freeMakeUpHours({ weeklyHours: EVENINGS, taken: [], now: t('2026-12-07 18:00'), until: t('2026-12-07 19:00'), minutes: 60 }))).toEqual([t('2026-12-07 19:00').toISOString()]);
  });

  it('tells a whole hour from one that is not', () => {
    expect(isWholeHour(t('2026-12-07 18:00'))).toBe(true);
    expect(isWholeHour(t('2026-12-07 18:30'))).toBe(false);
    expect(isWholeHour(new Date(t('2026-12-07 18:00').getTime() + 1000))).toBe(false);
  });
});
