import { Query } from '@nestjs/cqrs';

/**
 * Identity's question to billing (published here, answered by billing, which identity may not read): the games of the
 * member's running paid plans. A course the member is paying for stays on their course list (spec §2).
 */
export class GetPaidGameIdsQuery extends Query<number[]> {
  constructor(readonly memberId: string) {
    super();
  }
}
