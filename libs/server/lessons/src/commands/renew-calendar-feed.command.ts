import { Command } from '@nestjs/cqrs';

/**
 * Issues a new secret address for the lessons calendar of a member or a coach; the old address stops working.
 * `operatorId`: the back-office operator who issued a coach's (the member's own is theirs, no operator).
 */
export class RenewCalendarFeedCommand extends Command<{ token: string }> {
  constructor(
    readonly ownerKind: 'member' | 'coach',
    readonly ownerId: string,
    readonly operatorId?: string,
  ) {
    super();
  }
}
