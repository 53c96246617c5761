import { Command } from '@nestjs/cqrs';
import type { ActingOperator } from './acting-operator';

/** Support or the group's coach books a group lesson (the coach defaults to the group's). */
export class ScheduleGroupLessonCommand extends Command<{ lessonId: string }> {
  constructor(
    readonly groupId: string,
    readonly startsAt: Date,
    readonly minutes: number,
    readonly coachId: string | undefined,
    readonly operator: ActingOperator,
  ) {
    super();
  }
}
