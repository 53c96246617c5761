import { Query } from '@nestjs/cqrs';
import type { AdminGroup } from '@coaching/contracts';
import type { ActingOperator } from '../commands/acting-operator';

/** One group with its members; null: no such group, or not one the asking coach teaches. */
export class GetAdminGroupQuery extends Query<AdminGroup | null> {
  constructor(
    readonly operator: ActingOperator,
    readonly groupId: string,
  ) {
    super();
  }
}
