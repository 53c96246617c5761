import { Query } from '@nestjs/cqrs';
import type { ContactInquiry } from '@coaching/contracts';

/** One inquiry for the back office, or null when it does not exist. */
export class GetContactQuery extends Query<ContactInquiry | null> {
  constructor(readonly id: string) {
    super();
  }
}
