import { Query } from '@nestjs/cqrs';
import type { AdminTrial } from '@coaching/contracts';

/** One trial booking as the back office lists it; null: none (or only a request, never booked nor held). */
export class GetAdminTrialQuery extends Query<AdminTrial | null> {
  constructor(readonly trialId: string) {
    super();
  }
}
