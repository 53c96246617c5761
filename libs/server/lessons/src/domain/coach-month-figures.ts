import { type CoachMemberRatingMonth, SATISFIED_FROM_SCORE, shareOf } from '@coaching/contracts';

// The back office's figures of a coach per Tokyo month (issue 29): the members' ratings of the coach's lessons (the month of
// the lesson) with 満足度, the share of four or five stars, and 上達実感, the share of 「はい」 among the coach's members'
// answers that month. Each share carries its count (n): 100 % of two answers is not a claim.

export type StarCounts = CoachMemberRatingMonth['distribution'];
export interface RatingMonth {
  month: string;
  count: number;
  average: number;
  distribution: StarCounts;
}
export interface ProgressMonth {
  month: string;
  n: number;
  yes: number;
}

const STARS = ['1', '2', '3', '4', '5'] as const;
const NO_STARS: StarCounts = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };

/** Ratings of `SATISFIED_FROM_SCORE` stars or more, of all ratings. */
export function satisfactionOf(distribution: StarCounts): CoachMemberRatingMonth['satisfaction'] {
  const n = STARS.reduce((sum, s) => sum + distribution[s], 0);
  const satisfied = STARS.filter((s) => Number(s) >= SATISFIED_FROM_SCORE).reduce((sum, s) => sum + distribution[s], 0);
  return { satisfied, n, rate: shareOf(satisfied, n) };
}

/** One row per month with ratings or answers, newest first. */
export function coachMonthFigures(ratings: readonly RatingMonth[], answers: readonly ProgressMonth[]): CoachMemberRatingMonth[] {
  const months = [...new Set([...ratings.map((r) => r.month), ...answers.map((a) => a.month)])].sort().reverse();
  return months.map((month) => {
    const rated = ratings.find((r) => r.month === month);
    const answered = answers.find((a) => a.month === month);
    const distribution = rated?.distribution ?? NO_STARS;
    return {
      month,
      count: rated?.count ?? 0,
      average: rated ? rated.average : null,
      distribution,
      satisfaction: satisfactionOf(distribution),
      progress: { yes: answered?.yes ?? 0, n: answered?.n ?? 0, rate: shareOf(answered?.yes ?? 0, answered?.n ?? 0) },
    };
  });
}
