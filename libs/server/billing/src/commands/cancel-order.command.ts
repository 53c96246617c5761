import { Command } from '@nestjs/cqrs';

/**
 * The member calls off their unpaid bank-transfer order (its pending subscription is withdrawn by a
 * reactor). Answers whether anything changed: a second cancel is no error. Another member's order is
 * unknown to them.
 */
export class CancelOrderCommand extends Command<{ changed: boolean }> {
  constructor(
    readonly memberId: string,
    readonly paymentId: string,
  ) {
    super();
  }
}
