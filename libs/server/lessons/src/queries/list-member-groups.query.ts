import { Query } from '@nestjs/cqrs';
import type { MemberGroup } from '@coaching/contracts';

/** The groups the member belongs to (spec §7 `/api/groups`), with their members; with `gameId`, that game's only. */
export class ListMemberGroupsQuery extends Query<MemberGroup[]> {
  constructor(
    readonly memberId: string,
    readonly gameId?: number,
  ) {
    super();
  }
}
