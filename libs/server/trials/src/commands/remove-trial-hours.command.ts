import { Command } from '@nestjs/cqrs';

/** An operator removes a weekly trial window (seats already taken stay booked). */
export class RemoveTrialHoursCommand extends Command<{ removed: boolean }> {
  constructor(
    readonly id: string,
    readonly operatorId: string,
  ) {
    super();
  }
}
