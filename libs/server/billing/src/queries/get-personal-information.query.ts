import { Query } from '@nestjs/cqrs';
import type { PersonalInformationAnswer } from './personal-information-answer';

/** The member's own saved information; null before the first save. */
export class GetPersonalInformationQuery extends Query<PersonalInformationAnswer | null> {
  constructor(readonly memberId: string) {
    super();
  }
}
