import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Inject } from '@nestjs/common';
import { CardProviderClient } from '../card-provider/card-provider-client';
import { chargeOnce } from '../card-provider/charge-once';
import { splitTaxIncluded } from '../domain/tax-split';
import { ChargeCardTokenCommand, type CardChargeOutcome } from './charge-card-token.command';

/** The provider's OrderID of a charge another context asks for: ≤27 characters of [A-Za-z0-9-]. */
export const tokenChargeOrderId = (purpose: string, reference: string) => `${purpose}-${reference.replace(/[^A-Za-z0-9]/g, '')}`.slice(0, 27);

/**
 * Charges a card token once (ADR 0010) with the one charge algorithm (`chargeOnce`, PROTOCOLS.md, safe charging),
 * always asking the provider first: the caller cannot tell a first try from a retry of the same reference. A
 * decline is answered as `refused` with the provider's words; no final answer (congestion, an outage) throws
 * `BILLING.PROVIDER_UNAVAILABLE` or the provider's busy refusal, and the caller may ask again with the same reference.
 */
@CommandHandler(ChargeCardTokenCommand)
export class ChargeCardTokenHandler implements ICommandHandler<ChargeCardTokenCommand> {
  constructor(@Inject(CardProviderClient) private readonly provider: CardProviderClient) {}

  async execute({ purpose, reference, total, cardToken }: ChargeCardTokenCommand): Promise<CardChargeOutcome> {
    const orderId = tokenChargeOrderId(purpose, reference);
    const { amount, tax } = splitTaxIncluded(total);
    const charged = await chargeOnce(this.provider, { orderId, amount, tax, card: { token: cardToken }, askFirst: true });
    switch (charged.outcome) {
      case 'captured':
        return { outcome: 'captured', providerOrderId: charged.providerOrderId, tranId: charged.tranId, chargedAt: charged.chargedAt };
      case 'declined':
        return { outcome: 'refused', providerOrderId: charged.providerOrderId, code: charged.code, message: charged.message };
      case 'unknown':
        throw charged.error;
    }
  }
}
