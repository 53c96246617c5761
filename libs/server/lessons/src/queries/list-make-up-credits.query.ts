import { Query } from '@nestjs/cqrs';
import type { MakeUpCredit } from '@coaching/contracts';

/**
 * The member's unused make-up credits still open at `now` (lessons cancelled on time), each with the free whole hours
 * of the member's own coach until the credit's deadline (issue 29): `GET /api/lessons/make-ups`.
 */
export class ListMakeUpCreditsQuery extends Query<MakeUpCredit[]> {
  constructor(
    readonly memberId: string,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}
