import { Query } from '@nestjs/cqrs';

/** Published (content: the members' notifications of a group lesson): the members of a group now; empty when there is none. */
export class ListGroupMemberIdsQuery extends Query<string[]> {
  constructor(readonly groupId: string) {
    super();
  }
}
