import { Query } from '@nestjs/cqrs';
import type { TrialStatusName } from '@coaching/contracts';

/** One of a member's free trials, as the back office's member page lists it. */
export interface MemberTrialRecord {
  id: string;
  gameId: number;
  coachName: string | null;
  startsAt: Date;
  endsAt: Date;
  status: TrialStatusName;
  convertedAt: Date | null;
  createdAt: Date;
}

/** Published (backoffice's member page): the member's trials (holds that lapsed included), newest first. */
export class ListMemberTrialsQuery extends Query<MemberTrialRecord[]> {
  constructor(readonly memberId: string) {
    super();
  }
}
