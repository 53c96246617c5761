import { Query } from '@nestjs/cqrs';
import type { ContactInquiry, ContactStatus } from '@coaching/contracts';

export const CONTACT_SORT_FIELDS = ['created_at', 'name', 'email', 'status'] as const;
export type ContactSortField = (typeof CONTACT_SORT_FIELDS)[number];

export interface ListContactsCriteria {
  q?: string;
  status?: ContactStatus;
  sort: { field: ContactSortField; order: 'ASC' | 'DESC' };
  range: { start: number; end: number };
}

/** A page of inquiries for the back office, with the total for `Content-Range`. */
export class ListContactsQuery extends Query<{ rows: ContactInquiry[]; total: number }> {
  constructor(readonly criteria: ListContactsCriteria) {
    super();
  }
}
