import { Command } from '@nestjs/cqrs';

/**
 * Sends the verification link again (spec §7 `email/verification-notification`, `email/send`), to the member or to
 * the member registered with an address; nothing when there is none or they are verified already. Rate limits are
 * the caller's.
 */
export class SendVerificationMailCommand extends Command<void> {
  constructor(readonly to: { memberId: string } | { email: string }) {
    super();
  }
}
