import { Query } from '@nestjs/cqrs';
import type { AdminCampApplication, CampApplicationStatus } from '@coaching/contracts';

export const CAMP_APPLICATION_SORT_FIELDS = ['applied_at', 'name', 'status', 'total'] as const;

export interface CampApplicationCriteria {
  camp_event_id?: number;
  status?: CampApplicationStatus;
  q?: string;
  sort: { field: (typeof CAMP_APPLICATION_SORT_FIELDS)[number]; order: 'ASC' | 'DESC' };
  range: { start: number; end: number };
}

/** Back office: the applications, one page, by camp, status or a name, kana, e-mail or phone. */
export class ListCampApplicationsQuery extends Query<{ rows: AdminCampApplication[]; total: number }> {
  constructor(readonly criteria: CampApplicationCriteria) {
    super();
  }
}
