import type { EntityManager } from '@mikro-orm/postgresql';
import { Query } from '@nestjs/cqrs';

/** A stretch of time, [startsAt, endsAt). */
export interface CoachTimeSpan {
  startsAt: Date;
  endsAt: Date;
}

/** One coach's working time over the asked range (issue 30). */
export interface CoachWorkingTime {
  coachId: string;
  /** The weekly hours minus the days off, as concrete spans (those that meet joined), earliest first. */
  working: CoachTimeSpan[];
  /** The days off touching the range, each the whole Tokyo day. */
  daysOff: CoachTimeSpan[];
}

/**
 * Published (trials): when these coaches work over [from, to): their weekly hours minus their days off. Trials offers a
 * trial slot only inside `working` (a window opened with 時間外でも登録 only off `daysOff`), and checks it again as a
 * seat is claimed, on its transaction under the coach's time lock (`within`). An unknown coach answers no entry.
 */
export class ListCoachWorkingTimesQuery extends Query<CoachWorkingTime[]> {
  constructor(
    readonly coachIds: readonly string[],
    readonly from: Date,
    readonly to: Date,
    /** The asker's writing transaction, holding the coach's time lock: read on it, not beside it. */
    readonly within?: EntityManager,
  ) {
    super();
  }
}
