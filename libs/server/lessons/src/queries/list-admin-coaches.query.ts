import { Query } from '@nestjs/cqrs';
import type { AdminCoach } from '@coaching/contracts';
import type { ActingOperator } from '../commands/acting-operator';

/** What the list sorts by: the name (the default), or the state, account and students columns, ties kept by name. */
export const ADMIN_COACH_SORT_FIELDS = ['name', 'is_active', 'has_account', 'students'] as const;

export interface AdminCoachCriteria {
  /** `id`: react-admin's getMany; `q`: the search box, part of the name or the code. */
  filter: { id?: string | string[]; game_id?: number; is_active?: boolean; q?: string };
  sort: { field: (typeof ADMIN_COACH_SORT_FIELDS)[number]; order: 'ASC' | 'DESC' };
  range: { start: number; end: number };
}

/** Coaches and their weekly hours, a page of them; a coach sees only their own record. */
export class ListAdminCoachesQuery extends Query<{ rows: AdminCoach[]; total: number }> {
  constructor(
    readonly operator: ActingOperator,
    readonly criteria: AdminCoachCriteria,
  ) {
    super();
  }
}
