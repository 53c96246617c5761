import { Command } from '@nestjs/cqrs';
import type { RegisterRequest } from '@coaching/contracts';

/** A visitor signs up with e-mail and password. Answers the new member's id. */
export class RegisterMemberCommand extends Command<{ userId: string }> {
  constructor(readonly request: RegisterRequest) {
    super();
  }
}
