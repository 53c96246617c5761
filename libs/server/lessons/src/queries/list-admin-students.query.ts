import { Query } from '@nestjs/cqrs';
import type { AdminStudent } from '@coaching/contracts';
import type { ActingOperator } from '../commands/acting-operator';

export const ADMIN_STUDENT_SORT_FIELDS = ['starts_at', 'ends_at'] as const;

export interface AdminStudentCriteria {
  filter: { unassigned?: boolean; coach_id?: string; q?: string; id?: string | string[] };
  sort?: { field: (typeof ADMIN_STUDENT_SORT_FIELDS)[number]; order: 'ASC' | 'DESC' };
  range: { start: number; end: number };
}

/** The back office's students (running subscriptions with their coach), 未割当 first; a coach sees their own. */
export class ListAdminStudentsQuery extends Query<{ rows: AdminStudent[]; total: number }> {
  constructor(
    readonly operator: ActingOperator,
    readonly criteria: AdminStudentCriteria,
  ) {
    super();
  }
}
