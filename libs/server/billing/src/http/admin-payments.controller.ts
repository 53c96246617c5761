import { Controller, Get, Inject, Param, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ADMIN_PAYMENT_SORT_FIELDS, adminPaymentFilterSchema, listQuerySchema, adminPaymentDetailSchema, adminPaymentListSchema } from '@coaching/contracts';
import { ApiContract, domainError, OperatorGuard, parseListParams, setContentRange, uuidOf } from '@coaching/server-core';
import type { Request, Response } from 'express';
import { BillingErrors } from '../domain/billing-errors';
import { RecordTransferReceivedCommand } from '../commands/record-transfer-received.command';
import { GetAdminPaymentQuery } from '../queries/get-admin-payment.query';
import { ListAdminPaymentsQuery } from '../queries/list-admin-payments.query';

const notFound = () => domainError(BillingErrors.PAYMENT_NOT_FOUND);

/** Purchases and payments for operators (ra-data-simple-rest), with the bank-transfer receipt. */
@Controller('admin-api/payments')
@UseGuards(OperatorGuard)
export class AdminPaymentsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @ApiContract({ answer: adminPaymentListSchema, query: listQuerySchema })
  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const params = parseListParams(query, { sortFields: ADMIN_PAYMENT_SORT_FIELDS, defaultSort: ['created_at', 'DESC'], filter: adminPaymentFilterSchema });
    const page = await this.queries.execute(new ListAdminPaymentsQuery(params));
    setContentRange(res, 'payments', params.range.start, page.rows.length, page.total);
    return page.rows;
  }

  @ApiContract({ answer: adminPaymentDetailSchema })
  @Get(':id')
  async show(@Param('id') id: string) {
    const payment = await this.queries.execute(new GetAdminPaymentQuery(uuidOf(id, BillingErrors.PAYMENT_NOT_FOUND)));
    if (!payment) throw notFound();
    return payment;
  }

  /** Support staff and admins both record receipts: it is their daily work. Twice changes nothing. */
  @ApiContract({ answer: adminPaymentDetailSchema })
  @Post(':id/transfer-received')
  async transferReceived(@Param('id') id: string, @Req() req: Request) {
    const paymentId = uuidOf(id, BillingErrors.PAYMENT_NOT_FOUND);
    const operator = req.session.operator!;
    await this.commands.execute(new RecordTransferReceivedCommand(paymentId, { id: operator.id, name: operator.name }));
    return this.queries.execute(new GetAdminPaymentQuery(paymentId));
  }
}
