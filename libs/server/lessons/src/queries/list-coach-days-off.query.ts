import { Query } from '@nestjs/cqrs';
import type { AdminCoachDayOff } from '@coaching/contracts';
import type { ActingOperator } from '../commands/acting-operator';

/** The back office: a coach's days off from today (Tokyo) on; null when the operator may not see the coach. */
export class ListCoachDaysOffQuery extends Query<AdminCoachDayOff[] | null> {
  constructor(
    readonly operator: ActingOperator,
    readonly coachId: string,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}
