import { Query } from '@nestjs/cqrs';
import type { CardSchedule } from '@coaching/contracts';

/** The member's monthly schedules still to be charged, each with the saved card that pays it. */
export class ListCardSchedulesQuery extends Query<CardSchedule[]> {
  constructor(readonly memberId: string) {
    super();
  }
}
