import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Inject } from '@nestjs/common';
import { CardProviderClient, type TradeAccess } from '../card-provider/card-provider-client';
import { CardProviderError, ProviderErrorInfo } from '../card-provider/card-provider-errors';
import { splitTaxIncluded } from '../domain/tax-split';
import { ChargeCardTokenCommand, type CardChargeOutcome } from './charge-card-token.command';

/** Trades the provider has already carried out for an OrderID: recorded, never charged again. */
export const DONE_AT_PROVIDER = new Set(['CAPTURE', 'SALES', 'AUTH']);

/** The provider's OrderID of a charge another context asks for: ≤27 characters of [A-Za-z0-9-]. */
export const tokenChargeOrderId = (purpose: string, reference: string) => `${purpose}-${reference.replace(/[^A-Za-z0-9]/g, '')}`.slice(0, 27);

/**
 * Charges a card token once (ADR 0010), the way the order charge job does (PROTOCOLS.md, safe charging): ask
 * the provider first (`SearchTrade`), enter the trade only when it has none, execute only an entry not yet
 * executed. A decline is answered as `refused` with the provider's words; an outage throws
 * `BILLING.PROVIDER_UNAVAILABLE` and the caller may ask again with the same reference.
 */
@CommandHandler(ChargeCardTokenCommand)
export class ChargeCardTokenHandler implements ICommandHandler<ChargeCardTokenCommand> {
  constructor(@Inject(CardProviderClient) private readonly provider: CardProviderClient) {}

  async execute({ purpose, reference, total, cardToken }: ChargeCardTokenCommand): Promise<CardChargeOutcome> {
    const orderId = tokenChargeOrderId(purpose, reference);
    const captured = (tranId: string) => ({ outcome: 'captured' as const, providerOrderId: orderId, tranId: tranId || null, chargedAt: new Date().toISOString() });
    try {
      const trade = await this.provider.searchTrade(orderId);
      if (trade && DONE_AT_PROVIDER.has(trade.status)) return captured(trade.tranId);
      let access: TradeAccess | null = trade ? { accessId: trade.accessId, accessPass: trade.accessPass } : null;
      if (!access) {
        const { amount, tax } = splitTaxIncluded(total);
        try {
          access = await this.provider.entryTran({ orderId, jobCd: 'CAPTURE', amount, tax });
        } catch (error) {
          if (!(error instanceof CardProviderError && error.has(ProviderErrorInfo.orderIdTaken))) throw error;
          const again = await this.provider.searchTrade(orderId);
          if (!again) throw error;
          if (DONE_AT_PROVIDER.has(again.status)) return captured(again.tranId);
          access = { accessId: again.accessId, accessPass: again.accessPass };
        }
      }
      const exec = await this.provider.execTran({ ...access, orderId, card: { token: cardToken } });
      return captured(exec.tranId);
    } catch (error) {
      if (error instanceof CardProviderError && !error.retryable) return { outcome: 'refused', providerOrderId: orderId, code: error.infos[0] ?? 'E', message: error.message };
      throw error;
    }
  }
}
