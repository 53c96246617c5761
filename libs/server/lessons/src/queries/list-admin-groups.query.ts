import { Query } from '@nestjs/cqrs';
import type { AdminGroup } from '@coaching/contracts';
import type { ActingOperator } from '../commands/acting-operator';

/** What the list sorts by: newest first by default, or by the name or kind columns (and the lesson form's group choice). */
export const ADMIN_GROUP_SORT_FIELDS = ['created_at', 'name', 'type_label'] as const;

export interface AdminGroupCriteria {
  /** `id`: react-admin's getMany; `q`: part of the name. */
  filter: { id?: string | string[]; q?: string };
  sort: { field: (typeof ADMIN_GROUP_SORT_FIELDS)[number]; order: 'ASC' | 'DESC' };
  range: { start: number; end: number };
}

/** The groups of the group plans with their members, a page of them; a coach sees the groups they teach. */
export class ListAdminGroupsQuery extends Query<{ rows: AdminGroup[]; total: number }> {
  constructor(
    readonly operator: ActingOperator,
    readonly criteria: AdminGroupCriteria,
  ) {
    super();
  }
}
