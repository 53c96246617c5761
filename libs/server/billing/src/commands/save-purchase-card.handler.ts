import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SAVED_CARDS_MAX } from '@coaching/contracts';
import { domainError } from '@coaching/server-core';
import { CardProviderClient } from '../card-provider/card-provider-client';
import { memberCards, SavedCards } from '../card-provider/saved-cards';
import { BillingErrors } from '../domain/billing-errors';
import { CardChanges } from './card-changes';
import { SavePurchaseCardCommand } from './save-purchase-card.command';

/** The purchase's card: counted, saved, its number answered from the provider's own answer (no second look-up). */
@CommandHandler(SavePurchaseCardCommand)
export class SavePurchaseCardHandler implements ICommandHandler<SavePurchaseCardCommand> {
  constructor(
    private readonly changes: CardChanges,
    private readonly cards: SavedCards,
    private readonly provider: CardProviderClient,
  ) {}

  async execute({ memberId, token }: SavePurchaseCardCommand): Promise<{ cardSeq: string }> {
    return this.changes.run(memberId, { refused: BillingErrors.CARD_SAVE_REFUSED, unavailable: BillingErrors.CARD_SAVE_UNAVAILABLE }, async () => {
      const { providerMemberId } = await this.cards.ensureBillingMember(memberId);
      // Counted before the provider is asked to keep a sixth card (spec §9: at most 5).
      if (memberCards(await this.provider.searchCard(providerMemberId), null).length >= SAVED_CARDS_MAX) throw domainError(BillingErrors.CARD_LIMIT_REACHED);
      const saved = await this.provider.saveCard({ memberId: providerMemberId, token, defaultFlag: '0' });
      return { cardSeq: saved.cardSeq };
    });
  }
}
