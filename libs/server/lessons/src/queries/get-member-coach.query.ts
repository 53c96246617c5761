import { Query } from '@nestjs/cqrs';
import type { MemberCoach } from '@coaching/contracts';

/** The coach of the member's current plan, for mypage's card; null before one is assigned. */
export class GetMemberCoachQuery extends Query<MemberCoach | null> {
  constructor(readonly memberId: string) {
    super();
  }
}
