import { Command } from '@nestjs/cqrs';

/** Support exported a member's data (開示): recorded on the member's stream for the audit log (ADR 0023, 0042). */
export class RecordMemberDataExportCommand extends Command<void> {
  constructor(
    readonly memberId: string,
    readonly operator: { id: string; name: string },
  ) {
    super();
  }
}
