import { Command } from '@nestjs/cqrs';

/** The member opened the bell: everything up to now is read. */
export class MarkNotificationsReadCommand extends Command<void> {
  constructor(readonly memberId: string) {
    super();
  }
}
