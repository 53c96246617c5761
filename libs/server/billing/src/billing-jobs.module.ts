import { Module } from '@nestjs/common';
import { CardProviderClient } from './card-provider/card-provider-client';
import { SavedCards } from './card-provider/saved-cards';
import { ChargeDueInstalmentsJob } from './jobs/charge-due-instalments.job';
import { ChargePaymentJob } from './jobs/charge-payment.job';
import { ChargeScanQueue } from './jobs/charge-scan-queue';
import { ReconcileChargesJob } from './jobs/reconcile-charges.job';
import { ForgetDeclinedCardJob } from './jobs/forget-declined-card.job';
import { ForgetMemberCardsJob } from './jobs/forget-member-cards.job';
import { RemindRefundApprovalJob } from './jobs/remind-refund-approval.job';
import { CardChanges } from './commands/card-changes';
import { Leases } from './commands/leases';
import { BillingEventHandlers } from './billing-event-handlers';
import { SettleCardTokenChargeHandler } from './commands/settle-card-token-charge.handler';

/**
 * The worker's side of billing: card charges through the provider, the monthly split billing and the reconciliation of
 * charges left without an outcome (orders here; token charges of other contexts through `SettleCardTokenChargeCommand`,
 * which the camp's scan sends).
 */
@Module({
  providers: [CardProviderClient, SavedCards, Leases, CardChanges, ChargeScanQueue, ChargePaymentJob, ForgetDeclinedCardJob, ForgetMemberCardsJob, RemindRefundApprovalJob, ChargeDueInstalmentsJob, ReconcileChargesJob, SettleCardTokenChargeHandler, BillingEventHandlers],
})
export class BillingJobsModule {}
