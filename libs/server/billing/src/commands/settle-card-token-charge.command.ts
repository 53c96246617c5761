import { Command } from '@nestjs/cqrs';
import type { CardChargePurpose } from './charge-card-token.command';

/**
 * How long after a `ChargeCardTokenCommand` was sent its outcome is final at the provider: a card token lives
 * 30 minutes (PROTOCOLS.md), so after that, and a minute for a call still in flight, nothing can execute the
 * trade any more and what `SearchTrade` says is the whole story.
 */
export const TOKEN_CHARGE_FINAL_AFTER_MS = 31 * 60 * 1000;

/** What the provider did with a token charge whose answer never came: carried it out, or not (nothing charged). */
export type CardChargeSettlement =
  | { outcome: 'captured'; providerOrderId: string; tranId: string | null; chargedAt: string }
  | { outcome: 'not-charged'; providerOrderId: string };

/**
 * Settles a `ChargeCardTokenCommand` that got no answer (published in `./commands`; ADR 0010): asks the provider
 * what became of the trade `<purpose>-<reference>` (`SearchTrade`) and answers it; it never charges. Send it only
 * `TOKEN_CHARGE_FINAL_AFTER_MS` after the charge, when the token can no longer be used. A provider that still
 * does not answer throws `BILLING.PROVIDER_UNAVAILABLE`: ask again later.
 */
export class SettleCardTokenChargeCommand extends Command<CardChargeSettlement> {
  constructor(
    readonly purpose: CardChargePurpose,
    readonly reference: string,
  ) {
    super();
  }
}
