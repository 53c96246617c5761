import { Command } from '@nestjs/cqrs';

/** Someone asks for a reset link. Nothing in the answer says whether the address is registered. */
export class RequestPasswordResetCommand extends Command<void> {
  constructor(readonly email: string) {
    super();
  }
}
