import { Query } from '@nestjs/cqrs';

/** Published (content): the games a member belongs to (their course list, legacy games included), by id. */
export class GetMemberGameIdsQuery extends Query<number[]> {
  constructor(readonly memberId: string) {
    super();
  }
}
