import { Query } from '@nestjs/cqrs';

/** Where a coach is written to: his name and his mail address (null: none on file). */
export interface CoachContact {
  id: string;
  name: string;
  email: string | null;
}

/** Published (trials): the coaches' contacts, for the mails a coach gets of trials booked with him (issue 30). */
export class GetCoachContactsQuery extends Query<CoachContact[]> {
  constructor(readonly coachIds: readonly string[]) {
    super();
  }
}
