import { Command } from '@nestjs/cqrs';
import type { CoachDayOffInput } from '@coaching/contracts';
import type { ActingOperator } from './acting-operator';

/** A coach (his own) or staff (any coach's) adds a day off (休み, issue 30). */
export class AddCoachDayOffCommand extends Command<void> {
  constructor(
    readonly coachId: string,
    readonly input: CoachDayOffInput,
    readonly operator: ActingOperator,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}
