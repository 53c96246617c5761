import { Query } from '@nestjs/cqrs';
import type { CoachTrialConversionMonth } from '@coaching/contracts';

/** The back office's trial conversion per coach and Tokyo month, the last `months` months (issue 30). */
export class ListCoachTrialConversionQuery extends Query<CoachTrialConversionMonth[]> {
  constructor(
    readonly months: number,
    readonly now = new Date(),
  ) {
    super();
  }
}
