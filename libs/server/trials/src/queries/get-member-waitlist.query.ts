import { Query } from '@nestjs/cqrs';
import type { MemberTrialWaitlistEntry } from '@coaching/contracts';

/** The slots a member waits for (空きが出たら通知) that are still ahead, with a seat held for them if one freed. */
export class GetMemberWaitlistQuery extends Query<MemberTrialWaitlistEntry[]> {
  constructor(
    readonly memberId: string,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}
