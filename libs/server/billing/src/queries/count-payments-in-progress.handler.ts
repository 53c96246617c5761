import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CountPaymentsInProgressQuery } from '@coaching/server-identity/queries';
import { sql } from '@coaching/server-core';

/**
 * Identity's withdrawal asks (on its transaction, holding the member's row): card orders placed, by the member or for
 * them, that the worker has not charged or refused yet. Their outcome is seconds away; the withdrawal waits for it.
 */
@QueryHandler(CountPaymentsInProgressQuery)
export class CountPaymentsInProgressHandler implements IQueryHandler<CountPaymentsInProgressQuery> {
  async execute({ memberId, within }: CountPaymentsInProgressQuery): Promise<number> {
    const [{ count }] = await sql<{ count: number }>(within, "select count(*)::int as count from payments where (user_id = ? or payer_id = ?) and status = 'pending'", [memberId, memberId]);
    return count;
  }
}
