import { Query } from '@nestjs/cqrs';
import type { KarteEntry } from '@coaching/contracts';

/** A member's last karte notes, newest first. */
export interface MemberRecentKarte {
  memberId: string;
  entries: KarteEntry[];
}

/**
 * Published (composition's coach agenda): each of these members' last `perMember` karte notes, newest first; a member
 * with no note is left out.
 */
export class ListRecentKarteQuery extends Query<MemberRecentKarte[]> {
  constructor(
    readonly memberIds: readonly string[],
    readonly perMember: number,
  ) {
    super();
  }
}
