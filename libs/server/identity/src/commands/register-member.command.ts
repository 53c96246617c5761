import { Command } from '@nestjs/cqrs';
import type { RegisterRequest } from '@coaching/contracts';

/** A visitor signs up with e-mail and password, as a student or as a guardian (issue 31). Answers the new account's id. */
export class RegisterMemberCommand extends Command<{ userId: string }> {
  constructor(
    readonly request: RegisterRequest,
    readonly kind: 'member' | 'guardian' = 'member',
    /** A guardian's name given at sign-up (issue 31): shown to the child and in the invitation mails. */
    readonly name?: { lastName?: string; firstName?: string },
  ) {
    super();
  }
}
