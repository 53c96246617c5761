import { Body, Controller, ForbiddenException, Get, HttpCode, Inject, Param, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  guardianChildPaymentsAnswerSchema,
  itemCalcAnswerSchema,
  type ItemCalcResult,
  itemCalcQuerySchema,
  itemPurchaseSchema,
  memberPaymentAnswerSchema,
  planCalcAnswerSchema,
  type PlanCalcResult,
  planCalcQuerySchema,
  planPurchaseSchema,
  type PaymentHistoryEntry,
  suspendedMessage,
} from '@coaching/contracts';
import { ApiContract, domainError, GuardianGuard, MemberId, MemberStanding, parseWith, RateLimiter, rowIdOf, uuidOf } from '@coaching/server-core';
import { GetLinkedChildQuery } from '@coaching/server-identity/queries';
import type { Request, Response } from 'express';
import { PlaceOrderCommand } from '../commands/place-order.command';
import { BillingErrors } from '../domain/billing-errors';
import { ListPaymentsPaidForQuery } from '../queries/list-payments-paid-for.query';
import { QuoteItemQuery } from '../queries/quote-item.query';
import { QuotePlanQuery } from '../queries/quote-plan.query';
import { COUPON_QUOTES_PER_MINUTE } from './pricing.controller';
import { cardOf } from './purchase.controller';

/**
 * The guardian pays for a linked child (issue 31, ADR 0038): the member's checkout under
 * `/api/guardian/children/{link_id}/…`. The link names the child: a link that is not the guardian's, pending or ended
 * answers 404 before anything is read or saved, and the purchase checks it again in the order's transaction. Prices and
 * rules are the child's (their admission fee, their add plans); the card and the idempotency key are the guardian's.
 * The member checkout's other rules hold too (slice 3, ADR 0047): a coupon code is checked, limited and claimed as the
 * member's is (the quote's rate limit is the asking guardian's), and a suspended child cannot be bought for (403 with
 * the member's refusal, read from core's `MemberStanding` as the member guard reads it).
 */
@Controller('api/guardian/children/:linkId')
@UseGuards(GuardianGuard)
export class GuardianPurchaseController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(MemberStanding) private readonly standing: MemberStanding,
    @Inject(RateLimiter) private readonly limiter: RateLimiter,
  ) {}

  @ApiContract({ answer: planCalcAnswerSchema, query: planCalcQuerySchema })
  @Get('plans/:planId/calc')
  async planCalc(@MemberId() guardianId: string, @Param('linkId') linkId: string, @Param('planId') planId: string, @Query() query: unknown, @Req() req: Request): Promise<{ data: PlanCalcResult }> {
    const childId = await this.childOf(guardianId, linkId);
    const id = rowIdOf(planId, BillingErrors.PLAN_NOT_FOUND);
    const { method, period, coupon_code } = parseWith(planCalcQuerySchema, query);
    // The same limit as the member's (one bucket per asking account), so codes cannot be found by trying many here either.
    if (coupon_code) await this.limiter.enforce('coupon-quote', guardianId, COUPON_QUOTES_PER_MINUTE, req.res);
    const quote = await this.queries.execute(new QuotePlanQuery(childId, id, { method, period, couponCode: coupon_code }));
    return { data: quote.result };
  }

  @ApiContract({ answer: itemCalcAnswerSchema, query: itemCalcQuerySchema })
  @Get('items/:itemId/calc')
  async itemCalc(@MemberId() guardianId: string, @Param('linkId') linkId: string, @Param('itemId') itemId: string, @Query() query: unknown): Promise<{ data: ItemCalcResult }> {
    await this.childOf(guardianId, linkId);
    const quote = await this.queries.execute(new QuoteItemQuery(rowIdOf(itemId, BillingErrors.ITEM_NOT_FOUND), parseWith(itemCalcQuerySchema, query)));
    return { data: quote.result };
  }

  @ApiContract({ body: planPurchaseSchema, answer: memberPaymentAnswerSchema, alsoStatuses: [200] })
  @Post('plans/:planId/purchase')
  @HttpCode(202)
  async purchasePlan(@MemberId() guardianId: string, @Param('linkId') linkId: string, @Param('planId') planId: string, @Body() body: unknown, @Res({ passthrough: true }) res: Response) {
    const childId = await this.childOf(guardianId, linkId);
    await this.refuseSuspended(childId);
    const id = rowIdOf(planId, BillingErrors.PLAN_NOT_FOUND);
    const request = parseWith(planPurchaseSchema, body);
    const target = { kind: 'plan' as const, planId: id, period: request.period, method: request.method, couponCode: request.coupon_code || undefined };
    const { payment, repeated } = await this.commands.execute(new PlaceOrderCommand(childId, target, cardOf(request), request.idempotency_key, { guardianId, linkId }));
    if (repeated) res.status(200);
    return { data: payment };
  }

  @ApiContract({ body: itemPurchaseSchema, answer: memberPaymentAnswerSchema, alsoStatuses: [200] })
  @Post('items/:itemId/purchase')
  @HttpCode(202)
  async purchaseItem(@MemberId() guardianId: string, @Param('linkId') linkId: string, @Param('itemId') itemId: string, @Body() body: unknown, @Res({ passthrough: true }) res: Response) {
    const childId = await this.childOf(guardianId, linkId);
    await this.refuseSuspended(childId);
    const id = rowIdOf(itemId, BillingErrors.ITEM_NOT_FOUND);
    const request = parseWith(itemPurchaseSchema, body);
    const target = { kind: 'item' as const, itemId: id, quantity: request.quantity, method: request.method };
    const { payment, repeated } = await this.commands.execute(new PlaceOrderCommand(childId, target, cardOf(request), request.idempotency_key, { guardianId, linkId }));
    if (repeated) res.status(200);
    return { data: payment };
  }

  /** What the guardian paid for this child, newest first; each row's receipt is `GET /api/payments/{id}/receipt`. */
  @ApiContract({ answer: guardianChildPaymentsAnswerSchema })
  @Get('payments')
  async payments(@MemberId() guardianId: string, @Param('linkId') linkId: string): Promise<{ data: PaymentHistoryEntry[] }> {
    const childId = await this.childOf(guardianId, linkId);
    const rows = await this.queries.execute(new ListPaymentsPaidForQuery(guardianId, childId));
    return { data: rows.map(({ failure_message: _, ...row }) => row) };
  }

  /**
   * A child support has suspended is not bought for, as the member guard's `@RefuseSuspended()` refuses the child's own
   * purchase: 403 with the reason support gave (the guardian reads why, as the child would).
   */
  private async refuseSuspended(childId: string): Promise<void> {
    const standing = await this.standing.standingOf(childId);
    if (standing?.suspension) throw new ForbiddenException({ message: suspendedMessage(standing.suspension.reason), code: 'MEMBER_SUSPENDED' });
  }

  /** The child of a live link of this guardian; 404 for any other link id. */
  private async childOf(guardianId: string, linkId: string): Promise<string> {
    const child = await this.queries.execute(new GetLinkedChildQuery(guardianId, uuidOf(linkId, BillingErrors.CHILD_NOT_LINKED)));
    if (!child) throw domainError(BillingErrors.CHILD_NOT_LINKED);
    return child.memberId;
  }
}
