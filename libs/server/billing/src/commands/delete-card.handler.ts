import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SavedCard } from '@coaching/contracts';
import { domainError } from '@coaching/server-core';
import { CardProviderClient } from '../card-provider/card-provider-client';
import { memberCards, SavedCards } from '../card-provider/saved-cards';
import { BillingErrors } from '../domain/billing-errors';
import { cardSchedules, pendingOrdersOnCard } from '../queries/card-schedules';
import { CardChanges, ownCard } from './card-changes';
import { DeleteCardCommand } from './delete-card.command';

@CommandHandler(DeleteCardCommand)
export class DeleteCardHandler implements ICommandHandler<DeleteCardCommand> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    private readonly changes: CardChanges,
    private readonly cards: SavedCards,
    private readonly provider: CardProviderClient,
  ) {}

  async execute({ memberId, cardSeq }: DeleteCardCommand): Promise<SavedCard[]> {
    return this.changes.run(memberId, { refused: BillingErrors.CARD_DELETE_REFUSED, unavailable: BillingErrors.CARD_DELETE_UNAVAILABLE }, async () => {
      const member = await this.cards.billingMember(memberId);
      if (!member) throw domainError(BillingErrors.CARD_NOT_FOUND);
      const before = memberCards(await this.provider.searchCard(member.providerMemberId), member.defaultCardSeq);
      const card = ownCard(before, cardSeq);
      // The card that pays a monthly schedule, or a first charge under way, stays until that is moved or settled
      // (issue 32): checked under the member's card lease, which a schedule's move also holds.
      const em = this.em.fork();
      if ((await cardSchedules(em, memberId, card.card_seq)).length > 0) throw domainError(BillingErrors.CARD_PAYS_SCHEDULE);
      if ((await pendingOrdersOnCard(em, memberId, card.card_seq)).length > 0) throw domainError(BillingErrors.CARD_PAYS_PENDING_ORDER);
      await this.provider.deleteCard(member.providerMemberId, card.card_seq);
      const remaining = await this.provider.searchCard(member.providerMemberId);
      // A member with cards always has a default: the newest remaining card takes over from a deleted default.
      const newest = memberCards(remaining, null).sort((a, b) => Number(b.card_seq) - Number(a.card_seq))[0];
      const nextDefault = card.default_flag === '1' ? (newest?.card_seq ?? null) : before[0].card_seq;
      await this.cards.recordDefault(memberId, nextDefault);
      return memberCards(remaining, nextDefault);
    });
  }
}
