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
    /** 時間外でも登録: staff book outside the coach's weekly hours or on his day off (issue 30); a coach may not. */
    readonly outsideHours = false,
  ) {
    super();
  }
}
