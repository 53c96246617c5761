import { Command } from '@nestjs/cqrs';
import type { ActingOperator } from './acting-operator';

/** Support or the coach books a member's personal lesson: the coach defaults to the member's assigned coach. */
export class ScheduleLessonCommand extends Command<{ lessonId: string }> {
  constructor(
    readonly memberId: string,
    readonly startsAt: Date,
    readonly minutes: number,
    readonly coachId: string | undefined,
    readonly operator: ActingOperator,
  ) {
    super();
  }
}
