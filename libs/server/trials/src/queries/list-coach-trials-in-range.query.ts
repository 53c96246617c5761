import { Query } from '@nestjs/cqrs';
import type { TrialStatusName } from '@coaching/contracts';

/** A free trial a coach gives, with the names the visitor typed on the trial form. */
export interface CoachRangeTrial {
  id: string;
  memberId: string;
  gameId: number;
  startsAt: Date;
  endsAt: Date;
  status: TrialStatusName;
  lastName: string;
  firstName: string;
}

/**
 * Published (composition's coach agenda): the trials booked with the coach starting in [from, to), in time order:
 * booked, taken place (attended, no-show) or cancelled; not seats still held or let go.
 */
export class ListCoachTrialsInRangeQuery extends Query<CoachRangeTrial[]> {
  constructor(
    readonly coachId: string,
    readonly from: Date,
    readonly to: Date,
  ) {
    super();
  }
}
