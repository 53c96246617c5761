import type { EntityManager } from '@mikro-orm/postgresql';
import type { QueryBus } from '@nestjs/cqrs';
import { decideInTransaction, enqueueInOutbox, type EventMetadata, type EventOf, type EventStore, type Reactor, sql } from '@coaching/server-core';
import { MemberWithdrew } from '@coaching/server-identity/events';
import { paymentStream } from '../commands/order-stream';
import { refundApprovalReminder } from '../commands/refund-approval-reminder';
import { refundRequest } from '../domain/order-refund';
import { orderDecider } from '../domain/order.decider';
import { subscriptionDecider, subscriptionStream } from '../domain/subscription.decider';
import { forgetMemberCards } from '../jobs/forget-member-cards.job';
import { withdrawalRefundQuotes } from '../queries/withdrawal-refunds';

/** Why the member cancels, as the refund queue shows it. */
export const WITHDRAWAL_REFUND_REASON = '退会に伴う解約';

/**
 * Async: a member withdrew (identity's `MemberWithdrew`, ADR 0042). In the reaction's transaction, once:
 * - each running plan order gets its refund asked with the legal calculation as of the withdrawal, always for an
 *   admin's approval (four eyes on money going out: the member, or the support operator who took the request, asked;
 *   someone else approves in 解約・返金, which carries it out). The ask already stops any further monthly charge;
 * - each running subscription ends at the withdrawal (`SubscriptionCancelled`: lessons cancels the lessons ahead);
 * - a bank transfer not yet paid is called off;
 * - the personal information (names, kana, phone, birthday, address) is deleted;
 * - the cards saved at the provider are deleted by a job (the provider is not called inside a transaction, ADR 0008).
 * A second delivery finds a refund underway, the plans ended, the transfers called off: it decides nothing twice.
 */
export class CloseBillingWhenMemberWithdrewReactor implements Reactor {
  readonly name = 'close-billing-when-member-withdrew';
  readonly eventTypes = [MemberWithdrew];

  constructor(
    private readonly store: EventStore,
    private readonly queries: QueryBus,
  ) {}

  async react(tx: EntityManager, event: EventOf<typeof MemberWithdrew>): Promise<void> {
    const { memberId, by, withdrawnAt } = event.data;
    const at = new Date(withdrawnAt);
    const requester = by.type === 'operator' ? { id: by.id, name: by.name } : { id: memberId, name: '会員本人（退会）' };
    const metadata: EventMetadata = { ...(by.type === 'operator' ? { actor: { type: 'operator', id: by.id }, operatorName: by.name } : { actor: { type: 'member', id: memberId } }), causationId: event.eventId };

    for (const quote of await withdrawalRefundQuotes(tx, this.store, this.queries, memberId, at)) {
      const request = refundRequest(quote.calculation, quote.facts.paid, { amount: null, adjustmentReason: null, reason: WITHDRAWAL_REFUND_REASON, method: quote.method, by: requester, at: withdrawnAt });
      await decideInTransaction(tx, this.store, paymentStream(quote.paymentId), orderDecider, { type: 'RequestRefund', data: { ...request, needsApproval: true } }, metadata);
      // Like support's requests: the admins are mailed if it still waits a day later (ADR 0039).
      await enqueueInOutbox(tx, refundApprovalReminder(quote.paymentId, request.requestedAt));
    }

    const running = await sql<{ id: string }>(tx, 'select id from subscriptions where member_id = ? and ends_at > ?', [memberId, at]);
    for (const subscription of running) {
      const { state } = await this.store.aggregate(tx, subscriptionStream(subscription.id).id, subscriptionDecider);
      const paid = state.settled.find((paymentId) => !(state.cancelledBy ?? []).includes(paymentId));
      if (!paid) continue;
      await decideInTransaction(tx, this.store, subscriptionStream(subscription.id), subscriptionDecider, { type: 'CancelSubscription', data: { paymentId: paid, cancelledAt: withdrawnAt } }, metadata);
    }

    const unpaid = await sql<{ id: string }>(tx, "select id from payments where user_id = ? and method = 'bank' and status = 'awaiting_transfer'", [memberId]);
    for (const { id } of unpaid) {
      await decideInTransaction(tx, this.store, paymentStream(id), orderDecider, { type: 'CancelOrder', data: { by: 'member', cancelledAt: withdrawnAt } }, metadata);
    }

    await sql(tx, 'delete from personal_informations where user_id = ?', [memberId]);
    const [member] = await sql(tx, 'select 1 from billing_members where user_id = ?', [memberId]);
    if (member) await enqueueInOutbox(tx, forgetMemberCards(memberId));
  }
}
