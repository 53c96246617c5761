import { Query } from '@nestjs/cqrs';
import type { TrialSchedule } from '@coaching/contracts';

/** Spec §7 `GET /api/trials/schedule`: the week from `start` (a Tokyo day) of a game's slots and seats left. */
export class GetTrialScheduleQuery extends Query<TrialSchedule> {
  constructor(
    readonly gameId: number,
    readonly start: string,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}
