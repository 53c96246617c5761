import { Query } from '@nestjs/cqrs';
import type { AdminCampEvent } from '@coaching/contracts';

export const CAMP_EVENT_SORT_FIELDS = ['id', 'starts_at', 'name', 'application_ends_at'] as const;

/** Back office: the camp events (or those of `ids`), one page. */
export class ListCampEventsQuery extends Query<{ rows: AdminCampEvent[]; total: number }> {
  constructor(readonly criteria: { ids?: number[]; sort: { field: (typeof CAMP_EVENT_SORT_FIELDS)[number]; order: 'ASC' | 'DESC' }; range: { start: number; end: number } }) {
    super();
  }
}
