import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Inject } from '@nestjs/common';
import { domainError } from '@coaching/server-core';
import { CardProviderClient } from '../card-provider/card-provider-client';
import { BillingErrors } from '../domain/billing-errors';
import { splitTaxIncluded } from '../domain/tax-split';
import { RefundCardChargeCommand, type CardRefundOutcome } from './refund-card-charge.command';

/**
 * Refunds a token charge (ADR 0010) from the provider's own record of it: the whole of it by `RETURN` (`VOID` while only provisionally authorised), a part
 * by lowering the captured amount to what is kept (`ChangeTran`). The provider's trade says what is left, so
 * asking twice refunds once: a trade already returned, or already at the amount kept, is answered as it is.
 */
@CommandHandler(RefundCardChargeCommand)
export class RefundCardChargeHandler implements ICommandHandler<RefundCardChargeCommand> {
  constructor(@Inject(CardProviderClient) private readonly provider: CardProviderClient) {}

  async execute({ providerOrderId, charged, refund }: RefundCardChargeCommand): Promise<CardRefundOutcome> {
    const trade = await this.provider.searchTrade(providerOrderId);
    if (!trade) throw domainError(BillingErrors.CHARGE_NOT_FOUND);
    const answer = (status: string) => ({ providerOrderId, status, refunded: Math.max(0, refund), refundedAt: new Date().toISOString() });
    if (trade.status === 'RETURN' || trade.status === 'VOID' || refund <= 0) return answer(trade.status);
    const access = { accessId: trade.accessId, accessPass: trade.accessPass };
    if (refund >= charged) {
      // A provisional sale not yet captured is voided (nothing was taken); a captured one is returned.
      const jobCd = trade.status === 'AUTH' ? 'VOID' : 'RETURN';
      await this.provider.alterTran({ ...access, jobCd });
      return answer(jobCd);
    }
    if (trade.status !== 'CAPTURE' && trade.status !== 'SALES' && trade.status !== 'AUTH') throw domainError(BillingErrors.CHARGE_NOT_FOUND);
    const keep = charged - refund;
    if (trade.amount + trade.tax === keep) return answer(trade.status);
    const { amount, tax } = splitTaxIncluded(keep);
    await this.provider.changeTran({ ...access, jobCd: trade.status, amount, tax });
    return answer(trade.status);
  }
}
