import { Query } from '@nestjs/cqrs';

/** What the free trial needs to know of a member (spec §6): trials left, paid or not, their name. */
export interface TrialApplicant {
  memberId: string;
  trialCount: number;
  /** The account itself is marked paid (`users.status`); a started subscription, billing's to say, also makes the member paid. */
  markedPaid: boolean;
  /** The account is linked to Discord; whether this session came through Discord is the session's to say. */
  discordLinked: boolean;
  lastName: string | null;
  firstName: string | null;
}

/** Published (trials): a member as the trial sees them; null for no such member. */
export class GetTrialApplicantQuery extends Query<TrialApplicant | null> {
  constructor(readonly memberId: string) {
    super();
  }
}
