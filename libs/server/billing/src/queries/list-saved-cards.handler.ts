import { Logger } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { SavedCard } from '@coaching/contracts';
import { domainError } from '@coaching/server-core';
import { CardProviderError, CardProviderUnavailable } from '../card-provider/card-provider-errors';
import { BillingErrors } from '../domain/billing-errors';
import { ListSavedCardsQuery } from './list-saved-cards.query';
import { SavedCards } from '../card-provider/saved-cards';

@QueryHandler(ListSavedCardsQuery)
export class ListSavedCardsHandler implements IQueryHandler<ListSavedCardsQuery> {
  private readonly logger = new Logger('SavedCards');

  constructor(private readonly cards: SavedCards) {}

  async execute({ memberId }: ListSavedCardsQuery): Promise<SavedCard[]> {
    try {
      return await this.cards.cardsOf(memberId);
    } catch (error) {
      if (!(error instanceof CardProviderError || error instanceof CardProviderUnavailable)) throw error;
      this.logger.warn(error.describe());
      throw domainError(BillingErrors.CARDS_UNAVAILABLE);
    }
  }
}
