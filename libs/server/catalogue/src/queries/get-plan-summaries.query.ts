import { Query } from '@nestjs/cqrs';
import type { LessonType, PlanType } from '@coaching/contracts';

/** A plan as other contexts show it (a member's subscription, a lesson allowance), whether or not it is still sold. */
export interface PlanSummary {
  id: number;
  name: string;
  planType: PlanType;
  /** A group plan (spec §1 group lessons): its lessons are the group's, not one-to-one. */
  isGroup: boolean;
  lessonType: LessonType;
  lessonCount: number;
  /**
   * The Premium tier's extras (spec §9: make-up of a lesson the day before, priority events…). Premium is the one
   * plan with unlimited events (spec §9), so a plan whose events are unlimited (`special_coaching_count` -1) has them.
   */
  premiumExtras: boolean;
  game: { id: number; name: string; discordUrl: string | null };
}

/** Published (identity, billing, lessons): these plans with their game; unknown ids are left out. */
export class GetPlanSummariesQuery extends Query<PlanSummary[]> {
  constructor(readonly planIds: readonly number[]) {
    super();
  }
}
