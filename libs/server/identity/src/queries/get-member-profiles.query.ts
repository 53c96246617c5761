import { Query } from '@nestjs/cqrs';

/** A member as the back office's member screens show them (identity's part). */
export interface MemberProfile {
  id: string;
  /** A student's account, or a guardian's (保護者アカウント, ADR 0037). */
  kind: 'member' | 'guardian';
  email: string;
  lastName: string | null;
  firstName: string | null;
  /** 'registered', or what identity's status says. */
  status: string;
  emailVerifiedAt: Date | null;
  discordUsername: string | null;
  discordLinked: boolean;
  /** Free trials the member still has. */
  trialCount: number;
  registeredFrom: string | null;
  createdAt: Date;
}

/** Published (backoffice): the profiles of these members, in the order of `memberIds`; unknown ids are left out. */
export class GetMemberProfilesQuery extends Query<MemberProfile[]> {
  constructor(readonly memberIds: readonly string[]) {
    super();
  }
}
