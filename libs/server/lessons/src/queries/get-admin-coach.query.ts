import { Query } from '@nestjs/cqrs';
import type { AdminCoach } from '@coaching/contracts';
import type { ActingOperator } from '../commands/acting-operator';

/** One coach with their weekly hours; null: no such coach, or another coach than the asking coach. */
export class GetAdminCoachQuery extends Query<AdminCoach | null> {
  constructor(
    readonly operator: ActingOperator,
    readonly coachId: string,
  ) {
    super();
  }
}
