import { Command } from '@nestjs/cqrs';
import type { WeeklyHours } from '@coaching/contracts';
import type { ActingOperator } from './acting-operator';

/** Staff edit a coach; a coach edits only their own weekly hours and profile. */
export class UpdateCoachCommand extends Command<void> {
  constructor(
    readonly coachId: string,
    readonly changes: { name?: string; profile?: string; is_active?: boolean; weekly_hours?: WeeklyHours[] },
    readonly operator: ActingOperator,
  ) {
    super();
  }
}
