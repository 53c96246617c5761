import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Inject } from '@nestjs/common';
import { CardProviderClient } from '../card-provider/card-provider-client';
import { DONE_AT_PROVIDER, tokenChargeOrderId } from './charge-card-token.handler';
import { SettleCardTokenChargeCommand, type CardChargeSettlement } from './settle-card-token-charge.command';

/**
 * The token-charge side of the outcome-unknown path (jobs/reconcile-charges.job.ts does the same for orders): the
 * provider's record of the trade decides. Carried out → captured; entered but never executed, or never entered →
 * not charged (the token has expired, so it never will be).
 */
@CommandHandler(SettleCardTokenChargeCommand)
export class SettleCardTokenChargeHandler implements ICommandHandler<SettleCardTokenChargeCommand> {
  constructor(@Inject(CardProviderClient) private readonly provider: CardProviderClient) {}

  async execute({ purpose, reference }: SettleCardTokenChargeCommand): Promise<CardChargeSettlement> {
    const providerOrderId = tokenChargeOrderId(purpose, reference);
    const trade = await this.provider.searchTrade(providerOrderId);
    if (trade && DONE_AT_PROVIDER.has(trade.status)) return { outcome: 'captured', providerOrderId, tranId: trade.tranId || null, chargedAt: new Date().toISOString() };
    return { outcome: 'not-charged', providerOrderId };
  }
}
