import { Command } from '@nestjs/cqrs';

/** An operator records that a member's bank transfer arrived: the plan or items become the member's. */
export class RecordTransferReceivedCommand extends Command<{ changed: boolean }> {
  constructor(
    readonly paymentId: string,
    readonly operator: { id: string; name: string },
  ) {
    super();
  }
}
