import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CardSchedule } from '@coaching/contracts';
import { domainError, EventStore } from '@coaching/server-core';
import { CardProviderClient } from '../card-provider/card-provider-client';
import { memberCards, SavedCards } from '../card-provider/saved-cards';
import { BillingErrors } from '../domain/billing-errors';
import { payerOf } from '../domain/order.decider';
import { cardSchedules } from '../queries/card-schedules';
import { CardChanges, ownCard } from './card-changes';
import { MoveScheduleCardCommand } from './move-schedule-card.command';
import { foldOrder, runOrderCommand } from './order-stream';

/**
 * The member's remaining monthly payments move to another of their cards (issue 32). It holds the member's card lease
 * (card-changes.ts), as a card's deletion does, so a deletion never slips between the check that a card pays nothing
 * and the move; the move itself is appended to the order's stream at the version it was decided on (a charge recorded
 * meanwhile makes it decide again). The target card is looked up under the member's own id at the provider, and the
 * order must be the member's: another member's order answers 404, as an unknown one does.
 */
@CommandHandler(MoveScheduleCardCommand)
export class MoveScheduleCardHandler implements ICommandHandler<MoveScheduleCardCommand> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
    private readonly changes: CardChanges,
    private readonly cards: SavedCards,
    private readonly provider: CardProviderClient,
  ) {}

  async execute({ memberId, paymentId, toCardSeq }: MoveScheduleCardCommand): Promise<CardSchedule[]> {
    return this.changes.run(memberId, { refused: BillingErrors.SCHEDULE_MOVE_REFUSED, unavailable: BillingErrors.SCHEDULE_MOVE_UNAVAILABLE }, async () => {
      const folded = await foldOrder(this.em.fork(), this.store, paymentId);
      // The payer's schedule: a guardian moves the months of what they pay for a child (ADR 0038).
      if (!folded.state.requested || payerOf(folded.state.requested) !== memberId) throw domainError(BillingErrors.PAYMENT_NOT_FOUND);
      const member = await this.cards.billingMember(memberId);
      if (!member) throw domainError(BillingErrors.CARD_NOT_FOUND);
      const card = ownCard(memberCards(await this.provider.searchCard(member.providerMemberId), member.defaultCardSeq), toCardSeq);
      const changedAt = new Date().toISOString();
      await runOrderCommand(this.em, this.store, paymentId, { type: 'ChangeOrderCard', data: { fromCardSeq: null, toCardSeq: card.card_seq, memberId, changedAt } }, { actor: { type: 'member', id: memberId } }, undefined, folded);
      return cardSchedules(this.em.fork(), memberId);
    });
  }
}
