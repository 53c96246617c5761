import type { EntityManager } from '@mikro-orm/postgresql';
import { Query } from '@nestjs/cqrs';
import type { CoachBusyTime } from './list-coach-busy-times.query';

/**
 * Asked by lessons, answered by the trials context (its `ListCoachTrialTimesHandler`): when these coaches have a
 * free-trial seat taken, held or booked, overlapping [from, to). Scheduling refuses a lesson over it.
 * The class lives here, not in trials' `./queries`, because trials already reads lessons' queries: a class in
 * trials would make the two packages build each other, a cycle Nx refuses.
 */
export class ListCoachTrialTimesQuery extends Query<CoachBusyTime[]> {
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
