import { Controller, Get, Inject, Param, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { ADMIN_PAYMENT_SORT_FIELDS, adminPaymentFilterSchema } from '@coaching/contracts';
import { domainError, MemberDirectory, OperatorGuard, parseListParams, setContentRange } from '@coaching/server-core';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { BillingErrors } from '../domain/billing-errors';
import { RecordTransferReceivedCommand } from '../commands/record-transfer-received.command';
import { getAdminPayment, listAdminPayments } from '../queries/admin-payments';

const notFound = () => domainError(BillingErrors.PAYMENT_NOT_FOUND);
const uuid = z.uuid();

/** Purchases and payments for operators (ra-data-simple-rest), with the bank-transfer receipt. */
@Controller('admin-api/payments')
@UseGuards(OperatorGuard)
export class AdminPaymentsController {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(MemberDirectory) private readonly members: MemberDirectory,
  ) {}

  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const params = parseListParams(query, { sortFields: ADMIN_PAYMENT_SORT_FIELDS, defaultSort: ['created_at', 'DESC'], filter: adminPaymentFilterSchema });
    const page = await listAdminPayments(this.em.fork(), this.members, params);
    setContentRange(res, 'payments', params.range.start, page.rows.length, page.total);
    return page.rows;
  }

  @Get(':id')
  async show(@Param('id') id: string) {
    if (!uuid.safeParse(id).success) throw notFound();
    const payment = await getAdminPayment(this.em.fork(), this.members, id);
    if (!payment) throw notFound();
    return payment;
  }

  /** Support staff and admins both record receipts: it is their daily work. Twice changes nothing. */
  @Post(':id/transfer-received')
  async transferReceived(@Param('id') id: string, @Req() req: Request) {
    if (!uuid.safeParse(id).success) throw notFound();
    const operator = req.session.operator!;
    await this.commands.execute(new RecordTransferReceivedCommand(id, { id: operator.id, name: operator.name }));
    return getAdminPayment(this.em.fork(), this.members, id);
  }
}
