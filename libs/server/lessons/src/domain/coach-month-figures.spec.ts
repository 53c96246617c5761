import { percentText } from '@coaching/contracts';
import { coachMonthFigures, satisfactionOf } from './coach-month-figures';

// 満足度 and 上達実感 per coach and month (issue 29): given counts, then shares with their n.
describe("a coach's monthly figures", () => {
  it('given 13 ratings of which 12 are four or five stars, then 満足度 is 12 of 13 (92.3 %)', () => {
    const satisfaction = satisfactionOf({ '1': 0, '2': 0, '3': 1, '4': 5, '5': 7 });
    expect(satisfaction).toEqual({ satisfied: 12, n: 13, rate: 12 / 13 });
    expect(percentText(satisfaction.rate)).toBe('92.3%');
  });

  it('given no rating, then 満足度 has no share (not 0 % and not 100 %)', () => {
    expect(satisfactionOf({ '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 })).toEqual({ satisfied: 0, n: 0, rate: null });
    expect(percentText(null)).toBe('—');
  });

  it('given ratings in one month and answers in another, then one row per month, newest first, each with its own n', () => {
    const months = coachMonthFigures(
      [{ month: '2026-11', count: 2, average: 4.5, distribution: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 1 } }],
      [
        { month: '2026-12', n: 14, yes: 13 },
        { month: '2026-11', n: 2, yes: 2 },
      ],
    );
    expect(months).toEqual([
      { month: '2026-12', count: 0, average: null, distribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 }, satisfaction: { satisfied: 0, n: 0, rate: null }, progress: { yes: 13, n: 14, rate: 13 / 14 } },
      { month: '2026-11', count: 2, average: 4.5, distribution: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 1 }, satisfaction: { satisfied: 2, n: 2, rate: 1 }, progress: { yes: 2, n: 2, rate: 1 } },
    ]);
    expect(percentText(months[0].progress.rate)).toBe('92.9%');
  });

  it('given a month with ratings but no answers, then 上達実感 has no share', () => {
    const [month] = coachMonthFigures([{ month: '2026-10', count: 1, average: 2, distribution: { '1': 0, '2': 1, '3': 0, '4': 0, '5': 0 } }], []);
    expect(month.satisfaction).toEqual({ satisfied: 0, n: 1, rate: 0 });
    expect(month.progress).toEqual({ yes: 0, n: 0, rate: null });
  });
});
