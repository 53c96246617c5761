import { Controller, Get, HttpCode, HttpStatus, Param, Query, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { CatalogueMessages, type CouponCheckAnswer, type CouponSummaryDto, type GameDto, type ItemDto, type LandingPlanDto, type PlanDetailDto, couponCheckAnswerSchema, gameAnswerSchema, gameListAnswerSchema, itemAnswerSchema, landingPlansAnswerSchema, planDetailAnswerSchema } from '@coaching/contracts';
import { ApiContract, domainError, type RateLimit, RateLimiter, rowIdOf } from '@coaching/server-core';
import type { Request } from 'express';
import { CatalogueErrors } from '../domain/catalogue-errors';
import { CheckCouponQuery } from '../queries/check-coupon.query';
import { ListLandingPlansQuery } from '../queries/list-landing-plans.query';
import { GetPurchasableGameQuery } from '../queries/get-purchasable-game.query';
import { GetPurchasableItemQuery } from '../queries/get-purchasable-item.query';
import { GetPurchasablePlanQuery } from '../queries/get-purchasable-plan.query';
import { ListPurchasableGamesQuery } from '../queries/list-purchasable-games.query';

/** Checking coupon codes is limited per client address, so codes cannot be found by trying many. */
export const COUPON_CHECKS_PER_MINUTE: RateLimit = { limit: 30, windowSeconds: 60 };

/**
 * The member contract's catalogue calls (spec §7). Public: what is on sale is not personal, and the
 * purchase screens read it before and after sign-in alike.
 */
@Controller('api')
export class CatalogueController {
  constructor(
    private readonly queries: QueryBus,
    private readonly limiter: RateLimiter,
  ) {}

  @ApiContract({ answer: gameListAnswerSchema })
  @Get('games')
  async games(): Promise<{ data: GameDto[] }> {
    return { data: await this.queries.execute(new ListPurchasableGamesQuery()) };
  }

  @ApiContract({ answer: gameAnswerSchema })
  @Get('games/:id')
  async game(@Param('id') id: string): Promise<{ data: GameDto }> {
    const game = await this.queries.execute(new GetPurchasableGameQuery(rowIdOf(id, CatalogueErrors.GAME_NOT_FOUND)));
    if (!game) throw domainError(CatalogueErrors.GAME_NOT_FOUND);
    return { data: game };
  }

  /** `method` belongs to the price calculation (`/calc`) and is not needed here; a coupon is verified. */
  @ApiContract({ answer: planDetailAnswerSchema })
  @Get('plans/:id')
  async plan(@Param('id') id: string, @Query('coupon_code') couponCode: unknown, @Req() req: Request): Promise<{ data: PlanDetailDto }> {
    const plan = await this.queries.execute(new GetPurchasablePlanQuery(rowIdOf(id, CatalogueErrors.PLAN_NOT_FOUND)));
    if (!plan) throw domainError(CatalogueErrors.PLAN_NOT_FOUND);
    const coupon = couponCode === undefined || couponCode === '' ? null : await this.verifyCoupon(couponCode, plan.id, req);
    return { data: { ...plan, coupon } };
  }

  @ApiContract({ answer: itemAnswerSchema })
  @Get('items/:id')
  async item(@Param('id') id: string): Promise<{ data: ItemDto }> {
    const item = await this.queries.execute(new GetPurchasableItemQuery(rowIdOf(id, CatalogueErrors.ITEM_NOT_FOUND)));
    if (!item) throw domainError(CatalogueErrors.ITEM_NOT_FOUND);
    return { data: item };
  }

  @ApiContract({ answer: couponCheckAnswerSchema })
  @Get('coupons/:code')
  @HttpCode(HttpStatus.OK)
  async coupon(@Param('code') code: string, @Query('plan_id') planIdText: unknown, @Req() req: Request): Promise<CouponCheckAnswer> {
    let planId: number | null = null;
    if (planIdText !== undefined && planIdText !== '') {
      planId = typeof planIdText === 'string' ? rowIdOf(planIdText) : null;
      if (planId === null) {
        await this.countCouponCheck(req);
        throw domainError(CatalogueErrors.COUPON_INVALID);
      }
    }
    const data = await this.verifyCoupon(code, planId, req);
    return { data, message: CatalogueMessages.couponValid };
  }

  /** The landing page's price section (spec §3 "Plan (landing)"), from the same catalogue the purchase flow sells. */
  @ApiContract({ answer: landingPlansAnswerSchema })
  @Get('landing/plans')
  async landingPlans(): Promise<{ data: LandingPlanDto[] }> {
    return { data: await this.queries.execute(new ListLandingPlansQuery()) };
  }

  private countCouponCheck(req: Request): Promise<void> {
    return this.limiter.enforce('coupon-check', req.ip ?? 'unknown', COUPON_CHECKS_PER_MINUTE, req.res);
  }

  /** The coupon's code and name, or 422 with the one message every refusal gets (spec §8). */
  private async verifyCoupon(code: unknown, planId: number | null, req: Request): Promise<CouponSummaryDto> {
    await this.countCouponCheck(req);
    if (typeof code !== 'string') throw domainError(CatalogueErrors.COUPON_INVALID);
    const check = await this.queries.execute(new CheckCouponQuery(code, planId));
    if (!check.ok) throw domainError(CatalogueErrors.COUPON_INVALID);
    return { code: check.coupon.code, name: check.coupon.name };
  }
}
