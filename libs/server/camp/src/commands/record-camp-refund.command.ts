import { Command } from '@nestjs/cqrs';

/** Back office: the school sent a cancelled bank-transfer application's refund by its own transfer. */
export class RecordCampRefundCommand extends Command<void> {
  constructor(
    readonly applicationId: string,
    readonly operatorId: string,
  ) {
    super();
  }
}
