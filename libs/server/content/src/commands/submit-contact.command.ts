import { Command } from '@nestjs/cqrs';
import type { ContactRequest } from '@coaching/contracts';

/** A visitor sends the contact form. Answers the new inquiry's id. `acknowledge`: the address is within its share of acknowledgements. */
export class SubmitContactCommand extends Command<{ id: string }> {
  constructor(
    readonly request: ContactRequest,
    readonly correlationId?: string,
    readonly acknowledge = true,
  ) {
    super();
  }
}
