import { Command } from '@nestjs/cqrs';

/** Who asks billing to charge a card outside a member's order, and why. */
export type CardChargePurpose = 'camp';

/** What became of a charge: captured (once, whatever the retries), or refused by the provider with its words. */
export type CardChargeOutcome =
  | { outcome: 'captured'; providerOrderId: string; tranId: string | null; chargedAt: string }
  | { outcome: 'refused'; providerOrderId: string; code: string; message: string };

/**
 * Charges a single-use card token once, for another context (published in `./commands`; ADR 0010): the
 * provider trade's OrderID is `<purpose>-<reference>`, chosen by the caller, so asking again with the same
 * reference (a retry, a duplicate) records what the provider already did and never charges twice. `total` is
 * tax included. A provider that does not answer is `BILLING.PROVIDER_UNAVAILABLE` (the outcome may be unknown:
 * ask again with the same reference). Never sent from inside a transaction (ADR 0008).
 */
export class ChargeCardTokenCommand extends Command<CardChargeOutcome> {
  constructor(
    readonly purpose: CardChargePurpose,
    readonly reference: string,
    readonly total: number,
    readonly cardToken: string,
  ) {
    super();
  }
}
