import { Command } from '@nestjs/cqrs';

/**
 * A student invites a guardian's address, or a guardian adds a child's address (issue 31, ADR 0037). The invitation
 * mail goes in the same transaction. Answers the new link's id; asked again of an expired invitation of the same
 * requester, renews that link (`renewed`).
 */
export class RequestGuardianLinkCommand extends Command<{ linkId: string; renewed: boolean }> {
  constructor(
    readonly requester: { party: 'member' | 'guardian'; id: string },
    readonly inviteeEmail: string,
  ) {
    super();
  }
}
