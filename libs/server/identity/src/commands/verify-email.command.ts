import { Command } from '@nestjs/cqrs';

export type VerifyEmailOutcome = 'verified' | 'already-verified' | 'invalid';

/** A member opens the signed link from the verification mail. */
export class VerifyEmailCommand extends Command<VerifyEmailOutcome> {
  constructor(readonly link: { publicId: string; hash: string; expires: string; signature: string }) {
    super();
  }
}
