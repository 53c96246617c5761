import { Controller, Get, Param, Query, Req, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type ItemCalcResult, itemCalcQuerySchema, type PlanCalcResult, planCalcQuerySchema, planCalcAnswerSchema, itemCalcAnswerSchema } from '@coaching/contracts';
import { ApiContract, MemberGuard, MemberId, parseWith, RateLimiter, type RateLimit, rowIdOf } from '@coaching/server-core';
import type { Request } from 'express';
import { BillingErrors } from '../domain/billing-errors';
import { QuoteItemQuery } from '../queries/quote-item.query';
import { QuotePlanQuery } from '../queries/quote-plan.query';

/** A calculation with a coupon also checks the code: limited per member, so codes cannot be found by trying many. */
export const COUPON_QUOTES_PER_MINUTE: RateLimit = { limit: 30, windowSeconds: 60 };

/**
 * The confirmation pages' price breakdowns (spec §2 /payments/create, /payments/item/create; §7 calc rows).
 * For members: the admission fee depends on who asks.
 */
@Controller('api')
@UseGuards(MemberGuard)
export class PricingController {
  constructor(
    private readonly queries: QueryBus,
    private readonly limiter: RateLimiter,
  ) {}

  @ApiContract({ answer: planCalcAnswerSchema, query: planCalcQuerySchema })
  @Get('plans/:planId/calc')
  async plan(@MemberId() memberId: string, @Param('planId') id: string, @Query() query: unknown, @Req() req: Request): Promise<{ data: PlanCalcResult }> {
    const planId = rowIdOf(id, BillingErrors.PLAN_NOT_FOUND);
    const { method, period, coupon_code } = parseWith(planCalcQuerySchema, query);
    if (coupon_code) await this.limiter.enforce('coupon-quote', memberId, COUPON_QUOTES_PER_MINUTE, req.res);
    const quote = await this.queries.execute(new QuotePlanQuery(memberId, planId, { method, period, couponCode: coupon_code }));
    return { data: quote.result };
  }

  @ApiContract({ answer: itemCalcAnswerSchema, query: itemCalcQuerySchema })
  @Get('items/:itemId/calc')
  async item(@Param('itemId') id: string, @Query() query: unknown): Promise<{ data: ItemCalcResult }> {
    const itemId = rowIdOf(id, BillingErrors.ITEM_NOT_FOUND);
    const request = parseWith(itemCalcQuerySchema, query);
    const quote = await this.queries.execute(new QuoteItemQuery(itemId, request));
    return { data: quote.result };
  }
}
