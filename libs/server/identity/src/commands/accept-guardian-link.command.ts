import { Command } from '@nestjs/cqrs';

/**
 * The invited side accepts a link (issue 31). `minor`: the student is under 18 today, as billing's student
 * information says (the composition module asks it); the acceptance then records the guardian's consent (spec §5).
 */
export class AcceptGuardianLinkCommand extends Command<void> {
  constructor(
    readonly linkId: string,
    readonly by: { party: 'member' | 'guardian'; id: string },
    readonly minor: boolean,
  ) {
    super();
  }
}
