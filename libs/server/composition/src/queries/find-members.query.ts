import { Query } from '@nestjs/cqrs';
import type { AdminMemberRow } from '@coaching/contracts';

/** How many members one search gathers from all contexts before paging: plenty for a box that names one person. */
export const MEMBER_SEARCH_CAP = 500;

/**
 * The back office's member search: by name, kana, e-mail, phone, Discord name or an application number (an
 * order's transfer reference or id, a provider order id, a camp application number), through each owning
 * context's published query; newest member first, one page.
 */
export class FindMembersQuery extends Query<{ rows: AdminMemberRow[]; total: number }> {
  constructor(
    readonly criteria: { q?: string; ids?: readonly string[] },
    readonly range: { start: number; end: number },
  ) {
    super();
  }
}
