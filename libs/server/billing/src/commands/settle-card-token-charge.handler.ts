import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Inject } from '@nestjs/common';
import { CardProviderClient } from '../card-provider/card-provider-client';
import { chargeAtProvider } from '../card-provider/charge-once';
import { tokenChargeOrderId } from './charge-card-token.handler';
import { SettleCardTokenChargeCommand, type CardChargeSettlement } from './settle-card-token-charge.command';

/**
 * The token-charge side of the outcome-unknown path (jobs/reconcile-charges.job.ts does the same for orders): the
 * provider's record of the trade decides (`chargeAtProvider`). Carried out → captured; entered but never executed, or
 * never entered → not charged (the token has expired, so it never will be).
 */
@CommandHandler(SettleCardTokenChargeCommand)
export class SettleCardTokenChargeHandler implements ICommandHandler<SettleCardTokenChargeCommand> {
  constructor(@Inject(CardProviderClient) private readonly provider: CardProviderClient) {}

  async execute({ purpose, reference }: SettleCardTokenChargeCommand): Promise<CardChargeSettlement> {
    const settled = await chargeAtProvider(this.provider, tokenChargeOrderId(purpose, reference));
    if (settled.outcome === 'captured') return { outcome: 'captured', providerOrderId: settled.providerOrderId, tranId: settled.tranId, chargedAt: settled.chargedAt };
    return { outcome: 'not-charged', providerOrderId: settled.providerOrderId };
  }
}
