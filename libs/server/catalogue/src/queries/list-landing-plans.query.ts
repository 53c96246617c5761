import { Query } from '@nestjs/cqrs';
import type { LandingPlanDto } from '@coaching/contracts';

/**
 * The plans of the landing page's price section (spec §2, §3 "Plan (landing)"): normal one-to-one
 * plans on sale for current games, one entry per plan code, cheapest first.
 */
export class ListLandingPlansQuery extends Query<LandingPlanDto[]> {}
