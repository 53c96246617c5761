import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SAVED_CARDS_MAX, type SavedCard } from '@coaching/contracts';
import { domainError } from '@coaching/server-core';
import { CardProviderClient } from '../card-provider/card-provider-client';
import { memberCards, SavedCards } from '../card-provider/saved-cards';
import { BillingErrors } from '../domain/billing-errors';
import { CardChanges } from './card-changes';
import { SaveCardCommand } from './save-card.command';

@CommandHandler(SaveCardCommand)
export class SaveCardHandler implements ICommandHandler<SaveCardCommand> {
  constructor(
    private readonly changes: CardChanges,
    private readonly cards: SavedCards,
    private readonly provider: CardProviderClient,
  ) {}

  async execute({ memberId, token }: SaveCardCommand): Promise<SavedCard[]> {
    return this.changes.run(memberId, { refused: BillingErrors.CARD_SAVE_REFUSED, unavailable: BillingErrors.CARD_SAVE_UNAVAILABLE }, async () => {
      const { providerMemberId } = await this.cards.ensureBillingMember(memberId);
      // Counted before the provider is asked to keep a sixth card (spec §9: at most 5).
      if (memberCards(await this.provider.searchCard(providerMemberId), null).length >= SAVED_CARDS_MAX) throw domainError(BillingErrors.CARD_LIMIT_REACHED);
      // The new card becomes the default (spec §9), at the provider as well as in our record.
      const saved = await this.provider.saveCard({ memberId: providerMemberId, token, defaultFlag: '1' });
      await this.cards.recordDefault(memberId, saved.cardSeq);
      return memberCards(await this.provider.searchCard(providerMemberId), saved.cardSeq);
    });
  }
}
