import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CardProviderClient } from './card-provider/card-provider-client';
import { CardChanges } from './commands/card-changes';
import { DeleteCardHandler } from './commands/delete-card.handler';
import { SaveCardHandler } from './commands/save-card.handler';
import { SavePurchaseCardHandler } from './commands/save-purchase-card.handler';
import { SetDefaultCardHandler } from './commands/set-default-card.handler';
import { MoveScheduleCardHandler } from './commands/move-schedule-card.handler';
import { ListCardSchedulesHandler } from './queries/list-card-schedules.handler';
import { Leases } from './commands/leases';
import { CardProviderController } from './http/card-provider.controller';
import { CardsController } from './http/cards.controller';
import { ListSavedCardsHandler } from './queries/list-saved-cards.handler';
import { SavedCards } from './card-provider/saved-cards';
import { GetPersonalInformationHandler } from './queries/get-personal-information.handler';
import { PersonalInformationController } from './http/personal-information.controller';
import { SavePersonalInformationHandler } from './commands/save-personal-information.handler';
import { PostalCodeLookup } from './postal-code/postal-code-lookup';
import { PostalCodesController } from './http/postal-codes.controller';
import { AdmissionFeeLedger, AdmissionFeesPaidTable } from './queries/admission-fee-ledger';
import { PricingController } from './http/pricing.controller';
import { QuoteItemHandler } from './queries/quote-item.handler';
import { ListMemberPaymentsHandler } from './queries/list-member-payments.handler';
import { SearchBillingMembersHandler } from './queries/search-billing-members.handler';
import { QuotePlanHandler } from './queries/quote-plan.handler';
import { ChargeCardTokenHandler } from './commands/charge-card-token.handler';
import { RefundCardChargeHandler } from './commands/refund-card-charge.handler';
import { SettleCardTokenChargeHandler } from './commands/settle-card-token-charge.handler';
import { GetTransferAccountHandler } from './queries/get-transfer-account.handler';
import { GetMonthlyBillingStatsHandler } from './queries/get-monthly-billing-stats.handler';
import { ListRefundsHandler } from './queries/list-refunds.handler';

/**
 * The billing context: personal information, the postal-code lookup, saved cards at the card provider
 * and price calculations. Reads the catalogue through its queries (the api imports `CatalogueModule`).
 * `CardsController` comes before any controller with `/api/payments/:id`, so `cards` is never read as an id.
 */
@Module({
  imports: [CqrsModule],
  controllers: [CardProviderController, CardsController, PersonalInformationController, PostalCodesController, PricingController],
  providers: [
    CardProviderClient,
    SavedCards,
    Leases,
    CardChanges,
    SaveCardHandler,
    SavePurchaseCardHandler,
    DeleteCardHandler,
    SetDefaultCardHandler,
    MoveScheduleCardHandler,
    ListSavedCardsHandler,
    ListCardSchedulesHandler,
    SavePersonalInformationHandler,
    GetPersonalInformationHandler,
    PostalCodeLookup,
    { provide: AdmissionFeeLedger, useClass: AdmissionFeesPaidTable },
    QuotePlanHandler,
    QuoteItemHandler,
    // Published to other contexts (ADR 0010): token charges, their settling when unanswered, their refunds, the transfer account.
    ChargeCardTokenHandler,
    SettleCardTokenChargeHandler,
    RefundCardChargeHandler,
    GetTransferAccountHandler,
    // Published to the back office's member page (backoffice context).
    SearchBillingMembersHandler,
    ListMemberPaymentsHandler,
    GetMonthlyBillingStatsHandler,
    ListRefundsHandler,
  ],
  exports: [CardProviderClient, SavedCards, Leases, AdmissionFeeLedger],
})
export class BillingModule {}
