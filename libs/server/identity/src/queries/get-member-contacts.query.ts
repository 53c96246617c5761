import { Query } from '@nestjs/cqrs';

/** A member as other contexts need to reach them: where to mail, how to address them. */
export interface MemberContact {
  memberId: string;
  email: string;
  lastName: string | null;
  firstName: string | null;
  /** Where the member's profile photo is served, when they have one (group member lists, spec §3). */
  profilePhotoUrl: string | null;
  discordId: string | null;
}

/**
 * Published (billing, lessons, trials): the contacts of these members, once each, in the order of `memberIds`;
 * unknown ids are left out.
 */
export class GetMemberContactsQuery extends Query<MemberContact[]> {
  constructor(readonly memberIds: readonly string[]) {
    super();
  }
}
