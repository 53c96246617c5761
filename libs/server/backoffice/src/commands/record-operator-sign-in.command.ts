import { Command } from '@nestjs/cqrs';

/** An operator signed in: their last sign-in time, and the sign-in on the record for the audit log. */
export class RecordOperatorSignInCommand extends Command<void> {
  constructor(
    readonly operatorId: string,
    readonly ip: string,
  ) {
    super();
  }
}
