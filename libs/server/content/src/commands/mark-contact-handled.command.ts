import { Command } from '@nestjs/cqrs';
import type { ContactInquiry } from '@coaching/contracts';

/** An operator marks an inquiry as handled. Answers the updated inquiry, or null when it does not exist. */
export class MarkContactHandledCommand extends Command<ContactInquiry | null> {
  constructor(
    readonly contactId: string,
    readonly operator: { id: string; name: string },
  ) {
    super();
  }
}
