import { Command } from '@nestjs/cqrs';
import type { ContactRequest } from '@coaching/contracts';

/** A visitor sends the contact form. Answers the new inquiry's id. */
export class SubmitContactCommand extends Command<{ id: string }> {
  constructor(
    readonly request: ContactRequest,
    readonly correlationId?: string,
  ) {
    super();
  }
}
