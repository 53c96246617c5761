import { Command } from '@nestjs/cqrs';

/** What the provider did with a refund: the trade as it now stands. */
export interface CardRefundOutcome {
  providerOrderId: string;
  /** The provider's status after the call: RETURN (refunded in full), or CAPTURE/SALES at the amount kept. */
  status: string;
  refunded: number;
  refundedAt: string;
}

/**
 * Refunds `refund` yen (tax included) of a charge of `charged` yen made by `ChargeCardTokenCommand`
 * (published in `./commands`; ADR 0010): the whole charge is returned (`RETURN`); a part of it lowers the
 * captured amount to `charged - refund` (`ChangeTran`), the rest being the fee. Asking again once done changes nothing.
 */
export class RefundCardChargeCommand extends Command<CardRefundOutcome> {
  constructor(
    readonly providerOrderId: string,
    readonly charged: number,
    readonly refund: number,
  ) {
    super();
  }
}
