import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CardProviderClient } from './card-provider/card-provider-client';
import { DeleteCardHandler, SaveCardHandler, SetDefaultCardHandler } from './cards/card.handlers';
import { CardsController } from './cards/cards.controller';
import { ListSavedCardsHandler } from './cards/list-saved-cards.handler';
import { SavedCards } from './cards/saved-cards';
import { GetPersonalInformationHandler } from './personal-information/get-personal-information.handler';
import { PersonalInformationController } from './personal-information/personal-information.controller';
import { SavePersonalInformationHandler } from './personal-information/save-personal-information.handler';
import { PostalCodeLookup } from './postal-code/postal-code-lookup';
import { PostalCodesController } from './postal-code/postal-codes.controller';
import { AdmissionFeeLedger, AdmissionFeesPaidTable } from './pricing-http/admission-fee-ledger';
import { PricingController } from './pricing-http/pricing.controller';
import { QuoteItemHandler, QuotePlanHandler } from './pricing-http/quote.handlers';

/**
 * The billing context: personal information, the postal-code lookup, saved cards at the card provider
 * and price calculations. Reads the catalogue through its queries (the api imports `CatalogueModule`).
 * `CardsController` comes before any controller with `/api/payments/:id`, so `cards` is never read as an id.
 */
@Module({
  imports: [CqrsModule],
  controllers: [CardsController, PersonalInformationController, PostalCodesController, PricingController],
  providers: [
    CardProviderClient,
    SavedCards,
    SaveCardHandler,
    DeleteCardHandler,
    SetDefaultCardHandler,
    ListSavedCardsHandler,
    SavePersonalInformationHandler,
    GetPersonalInformationHandler,
    PostalCodeLookup,
    { provide: AdmissionFeeLedger, useClass: AdmissionFeesPaidTable },
    QuotePlanHandler,
    QuoteItemHandler,
  ],
  exports: [CardProviderClient, SavedCards, AdmissionFeeLedger],
})
export class BillingModule {}
