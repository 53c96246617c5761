import type { PlanType } from '@coaching/contracts';

/** A running subscription with the catalogue's word on its plan, as the member's home reads them. */
export interface RunningPlan<S> {
  subscription: S;
  gameId: number;
  planType: PlanType;
}

/**
 * The plan mypage heads with (spec §2: the current plan's game, then its name) and whose chart it shows: the running
 * plan of the selected course, else of any course. An add plan (plan_type add, 追加コーチング) adds lessons to the course
 * it belongs to; it never becomes the course, so a course's own plan always wins over it, whenever it was bought. An
 * add plan is shown only when the member holds nothing else (then it is all there is to show). `running` comes newest
 * first, so among equals the latest wins, as before.
 */
export function currentCoursePlan<S>(running: readonly RunningPlan<S>[], selectedGameId: number | undefined): RunningPlan<S> | null {
  const courses = running.filter((r) => r.planType !== 'add');
  return (
    courses.find((r) => r.gameId === selectedGameId) ??
    courses[0] ??
    running.find((r) => r.gameId === selectedGameId) ??
    running[0] ??
    null
  );
}
