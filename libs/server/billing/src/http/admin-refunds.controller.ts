import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Param, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { REFUND_SORT_FIELDS, refundDecisionSchema, refundFilterSchema, refundRequestSchema, refundWithdrawalSchema, type AdminRefund, type RefundQuoteAnswer, listQuerySchema, adminRefundListSchema, adminRefundSchema, refundQuoteAnswerSchema } from '@coaching/contracts';
import { ApiContract, domainError, OperatorGuard, OperatorRoles, parseListParams, parseWith, setContentRange, uuidOf } from '@coaching/server-core';
import type { Request, Response } from 'express';
import { DecideOrderRefundCommand, ExecuteOrderRefundCommand, RecordBankRefundPaidCommand, RequestOrderRefundCommand, WithdrawOrderRefundCommand } from '../commands/refund-order.commands';
import { BillingErrors } from '../domain/billing-errors';
import { GetAdminRefundQuery } from '../queries/get-admin-refund.query';
import { GetRefundQuoteQuery } from '../queries/get-refund-quote.query';
import { ListAdminRefundsQuery } from '../queries/list-admin-refunds.query';

const operatorOf = (req: Request) => ({ id: req.session.operator!.id, name: req.session.operator!.name });

/**
 * Cancellation (解約) with a refund by the legal rules, for operators: the calculation of an order line by line,
 * support's request (with an adjustment and its reason), an admin's approval of a large adjustment (never by the
 * operator who asked), carrying it out, and a bank refund sent by hand. Staff (admin and support) by default.
 */
@Controller('admin-api')
@UseGuards(OperatorGuard)
export class AdminRefundsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @ApiContract({ answer: refundQuoteAnswerSchema })
  @Get('payments/:id/refund-quote')
  async quote(@Param('id') id: string): Promise<RefundQuoteAnswer> {
    return this.queries.execute(new GetRefundQuoteQuery(this.paymentId(id)));
  }

  /** Support (or an admin) cancels the order: refunded at once, or left for an admin when the adjustment is large. */
  @ApiContract({ answer: adminRefundSchema, body: refundRequestSchema })
  @Post('payments/:id/refund')
  @HttpCode(HttpStatus.OK)
  async request(@Param('id') id: string, @Body() body: unknown, @Req() req: Request): Promise<AdminRefund> {
    const paymentId = this.paymentId(id);
    const ask = parseWith(refundRequestSchema, body);
    await this.commands.execute(new RequestOrderRefundCommand(paymentId, { amount: ask.amount, adjustmentReason: ask.adjustment_reason ?? null, reason: ask.reason }, operatorOf(req)));
    return this.answer(paymentId);
  }

  /**
   * The list; `awaiting_me` narrows it to the signed-in operator's approvals queue (an admin's: awaiting approval,
   * asked by someone else; empty for support, who decide nothing), `mine` to the requests they asked.
   */
  @ApiContract({ answer: adminRefundListSchema, query: listQuerySchema })
  @Get('refunds')
  async list(@Query() query: Record<string, unknown>, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<AdminRefund[]> {
    const params = parseListParams(query, { sortFields: REFUND_SORT_FIELDS, defaultSort: ['requested_at', 'DESC'], filter: refundFilterSchema });
    const { awaiting_me: awaitingMe, mine, ...filter } = params.filter;
    const operator = req.session.operator!;
    if (awaitingMe && operator.role !== 'admin') {
      setContentRange(res, 'refunds', params.range.start, 0, 0);
      return [];
    }
    const criteria = { ...params, filter: { ...filter, awaitingDecisionBy: awaitingMe ? operator.id : undefined, requestedBy: mine ? operator.id : undefined } };
    const page = await this.queries.execute(new ListAdminRefundsQuery(criteria));
    setContentRange(res, 'refunds', params.range.start, page.rows.length, page.total);
    return page.rows;
  }

  @ApiContract({ answer: adminRefundSchema })
  @Get('refunds/:id')
  async show(@Param('id') id: string): Promise<AdminRefund> {
    return this.answer(this.paymentId(id));
  }

  /** An admin approves a large adjustment (not their own request), which carries it out. */
  @ApiContract({ answer: adminRefundSchema })
  @Post('refunds/:id/approve')
  @HttpCode(HttpStatus.OK)
  @OperatorRoles('admin')
  async approve(@Param('id') id: string, @Req() req: Request): Promise<AdminRefund> {
    const paymentId = await this.existing(id);
    await this.commands.execute(new DecideOrderRefundCommand(paymentId, 'approve', operatorOf(req)));
    return this.answer(paymentId);
  }

  @ApiContract({ answer: adminRefundSchema, body: refundDecisionSchema })
  @Post('refunds/:id/reject')
  @HttpCode(HttpStatus.OK)
  @OperatorRoles('admin')
  async reject(@Param('id') id: string, @Body() body: unknown, @Req() req: Request): Promise<AdminRefund> {
    const paymentId = await this.existing(id);
    const { reason } = parseWith(refundDecisionSchema, body ?? {});
    await this.commands.execute(new DecideOrderRefundCommand(paymentId, 'reject', operatorOf(req), reason));
    return this.answer(paymentId);
  }

  /** The one who asked (or an admin) takes back a request awaiting approval; anyone else: 403, after a decision: 409. */
  @ApiContract({ answer: adminRefundSchema, body: refundWithdrawalSchema })
  @Post('refunds/:id/withdraw')
  @HttpCode(HttpStatus.OK)
  async withdraw(@Param('id') id: string, @Body() body: unknown, @Req() req: Request): Promise<AdminRefund> {
    const paymentId = await this.existing(id);
    const { reason } = parseWith(refundWithdrawalSchema, body ?? {});
    await this.commands.execute(new WithdrawOrderRefundCommand(paymentId, { ...operatorOf(req), role: req.session.operator!.role }, reason));
    return this.answer(paymentId);
  }

  /** Carries out an approved refund again (after the provider could not be reached); once done, changes nothing. */
  @ApiContract({ answer: adminRefundSchema })
  @Post('refunds/:id/execute')
  @HttpCode(HttpStatus.OK)
  async execute(@Param('id') id: string, @Req() req: Request): Promise<AdminRefund> {
    const paymentId = await this.existing(id);
    await this.commands.execute(new ExecuteOrderRefundCommand(paymentId, operatorOf(req)));
    return this.answer(paymentId);
  }

  @ApiContract({ answer: adminRefundSchema })
  @Post('refunds/:id/bank-paid')
  @HttpCode(HttpStatus.OK)
  async bankPaid(@Param('id') id: string, @Req() req: Request): Promise<AdminRefund> {
    const paymentId = await this.existing(id);
    await this.commands.execute(new RecordBankRefundPaidCommand(paymentId, operatorOf(req)));
    return this.answer(paymentId);
  }

  private paymentId(id: string): string {
    return uuidOf(id, BillingErrors.PAYMENT_NOT_FOUND);
  }

  private async existing(id: string): Promise<string> {
    const paymentId = this.paymentId(id);
    if (!(await this.queries.execute(new GetAdminRefundQuery(paymentId)))) throw domainError(BillingErrors.REFUND_NOT_FOUND);
    return paymentId;
  }

  private async answer(paymentId: string): Promise<AdminRefund> {
    const refund = await this.queries.execute(new GetAdminRefundQuery(paymentId));
    if (!refund) throw domainError(BillingErrors.REFUND_NOT_FOUND);
    return refund;
  }
}
