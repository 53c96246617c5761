import { Query } from '@nestjs/cqrs';
import type { ContactInquiry } from '@coaching/contracts';

/** Published (backoffice's member page): the inquiries sent from this address (any case), newest first, at most `limit`. */
export class ListContactsByEmailQuery extends Query<ContactInquiry[]> {
  constructor(
    readonly email: string,
    readonly limit: number,
  ) {
    super();
  }
}
