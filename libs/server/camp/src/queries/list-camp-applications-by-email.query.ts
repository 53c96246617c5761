import { Query } from '@nestjs/cqrs';
import type { GuardianCampApplication } from '@coaching/contracts';

/**
 * Published (the guardian area, issue 31, ADR 0047): the camp applications made with this e-mail address (exactly, any
 * case), newest first, as the parent who applied reads them: the camp and its dates, the children's names, the status
 * and payment, and a paid one's signed receipt link. The asker must know the address is the reader's own (a verified
 * account's): camp knows parents by e-mail only.
 */
export class ListCampApplicationsByEmailQuery extends Query<GuardianCampApplication[]> {
  constructor(readonly email: string) {
    super();
  }
}
