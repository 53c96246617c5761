import { Query } from '@nestjs/cqrs';
import type { CampCancelView } from '@coaching/contracts';

/** What the parent's cancel page shows (issue 34), by its signed link; refused for a forged link or an application whose transfer is no longer awaited. */
export class GetCampCancelViewQuery extends Query<CampCancelView> {
  constructor(
    readonly applicationId: string,
    readonly signature: string,
  ) {
    super();
  }
}
