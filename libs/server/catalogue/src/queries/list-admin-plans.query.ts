import { Query } from '@nestjs/cqrs';
import type { AdminPlan } from '@coaching/contracts';
import type { AdminPage, PlanListCriteria } from './admin-list-criteria';

export class ListAdminPlansQuery extends Query<AdminPage<AdminPlan>> {
  constructor(readonly criteria: PlanListCriteria) {
    super();
  }
}
