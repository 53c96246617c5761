import { Query } from '@nestjs/cqrs';

/** Has the member verified their current e-mail address? */
export class GetEmailVerifiedQuery extends Query<boolean> {
  constructor(readonly memberId: string) {
    super();
  }
}
