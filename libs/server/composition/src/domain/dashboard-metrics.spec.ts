import { dashboardCoach, dashboardMonth, dashboardSpan, dashboardTotals, type MonthInputs, percent } from './dashboard-metrics';

const month = (over: Partial<MonthInputs>): MonthInputs => ({ month: '2026-04', revenue: 0, refunds: 0, newMembers: 0, activeAtStart: 0, activeAtEnd: 0, ended: 0, trials: 0, converted: 0, ...over });

describe('dashboard definitions', () => {
  it('given 40 running at the month’s start and 3 that ended, then churn is 7.5 %', () => {
    expect(dashboardMonth(month({ activeAtStart: 40, ended: 3, activeAtEnd: 45 }))).toMatchObject({ churn_rate: 7.5, ended_subscriptions: 3, active_subscriptions: 45 });
  });

  it('given no subscription running at the month’s start, then churn has no rate (not 0 %), even if one started and ended within it', () => {
    expect(dashboardMonth(month({ activeAtStart: 0, ended: 1 })).churn_rate).toBeNull();
  });

  it('given 8 trials of which 3 members bought a plan, then conversion is 37.5 %; no trials gives no rate', () => {
    expect(dashboardMonth(month({ trials: 8, converted: 3 })).conversion_rate).toBe(37.5);
    expect(dashboardMonth(month({ trials: 0, converted: 0 })).conversion_rate).toBeNull();
  });

  it('rounds rates to one decimal', () => {
    expect(percent(1, 3)).toBe(33.3);
    expect(percent(2, 3)).toBe(66.7);
  });

  it('given a coach with 18 lessons given and 2 missed, then the no-show rate is 10 %; without recorded lessons, none', () => {
    expect(dashboardCoach({ coachId: 'c', coachName: '佐藤', given: 18, missed: 2 })).toEqual({ coach_id: 'c', coach_name: '佐藤', lessons_given: 18, no_shows: 2, no_show_rate: 10 });
    expect(dashboardCoach({ coachId: 'c', coachName: '佐藤', given: 0, missed: 0 }).no_show_rate).toBeNull();
  });

  it('over a period: sums money and members, takes the last month’s running count, and pools trials and churn before dividing', () => {
    const totals = dashboardTotals([
      month({ month: '2026-03', revenue: 100_000, refunds: 15_000, newMembers: 4, activeAtStart: 10, activeAtEnd: 12, ended: 1, trials: 2, converted: 2 }),
      month({ month: '2026-04', revenue: 50_000, refunds: 0, newMembers: 6, activeAtStart: 12, activeAtEnd: 11, ended: 3, trials: 8, converted: 1 }),
    ]);
    // Pooled: 3 of 10 trials (30 %), not the mean of 100 % and 12.5 %; churn 4 of 22 starts.
    expect(totals).toEqual({ revenue: 150_000, refunds: 15_000, new_members: 10, active_subscriptions: 11, trials: 10, converted_trials: 3, conversion_rate: 30, churn_rate: 18.2 });
  });

  it('given no period, then it is the six Tokyo months up to this one (Tokyo’s month already turned at 15:00 UTC)', () => {
    expect(dashboardSpan({}, new Date('2026-10-31T15:00:00Z'))).toEqual({ from: '2026-06', to: '2026-11' });
    expect(dashboardSpan({}, new Date('2026-03-10T00:00:00Z'))).toEqual({ from: '2025-10', to: '2026-03' });
  });

  it('refuses a malformed month, a reversed period and one longer than 24 months', () => {
    expect(dashboardSpan({ from: '2026-4', to: '2026-05' }, new Date())).toEqual({ error: '期間は「2026-04」のように年と月で指定してください。' });
    expect(dashboardSpan({ from: '2026-06', to: '2026-05' }, new Date())).toEqual({ error: '期間の開始月は終了月より前にしてください。' });
    expect(dashboardSpan({ from: '2024-01', to: '2025-12' }, new Date())).toEqual({ from: '2024-01', to: '2025-12' });
    expect(dashboardSpan({ from: '2024-01', to: '2026-01' }, new Date())).toEqual({ error: '期間は24か月以内で指定してください。' });
  });
});
