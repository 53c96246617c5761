import { Query } from '@nestjs/cqrs';
import type { CampApplicationForToken } from '@coaching/contracts';

/** The payment page's look at the application its token opens; a forged, used or expired token is refused with its reason. */
export class GetApplicationForTokenQuery extends Query<CampApplicationForToken> {
  constructor(readonly token: string) {
    super();
  }
}
