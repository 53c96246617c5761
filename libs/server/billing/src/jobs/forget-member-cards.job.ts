import { Inject, Injectable, Logger } from '@nestjs/common';
import { HandlesJob, QueueName, type JobContext, type JobHandler, type OutboxMessage } from '@coaching/server-core';
import { CardProviderClient } from '../card-provider/card-provider-client';
import { CardProviderError, ProviderErrorInfo } from '../card-provider/card-provider-errors';
import { SavedCards } from '../card-provider/saved-cards';
import { CardChanges } from '../commands/card-changes';
import { BillingErrors } from '../domain/billing-errors';

export const FORGET_MEMBER_CARDS_JOB = 'forget-member-cards';

export interface ForgetMemberCardsPayload {
  memberId: string;
}

/** The job, written to the outbox by `CloseBillingWhenMemberWithdrewReactor` in its transaction. */
export const forgetMemberCards = (memberId: string): OutboxMessage<ForgetMemberCardsPayload> => ({
  queue: QueueName.Payments,
  jobName: FORGET_MEMBER_CARDS_JOB,
  payload: { memberId },
  correlationId: memberId,
});

/**
 * A withdrawn member's cards are deleted at the card provider (ADR 0042), one member's card change at a time (the
 * card lease, as every card change), retried with back-off while the provider is unreachable. A card already gone
 * (a second run) is fine. Our record keeps the provider's member id (accounting's trades name it) and no default card.
 */
@Injectable()
@HandlesJob(QueueName.Payments, FORGET_MEMBER_CARDS_JOB)
export class ForgetMemberCardsJob implements JobHandler<ForgetMemberCardsPayload> {
  private readonly logger = new Logger('ForgetMemberCards');

  constructor(
    @Inject(CardProviderClient) private readonly provider: CardProviderClient,
    @Inject(SavedCards) private readonly cards: SavedCards,
    @Inject(CardChanges) private readonly changes: CardChanges,
  ) {}

  async handle({ memberId }: ForgetMemberCardsPayload, _context?: JobContext): Promise<void> {
    await this.changes.run(memberId, { refused: BillingErrors.CARD_DELETE_REFUSED, unavailable: BillingErrors.CARD_DELETE_UNAVAILABLE }, async () => {
      const member = await this.cards.billingMember(memberId);
      if (!member) return;
      const cards = await this.cards.cardsOf(memberId);
      for (const card of cards) {
        try {
          await this.provider.deleteCard(member.providerMemberId, card.card_seq);
        } catch (error) {
          if (!(error instanceof CardProviderError && error.has(ProviderErrorInfo.cardNotFound))) throw error;
        }
      }
      await this.cards.recordDefault(memberId, null);
      this.logger.log({ memberId, cards: cards.length }, 'withdrawn member: saved cards deleted at the provider');
    });
  }
}
