import { type DashboardCoach, type DashboardMonth, type DashboardStats, tokyoMonth } from '@coaching/contracts';

/**
 * The dashboard's definitions (docs in the composition README):
 * - churn of a month = subscriptions that ended in the month (paid time ran out, not renewed) ÷ subscriptions running
 *   at the month's first instant, in %; none running → no rate (null), never 0 %.
 * - trial → paid conversion = trials of the month (booked, attended or no-show; holds and cancellations are not
 *   trials) whose member then bought a plan ÷ those trials, in %; no trial → null.
 * - no-show rate of a coach = lessons the member missed ÷ (lessons given + missed); cancelled and not yet recorded
 *   lessons are neither.
 * Over a whole period: conversion adds up trials and conversions first; churn adds up the months' ended and their
 * starting counts (a subscription running at the start of three months counts three times: the average monthly churn).
 */
export const percent = (part: number, whole: number): number | null => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null);

export interface MonthInputs {
  month: string;
  revenue: number;
  refunds: number;
  newMembers: number;
  activeAtStart: number;
  activeAtEnd: number;
  ended: number;
  trials: number;
  converted: number;
}

export function dashboardMonth(m: MonthInputs): DashboardMonth {
  return {
    month: m.month,
    revenue: m.revenue,
    refunds: m.refunds,
    new_members: m.newMembers,
    active_subscriptions: m.activeAtEnd,
    ended_subscriptions: m.ended,
    churn_rate: percent(m.ended, m.activeAtStart),
    trials: m.trials,
    converted_trials: m.converted,
    conversion_rate: percent(m.converted, m.trials),
  };
}

export function dashboardCoach(c: { coachId: string; coachName: string; given: number; missed: number }): DashboardCoach {
  return { coach_id: c.coachId, coach_name: c.coachName, lessons_given: c.given, no_shows: c.missed, no_show_rate: percent(c.missed, c.given + c.missed) };
}

export function dashboardTotals(months: readonly MonthInputs[]): DashboardStats['totals'] {
  const sum = (pick: (m: MonthInputs) => number) => months.reduce((s, m) => s + pick(m), 0);
  const trials = sum((m) => m.trials);
  const converted = sum((m) => m.converted);
  return {
    revenue: sum((m) => m.revenue),
    refunds: sum((m) => m.refunds),
    new_members: sum((m) => m.newMembers),
    active_subscriptions: months.at(-1)?.activeAtEnd ?? 0,
    trials,
    converted_trials: converted,
    conversion_rate: percent(converted, trials),
    churn_rate: percent(sum((m) => m.ended), sum((m) => m.activeAtStart)),
  };
}

const MAX_MONTHS = 24;
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const index = (month: string) => {
  const [, y, m] = MONTH.exec(month)!;
  return Number(y) * 12 + Number(m) - 1;
};
const monthOf = (i: number) => `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;

/**
 * The period asked for: 'YYYY-MM' to 'YYYY-MM', at most 24 months, `to` not before `from`. Without one, the six
 * Tokyo months up to this one. Answers the span or the Japanese reason it is refused.
 */
export function dashboardSpan(input: { from?: string; to?: string }, now: Date): { from: string; to: string } | { error: string } {
  const to = input.to ?? tokyoMonth(now);
  const from = input.from ?? (MONTH.test(to) ? monthOf(index(to) - 5) : to);
  if (!MONTH.test(from) || !MONTH.test(to)) return { error: '期間は「2026-04」のように年と月で指定してください。' };
  if (index(from) > index(to)) return { error: '期間の開始月は終了月より前にしてください。' };
  if (index(to) - index(from) + 1 > MAX_MONTHS) return { error: `期間は${MAX_MONTHS}か月以内で指定してください。` };
  return { from, to };
}
