import { Controller, Get, Inject, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { subscriptionExtensionQuerySchema, type MemberSubscription, type SubscriptionExtension, memberSubscriptionsAnswerSchema, subscriptionExtensionAnswerSchema } from '@coaching/contracts';
import { GetPlanSummariesQuery } from '@coaching/server-catalogue/queries';
import { ApiContract, MemberGuard, MemberId, parseWith } from '@coaching/server-core';
import { periodEndAfterPayment, subscriptionId } from '../domain/subscription.decider';
import { bankTransferDetails } from '../domain/bank-account';
import { GetMemberSubscriptionsQuery } from '../queries/get-member-subscriptions.query';

/** `GET /api/subscriptions`: what the member holds or waits for, with what a pending transfer needs (/mypage). */
@Controller('api/subscriptions')
@UseGuards(MemberGuard)
export class SubscriptionsController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  /** Told before paying (the confirmation page): buying the plan one holds extends it, to this end. Null when it would start anew. */
  @ApiContract({ answer: subscriptionExtensionAnswerSchema, query: subscriptionExtensionQuerySchema })
  @Get('extension')
  async extension(@MemberId() memberId: string, @Query() query: unknown): Promise<{ data: SubscriptionExtension | null }> {
    const { plan_id, period } = parseWith(subscriptionExtensionQuerySchema, query);
    const held = (await this.queries.execute(new GetMemberSubscriptionsQuery(memberId))).find((s) => s.id === subscriptionId(memberId, plan_id));
    const endsAt = held?.endsAt?.toISOString() ?? null;
    const after = periodEndAfterPayment(endsAt, new Date(), period);
    return { data: after.extends ? { current_ends_at: endsAt!, new_ends_at: after.endsAt.toISOString() } : null };
  }

  @ApiContract({ answer: memberSubscriptionsAnswerSchema })
  @Get()
  async list(@MemberId() memberId: string): Promise<{ data: MemberSubscription[] }> {
    const subscriptions = await this.queries.execute(new GetMemberSubscriptionsQuery(memberId));
    const plans = new Map((await this.queries.execute(new GetPlanSummariesQuery(subscriptions.map((s) => s.planId)))).map((p) => [p.id, p]));
    return {
      data: subscriptions.map((s) => {
        const plan = plans.get(s.planId);
        return {
          id: s.id,
          status: s.status,
          plan: { id: s.planId, name: plan?.name ?? '', lesson_type: plan?.lessonType ?? null },
          game: { id: s.gameId, name: plan?.game.name ?? '' },
          starts_at: s.startsAt?.toISOString() ?? null,
          ends_at: s.endsAt?.toISOString() ?? null,
          lessons_per_month: s.lessonsPerMonth,
          pending_orders: s.pendingOrders.map((o) => ({
            payment_id: o.paymentId,
            months: o.months,
            amount: o.amount,
            due_at: o.dueAt.toISOString(),
            transfer: bankTransferDetails(o.paymentId),
          })),
          next_charge_at: s.nextChargeAt?.toISOString() ?? null,
        };
      }),
    };
  }
}
