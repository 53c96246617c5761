import { Query } from '@nestjs/cqrs';
import type { AdminPlan } from '@coaching/contracts';

export class GetAdminPlanQuery extends Query<AdminPlan | null> {
  constructor(readonly id: number) {
    super();
  }
}
