import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { EventStore, HandlesJob, QueueName, type JobContext, type JobHandler, type OutboxMessage } from '@coaching/server-core';
import { CardProviderClient } from '../card-provider/card-provider-client';
import { CardProviderError, ProviderErrorInfo } from '../card-provider/card-provider-errors';
import { SavedCards } from '../card-provider/saved-cards';
import { CardChanges } from '../commands/card-changes';
import { foldOrder } from '../commands/order-stream';
import { BillingErrors } from '../domain/billing-errors';
import { payerOf } from '../domain/order.decider';
import { cardSchedules, pendingOrdersOnCard } from '../queries/card-schedules';

export const FORGET_DECLINED_CARD_JOB = 'forget-declined-card';

export interface ForgetDeclinedCardPayload {
  paymentId: string;
}

/** The job, written to the outbox with the failed first charge of an order paid by a card registered for it. */
export const forgetDeclinedCard = (paymentId: string): OutboxMessage<ForgetDeclinedCardPayload> => ({
  queue: QueueName.Payments,
  jobName: FORGET_DECLINED_CARD_JOB,
  payload: { paymentId },
  correlationId: paymentId,
});

/**
 * A card registered during a purchase whose first charge failed is not kept (issue 32, ADR 0036): the provider has no
 * way to charge a token and keep the card only if it was approved (a token is single-use and SaveCard spends it), so
 * the card is registered first and deleted here when its first charge fails. It runs after the failure is recorded
 * (from the outbox, retried with back-off while the provider is unreachable), one member's card change at a time
 * (the member's card lease, commands/card-changes.ts). A card another order now charges (one placed meanwhile with
 * the default card, or a schedule moved to it) stays; so does a card the provider no longer has.
 */
@Injectable()
@HandlesJob(QueueName.Payments, FORGET_DECLINED_CARD_JOB)
export class ForgetDeclinedCardJob implements JobHandler<ForgetDeclinedCardPayload> {
  private readonly logger = new Logger('ForgetDeclinedCard');

  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(CardProviderClient) private readonly provider: CardProviderClient,
    @Inject(SavedCards) private readonly cards: SavedCards,
    @Inject(CardChanges) private readonly changes: CardChanges,
  ) {}

  async handle({ paymentId }: ForgetDeclinedCardPayload, _context?: JobContext): Promise<void> {
    const { state } = await foldOrder(this.em.fork(), this.store, paymentId);
    const order = state.requested;
    if (!order?.newCard || !order.cardSeq || state.charges[0] !== 'failed') return;
    // The card is the payer's: a guardian's, when they paid for a child (ADR 0038).
    const { cardSeq } = order;
    const memberId = payerOf(order);
    await this.changes.run(memberId, { refused: BillingErrors.CARD_DELETE_REFUSED, unavailable: BillingErrors.CARD_DELETE_UNAVAILABLE }, async () => {
      const member = await this.cards.billingMember(memberId);
      if (!member) return;
      const em = this.em.fork();
      if ((await pendingOrdersOnCard(em, memberId, cardSeq, paymentId)).length > 0 || (await cardSchedules(em, memberId, cardSeq)).length > 0) {
        this.logger.log({ paymentId, cardSeq }, 'declined card kept: another order charges it');
        return;
      }
      try {
        await this.provider.deleteCard(member.providerMemberId, cardSeq);
      } catch (error) {
        // Deleted already (a second run of this job): nothing left to do.
        if (!(error instanceof CardProviderError && error.has(ProviderErrorInfo.cardNotFound))) throw error;
      }
      if (member.defaultCardSeq === cardSeq) await this.cards.recordDefault(memberId, null);
      this.logger.log({ paymentId, cardSeq }, 'card registered for a purchase whose first charge failed: deleted');
    });
  }
}
