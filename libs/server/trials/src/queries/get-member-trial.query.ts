import { Query } from '@nestjs/cqrs';
import type { MemberTrial } from '@coaching/contracts';

/** The member's trial by id (their own only), or their latest one: the complete step and the confirm modal read it. */
export class GetMemberTrialQuery extends Query<MemberTrial | null> {
  constructor(
    readonly memberId: string,
    readonly trialId?: string,
  ) {
    super();
  }
}
