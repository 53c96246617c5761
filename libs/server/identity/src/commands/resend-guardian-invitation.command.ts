import { Command } from '@nestjs/cqrs';

/** Support sends a pending link's invitation mail again (issue 31); recorded on the link's stream (ADR 0023). */
export class ResendGuardianInvitationCommand extends Command<void> {
  constructor(
    readonly linkId: string,
    readonly operator: { id: string; name: string },
  ) {
    super();
  }
}
