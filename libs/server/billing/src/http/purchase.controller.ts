import { Body, Controller, HttpCode, Inject, Param, Post, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { itemPurchaseSchema, planPurchaseSchema, type ItemPurchaseRequest, type PlanPurchaseRequest, memberPaymentAnswerSchema } from '@coaching/contracts';
import { ApiContract, MemberGuard, RefuseSuspended, MemberId, parseWith, rowIdOf } from '@coaching/server-core';
import type { Response } from 'express';
import { BillingErrors } from '../domain/billing-errors';
import { PlaceOrderCommand, type CardChoice } from '../commands/place-order.command';

/** Which card pays, as the request chose it (also the guardian's purchase for a child). */
export const cardOf = (request: PlanPurchaseRequest | ItemPurchaseRequest): CardChoice =>
  request.method === 'bank' ? null : request.token ? { token: request.token } : { defaultCard: true };

/**
 * `POST /api/plans/{plan_id}/purchase` and `POST /api/items/{item_id}/purchase` (spec §7): the member's
 * purchase places an order. Answers 202 with the order as `data` (the charge happens in the worker; the
 * result page follows it), or 200 with the same order when the idempotency key was used before.
 */
@Controller('api')
@UseGuards(MemberGuard)
export class PurchaseController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @ApiContract({ body: planPurchaseSchema, answer: memberPaymentAnswerSchema, alsoStatuses: [200] })
  @Post('plans/:planId/purchase')
  @RefuseSuspended()
  @HttpCode(202)
  async purchasePlan(@MemberId() memberId: string, @Param('planId') planId: string, @Body() body: unknown, @Res({ passthrough: true }) res: Response) {
    const id = rowIdOf(planId, BillingErrors.PLAN_NOT_FOUND);
    const request = parseWith(planPurchaseSchema, body);
    const target = { kind: 'plan' as const, planId: id, period: request.period, method: request.method, couponCode: request.coupon_code || undefined };
    const { payment, repeated } = await this.commands.execute(new PlaceOrderCommand(memberId, target, cardOf(request), request.idempotency_key));
    if (repeated) res.status(200);
    return { data: payment };
  }

  @ApiContract({ body: itemPurchaseSchema, answer: memberPaymentAnswerSchema, alsoStatuses: [200] })
  @Post('items/:itemId/purchase')
  @RefuseSuspended()
  @HttpCode(202)
  async purchaseItem(@MemberId() memberId: string, @Param('itemId') itemId: string, @Body() body: unknown, @Res({ passthrough: true }) res: Response) {
    const id = rowIdOf(itemId, BillingErrors.ITEM_NOT_FOUND);
    const request = parseWith(itemPurchaseSchema, body);
    const target = { kind: 'item' as const, itemId: id, quantity: request.quantity, method: request.method };
    const { payment, repeated } = await this.commands.execute(new PlaceOrderCommand(memberId, target, cardOf(request), request.idempotency_key));
    if (repeated) res.status(200);
    return { data: payment };
  }
}
