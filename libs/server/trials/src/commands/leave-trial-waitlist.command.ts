import { Command } from '@nestjs/cqrs';
import type { TrialWaitlistLeaveRequest } from '@coaching/contracts';

/** The member stops waiting for a slot; a seat held for them from the waitlist goes to the next waiter. */
export class LeaveTrialWaitlistCommand extends Command<{ left: true }> {
  constructor(
    readonly memberId: string,
    readonly request: TrialWaitlistLeaveRequest,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}
