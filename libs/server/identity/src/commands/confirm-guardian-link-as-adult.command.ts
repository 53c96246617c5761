import { Command } from '@nestjs/cqrs';

/**
 * A student who was a minor when the link was accepted, and is 18 now, answers whether it continues (spec §5, issue 31
 * slice 3, ADR 0046). `adult`: 18 or over today, as billing's student information says (the composition module asks
 * it); `continues: false` ends the link.
 */
export class ConfirmGuardianLinkAsAdultCommand extends Command<void> {
  constructor(
    readonly linkId: string,
    readonly memberId: string,
    readonly adult: boolean,
    readonly continues: boolean,
  ) {
    super();
  }
}
