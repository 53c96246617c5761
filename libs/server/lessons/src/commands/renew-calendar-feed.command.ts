import { Command } from '@nestjs/cqrs';

/** Issues a new secret address for the lessons calendar of a member or a coach; the old address stops working. */
export class RenewCalendarFeedCommand extends Command<{ token: string }> {
  constructor(
    readonly ownerKind: 'member' | 'coach',
    readonly ownerId: string,
  ) {
    super();
  }
}
