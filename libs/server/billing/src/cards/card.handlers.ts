import { Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SAVED_CARDS_MAX, type SavedCard } from '@coaching/contracts';
import { domainError, type ErrorCode } from '@coaching/server-core';
import { CardProviderClient } from '../card-provider/card-provider-client';
import { CardProviderError, CardProviderUnavailable, ProviderErrorInfo } from '../card-provider/card-provider-errors';
import { BillingErrors } from '../domain/billing-errors';
import { DeleteCardCommand, SaveCardCommand, SetDefaultCardCommand } from './card.commands';
import { memberCards, SavedCards } from './saved-cards';

const logger = new Logger('SavedCards');

/**
 * The provider's refusals and outages as the operation's answer (spec §8: each failure has its toast).
 * Logs codes only, never the token.
 */
function providerFailure(error: unknown, refused: ErrorCode, unavailable: ErrorCode): never {
  if (error instanceof CardProviderUnavailable) {
    logger.warn(error.describe());
    throw domainError(unavailable);
  }
  if (error instanceof CardProviderError) {
    logger.warn(error.describe());
    if (error.has(ProviderErrorInfo.cardNotFound)) throw domainError(BillingErrors.CARD_NOT_FOUND);
    throw domainError(error.retryable ? unavailable : refused);
  }
  throw error;
}

/** One of the member's live cards, looked up under the member's own id at the provider: never another's. */
function ownCard(cards: SavedCard[], cardSeq: string): SavedCard {
  const card = cards.find((c) => c.card_seq === cardSeq);
  if (!card) throw domainError(BillingErrors.CARD_NOT_FOUND);
  return card;
}

@CommandHandler(SaveCardCommand)
export class SaveCardHandler implements ICommandHandler<SaveCardCommand> {
  constructor(
    private readonly cards: SavedCards,
    private readonly provider: CardProviderClient,
  ) {}

  async execute({ userId, token }: SaveCardCommand): Promise<SavedCard[]> {
    return this.cards
      .withMemberLock(userId, async (tx) => {
        const { providerMemberId } = await this.cards.ensureBillingMember(tx, userId);
        // Counted before the provider is asked to keep a sixth card (spec §9: at most 5).
        if (memberCards(await this.provider.searchCard(providerMemberId), null).length >= SAVED_CARDS_MAX) throw domainError(BillingErrors.CARD_LIMIT_REACHED);
        // The new card becomes the default (spec §9), at the provider as well as in our record.
        const saved = await this.provider.saveCard({ memberId: providerMemberId, token, defaultFlag: '1' });
        await this.cards.recordDefault(tx, userId, saved.cardSeq);
        return memberCards(await this.provider.searchCard(providerMemberId), saved.cardSeq);
      })
      .catch((error) => providerFailure(error, BillingErrors.CARD_SAVE_REFUSED, BillingErrors.CARD_SAVE_UNAVAILABLE));
  }
}

@CommandHandler(DeleteCardCommand)
export class DeleteCardHandler implements ICommandHandler<DeleteCardCommand> {
  constructor(
    private readonly cards: SavedCards,
    private readonly provider: CardProviderClient,
  ) {}

  async execute({ userId, cardSeq }: DeleteCardCommand): Promise<SavedCard[]> {
    return this.cards
      .withMemberLock(userId, async (tx) => {
        const member = await this.cards.billingMember(userId, tx);
        if (!member) throw domainError(BillingErrors.CARD_NOT_FOUND);
        const before = memberCards(await this.provider.searchCard(member.providerMemberId), member.defaultCardSeq);
        const card = ownCard(before, cardSeq);
        await this.provider.deleteCard(member.providerMemberId, card.card_seq);
        const remaining = await this.provider.searchCard(member.providerMemberId);
        // A member with cards always has a default: the newest remaining card takes over from a deleted default.
        const newest = memberCards(remaining, null).sort((a, b) => Number(b.card_seq) - Number(a.card_seq))[0];
        const nextDefault = card.default_flag === '1' ? (newest?.card_seq ?? null) : before[0].card_seq;
        await this.cards.recordDefault(tx, userId, nextDefault);
        return memberCards(remaining, nextDefault);
      })
      .catch((error) => providerFailure(error, BillingErrors.CARD_DELETE_REFUSED, BillingErrors.CARD_DELETE_UNAVAILABLE));
  }
}

@CommandHandler(SetDefaultCardCommand)
export class SetDefaultCardHandler implements ICommandHandler<SetDefaultCardCommand> {
  constructor(
    private readonly cards: SavedCards,
    private readonly provider: CardProviderClient,
  ) {}

  async execute({ userId, cardSeq }: SetDefaultCardCommand): Promise<SavedCard[]> {
    return this.cards
      .withMemberLock(userId, async (tx) => {
        const member = await this.cards.billingMember(userId, tx);
        if (!member) throw domainError(BillingErrors.CARD_NOT_FOUND);
        const cards = await this.provider.searchCard(member.providerMemberId);
        ownCard(memberCards(cards, member.defaultCardSeq), cardSeq);
        await this.cards.recordDefault(tx, userId, cardSeq);
        return memberCards(cards, cardSeq);
      })
      .catch((error) => providerFailure(error, BillingErrors.CARD_DEFAULT_REFUSED, BillingErrors.CARD_DEFAULT_UNAVAILABLE));
  }
}
