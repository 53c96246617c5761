import { Query } from '@nestjs/cqrs';
import type { PlanDto } from '@coaching/contracts';

/** A purchasable, visible plan of a purchasable game; null otherwise. */
export class GetPurchasablePlanQuery extends Query<PlanDto | null> {
  constructor(readonly planId: number) {
    super();
  }
}
