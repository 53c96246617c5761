import { Command } from '@nestjs/cqrs';
import type { ResetPasswordRequest } from '@coaching/contracts';

/** A member sets a new password with the token from the reset mail. */
export class ResetPasswordCommand extends Command<void> {
  constructor(readonly request: ResetPasswordRequest) {
    super();
  }
}
