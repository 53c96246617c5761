import { Query } from '@nestjs/cqrs';
import type { ADMIN_TRIAL_HOURS_SORT_FIELDS, AdminTrialHours, adminTrialHoursFilterSchema } from '@coaching/contracts';
import type { ListParams } from '@coaching/server-core';
import type { z } from 'zod';

export type TrialHoursCriteria = ListParams<(typeof ADMIN_TRIAL_HOURS_SORT_FIELDS)[number], z.infer<typeof adminTrialHoursFilterSchema>>;

/** Weekly trial hours per game and coach, for the school's staff. */
export class ListTrialHoursQuery extends Query<{ rows: AdminTrialHours[]; total: number }> {
  constructor(readonly criteria: TrialHoursCriteria) {
    super();
  }
}
