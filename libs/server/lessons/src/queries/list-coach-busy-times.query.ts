import type { EntityManager } from '@mikro-orm/postgresql';
import { Query } from '@nestjs/cqrs';

/** A stretch of time a coach is teaching (a lesson not cancelled). */
export interface CoachBusyTime {
  coachId: string;
  startsAt: Date;
  endsAt: Date;
}

/** Published (trials): when these coaches teach lessons that overlap [from, to). */
export class ListCoachBusyTimesQuery extends Query<CoachBusyTime[]> {
  constructor(
    readonly coachIds: readonly string[],
    readonly from: Date,
    readonly to: Date,
    /** The asker's writing transaction, holding the coach's time lock (lessons' `lockCoachTime`, `LockCoachTimeCommand`): read on it, not beside it. */
    readonly within?: EntityManager,
  ) {
    super();
  }
}
