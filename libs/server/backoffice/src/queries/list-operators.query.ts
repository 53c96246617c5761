import { Query } from '@nestjs/cqrs';
import type { AdminOperator } from '@coaching/contracts';

export const OPERATOR_SORT_FIELDS = ['name', 'email', 'role', 'created_at', 'last_login_at'] as const;

/** The operator accounts (admin only), or those of `id` (one or several), with each coach account's coach record. */
export class ListOperatorsQuery extends Query<{ rows: AdminOperator[]; total: number }> {
  constructor(
    readonly options: {
      id?: string | string[];
      q?: string;
      role?: AdminOperator['role'];
      active?: boolean;
      sort: { field: (typeof OPERATOR_SORT_FIELDS)[number]; order: 'ASC' | 'DESC' };
      range: { start: number; end: number };
    },
  ) {
    super();
  }
}
