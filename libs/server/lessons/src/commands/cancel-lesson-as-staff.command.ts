import { Command } from '@nestjs/cqrs';
import type { ActingOperator } from './acting-operator';

/** Support calls a lesson off for the school (a make-up credit), or records a member's late cancellation (a strike). */
export class CancelLessonAsStaffCommand extends Command<void> {
  constructor(
    readonly lessonId: string,
    readonly by: 'school' | 'member-late',
    readonly reason: string,
    readonly operator: ActingOperator,
  ) {
    super();
  }
}
