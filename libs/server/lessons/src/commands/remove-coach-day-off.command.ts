import { Command } from '@nestjs/cqrs';
import type { ActingOperator } from './acting-operator';

/** A coach (his own) or staff (any coach's) takes back a day off (`YYYY-MM-DD`, Tokyo). */
export class RemoveCoachDayOffCommand extends Command<void> {
  constructor(
    readonly coachId: string,
    readonly day: string,
    readonly operator: ActingOperator,
  ) {
    super();
  }
}
