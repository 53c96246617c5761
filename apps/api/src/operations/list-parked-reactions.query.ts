import { Query } from '@nestjs/cqrs';
import type { PARKED_REACTION_SORT_FIELDS, ParkedReactionDto } from '@coaching/contracts';

export interface ParkedReactionCriteria {
  resolved?: boolean;
  sort: { field: (typeof PARKED_REACTION_SORT_FIELDS)[number]; order: 'ASC' | 'DESC' };
  range: { start: number; end: number };
}

/** The reactions the worker gave up on (parked), a page of them, for admins. */
export class ListParkedReactionsQuery extends Query<{ rows: ParkedReactionDto[]; total: number }> {
  constructor(readonly criteria: ParkedReactionCriteria) {
    super();
  }
}
