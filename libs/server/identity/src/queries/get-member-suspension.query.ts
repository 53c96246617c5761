import { Query } from '@nestjs/cqrs';
import type { AdminMemberSuspension } from '@coaching/contracts';

/** Where a member stands (suspended or not) with the history of suspensions and lifts, newest first; null: no such member. */
export class GetMemberSuspensionQuery extends Query<AdminMemberSuspension | null> {
  constructor(readonly memberId: string) {
    super();
  }
}
