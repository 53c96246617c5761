import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SavedCard } from '@coaching/contracts';
import { domainError } from '@coaching/server-core';
import { CardProviderClient } from '../card-provider/card-provider-client';
import { memberCards, SavedCards } from '../card-provider/saved-cards';
import { BillingErrors } from '../domain/billing-errors';
import { CardChanges, ownCard } from './card-changes';
import { SetDefaultCardCommand } from './set-default-card.command';

@CommandHandler(SetDefaultCardCommand)
export class SetDefaultCardHandler implements ICommandHandler<SetDefaultCardCommand> {
  constructor(
    private readonly changes: CardChanges,
    private readonly cards: SavedCards,
    private readonly provider: CardProviderClient,
  ) {}

  async execute({ memberId, cardSeq }: SetDefaultCardCommand): Promise<SavedCard[]> {
    return this.changes.run(memberId, { refused: BillingErrors.CARD_DEFAULT_REFUSED, unavailable: BillingErrors.CARD_DEFAULT_UNAVAILABLE }, async () => {
      const member = await this.cards.billingMember(memberId);
      if (!member) throw domainError(BillingErrors.CARD_NOT_FOUND);
      const cards = await this.provider.searchCard(member.providerMemberId);
      ownCard(memberCards(cards, member.defaultCardSeq), cardSeq);
      await this.cards.recordDefault(memberId, cardSeq);
      return memberCards(cards, cardSeq);
    });
  }
}
