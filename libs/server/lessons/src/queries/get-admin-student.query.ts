import { Query } from '@nestjs/cqrs';
import type { AdminStudent } from '@coaching/contracts';
import type { ActingOperator } from '../commands/acting-operator';

/** One student (by subscription id) as the back office shows it; null: none running, or not the asking coach's. */
export class GetAdminStudentQuery extends Query<AdminStudent | null> {
  constructor(
    readonly operator: ActingOperator,
    readonly subscriptionId: string,
  ) {
    super();
  }
}
