import { Query } from '@nestjs/cqrs';
import type { ADMIN_TRIAL_SORT_FIELDS, AdminTrial, adminTrialFilterSchema } from '@coaching/contracts';
import type { ListParams } from '@coaching/server-core';
import type { z } from 'zod';

export type AdminTrialCriteria = ListParams<(typeof ADMIN_TRIAL_SORT_FIELDS)[number], z.infer<typeof adminTrialFilterSchema>>;

/** The back office's trial bookings (lapsed holds included), with member, coach and conversion. */
export class ListAdminTrialsQuery extends Query<{ rows: AdminTrial[]; total: number }> {
  constructor(readonly criteria: AdminTrialCriteria) {
    super();
  }
}
