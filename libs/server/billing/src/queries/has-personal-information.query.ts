import { Query } from '@nestjs/cqrs';

/** Published (identity's `GET /api/me`: `is_personal_information_completed`): has the member saved the student information? */
export class HasPersonalInformationQuery extends Query<boolean> {
  constructor(readonly memberId: string) {
    super();
  }
}
