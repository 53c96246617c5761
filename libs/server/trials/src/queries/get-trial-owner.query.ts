import { Query } from '@nestjs/cqrs';

/** The member a trial belongs to, or null for no such trial (the signed calendar link reads whose trial it is). */
export class GetTrialOwnerQuery extends Query<string | null> {
  constructor(readonly trialId: string) {
    super();
  }
}
