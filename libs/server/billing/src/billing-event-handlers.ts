import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { EventStore, ProjectionRegistry, ReactorRegistry } from '@coaching/server-core';
import { PaymentsProjection } from './projections/payments.projection';
import { SubscriptionsProjection } from './projections/subscriptions.projection';
import { OrderRefundsProjection } from './projections/order-refunds.projection';
import { CloseBillingWhenMemberWithdrewReactor } from './reactors/close-billing-when-member-withdrew.reactor';
import { EndSubscriptionWhenOrderRefundedReactor } from './reactors/end-subscription-when-order-refunded.reactor';
import { RecordGameWhenSubscriptionStartedReactor } from './reactors/record-game-when-subscription-started.reactor';
import { ReleaseCouponUseWhenOrderFellThroughReactor } from './reactors/release-coupon-use-when-order-fell-through.reactor';
import { RequestSubscriptionWhenBankPlanOrderedReactor } from './reactors/request-subscription-when-bank-plan-ordered.reactor';
import { StartSubscriptionWhenOrderSettledReactor } from './reactors/start-subscription-when-order-settled.reactor';
import { WithdrawSubscriptionRequestWhenOrderCancelledReactor } from './reactors/withdraw-subscription-request-when-order-cancelled.reactor';

/**
 * Billing's projections (inline: payments, subscriptions, order refunds) and reactors (async: the four subscription
 * reactors, the coupon use given back to the catalogue when an order ends unpaid, and a paid plan's game put on the
 * member's course list by identity), registered in every process
 * that appends billing's events: the api (purchases, receipts, cancellations) and the worker (charges, reactions).
 * Both modules provide this one class.
 */
@Injectable()
export class BillingEventHandlers implements OnModuleInit {
  constructor(
    @Inject(ProjectionRegistry) private readonly projections: ProjectionRegistry,
    @Inject(ReactorRegistry) private readonly reactors: ReactorRegistry,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  onModuleInit(): void {
    this.projections.register(new PaymentsProjection());
    this.projections.register(new SubscriptionsProjection());
    this.projections.register(new OrderRefundsProjection());
    this.reactors.register(new StartSubscriptionWhenOrderSettledReactor(this.store));
    this.reactors.register(new RequestSubscriptionWhenBankPlanOrderedReactor(this.store));
    this.reactors.register(new WithdrawSubscriptionRequestWhenOrderCancelledReactor(this.store));
    this.reactors.register(new EndSubscriptionWhenOrderRefundedReactor(this.store));
    this.reactors.register(new ReleaseCouponUseWhenOrderFellThroughReactor(this.store, this.commands));
    this.reactors.register(new RecordGameWhenSubscriptionStartedReactor(this.commands));
    // A member's withdrawal (identity's MemberWithdrew, ADR 0042): refunds asked, plans ended, cards deleted.
    this.reactors.register(new CloseBillingWhenMemberWithdrewReactor(this.store, this.queries));
  }
}
