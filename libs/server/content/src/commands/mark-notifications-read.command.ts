import { Command } from '@nestjs/cqrs';

/**
 * The member opened the bell: what they were shown is read: every item as new as `until` (the newest one shown)
 * or older; with no `until`, everything up to now. Only this member's mark moves.
 */
export class MarkNotificationsReadCommand extends Command<void> {
  constructor(
    readonly memberId: string,
    readonly until: Date | null = null,
  ) {
    super();
  }
}
