import { Query } from '@nestjs/cqrs';
import type { CampReceipt } from '@coaching/contracts';

/** A paid camp application's receipt, opened by its signed link; refused (404) for a forged link or nothing paid. */
export class GetCampReceiptQuery extends Query<CampReceipt> {
  constructor(
    readonly applicationId: string,
    readonly signature: string,
  ) {
    super();
  }
}
