import { Query } from '@nestjs/cqrs';
import type { AdminLesson } from '@coaching/contracts';
import type { ActingOperator } from '../commands/acting-operator';

/** One lesson as the back office shows it; null: no such lesson, or not the asking coach's. */
export class GetAdminLessonQuery extends Query<AdminLesson | null> {
  constructor(
    readonly operator: ActingOperator,
    readonly lessonId: string,
  ) {
    super();
  }
}
