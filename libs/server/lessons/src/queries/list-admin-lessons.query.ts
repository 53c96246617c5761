import { Query } from '@nestjs/cqrs';
import type { AdminLesson, AdminLessonFilter } from '@coaching/contracts';
import type { ActingOperator } from '../commands/acting-operator';

export interface AdminLessonCriteria {
  filter: AdminLessonFilter;
  sort: { field: 'starts_at' | 'status'; order: 'ASC' | 'DESC' };
  range: { start: number; end: number };
}

/** Lessons for the back office, a page of them; a coach sees their own. */
export class ListAdminLessonsQuery extends Query<{ rows: AdminLesson[]; total: number }> {
  constructor(
    readonly operator: ActingOperator,
    readonly criteria: AdminLessonCriteria,
  ) {
    super();
  }
}
