import type { EntityManager } from '@mikro-orm/postgresql';
import { Query } from '@nestjs/cqrs';

/**
 * Asked by identity's withdrawal, answered by billing (asker publishes, as `GetPaidGameIdsQuery`): how many of the
 * member's card orders are placed and not yet charged or refused, read on the withdrawal's transaction (`within`),
 * which holds the member's row. A withdrawal waits for them: no charge is ever made for an account that is gone.
 */
export class CountPaymentsInProgressQuery extends Query<number> {
  constructor(
    readonly memberId: string,
    readonly within: EntityManager,
  ) {
    super();
  }
}
