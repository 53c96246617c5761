import { Command } from '@nestjs/cqrs';

/** An operator signed out: on the record for the audit log. */
export class RecordOperatorSignOutCommand extends Command<void> {
  constructor(
    readonly operatorId: string,
    readonly ip: string,
  ) {
    super();
  }
}
