import { Command } from '@nestjs/cqrs';

export type VerifyEmailOutcome = 'verified' | 'already-verified' | 'invalid';

/** A member opens the signed link from the verification mail: the outcome, and whose link it was (null when invalid). */
export class VerifyEmailCommand extends Command<{ outcome: VerifyEmailOutcome; memberId: string | null }> {
  constructor(readonly link: { publicId: string; hash: string; expires: string; signature: string }) {
    super();
  }
}
