import { Query } from '@nestjs/cqrs';
import type { AdminMember360 } from '@coaching/contracts';

/** How many events the member page's timeline shows (newest first); `more` says when there are older ones. */
export const MEMBER_TIMELINE_LIMIT = 300;

/** One member as support sees them, every section from its owning context's published queries; null for no such member. */
export class GetMember360Query extends Query<AdminMember360 | null> {
  constructor(readonly memberId: string) {
    super();
  }
}
