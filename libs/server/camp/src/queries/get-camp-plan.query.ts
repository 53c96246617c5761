import { Query } from '@nestjs/cqrs';
import type { CampPlanAnswer } from '@coaching/contracts';

/** Spec §7 `GET /api/camp_users/plan?count=`: the open camp and the total for `count` children; none open is `CAMP.PERIOD_ENDED`. */
export class GetCampPlanQuery extends Query<CampPlanAnswer> {
  constructor(readonly count: number) {
    super();
  }
}
