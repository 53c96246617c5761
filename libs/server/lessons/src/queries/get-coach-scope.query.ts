import { Query } from '@nestjs/cqrs';
import type { ActingOperator } from '../commands/acting-operator';

/** The coach id a back-office operator acts as: null for staff; a coach account with no coach record is refused (404). */
export class GetCoachScopeQuery extends Query<string | null> {
  constructor(readonly operator: ActingOperator) {
    super();
  }
}
