import { Command } from '@nestjs/cqrs';

/** Either side, or support, ends a link (or declines or withdraws an invitation); the history stays (issue 31). */
export class EndGuardianLinkCommand extends Command<void> {
  constructor(
    readonly linkId: string,
    readonly by: { party: 'member' | 'guardian'; id: string } | { party: 'operator'; id: string; name: string },
  ) {
    super();
  }
}
