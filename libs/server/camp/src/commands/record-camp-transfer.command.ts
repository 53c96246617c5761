import { Command } from '@nestjs/cqrs';

/** Back office: the parent's bank transfer arrived; the parent is mailed. */
export class RecordCampTransferCommand extends Command<void> {
  constructor(
    readonly applicationId: string,
    readonly operatorId: string,
  ) {
    super();
  }
}
