import { Command } from '@nestjs/cqrs';
import type { ActingOperator } from './acting-operator';

/** Support or the lesson's coach moves a lesson that has not started, within the coach's weekly hours. */
export class RescheduleLessonCommand extends Command<void> {
  constructor(
    readonly lessonId: string,
    readonly startsAt: Date,
    readonly minutes: number,
    readonly operator: ActingOperator,
  ) {
    super();
  }
}
