import { Controller, Get, Inject, Param, Query, Req, Res, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { isPaymentFailed, isPaymentSettled, paymentPageAnswerSchema, memberPaymentAnswerSchema, orderDetailAnswerSchema, paymentReceiptAnswerSchema } from '@coaching/contracts';
import { ApiContract, AllowGuardian, domainError, MemberGuard, MemberId, uuidOf } from '@coaching/server-core';
import type { Request, Response } from 'express';
import { BillingErrors } from '../domain/billing-errors';
import { OrderChanges } from './order-changes';
import { GetMemberPaymentQuery } from '../queries/get-member-payment.query';
import { GetPaymentReceiptQuery } from '../queries/get-payment-receipt.query';
import { GetMemberOrderQuery } from '../queries/get-member-order.query';
import { ListPaymentHistoryQuery } from '../queries/list-payment-history.query';
import type { MemberPayment } from '../queries/payment-summaries';

const HEARTBEAT_MS = 15_000;

const notFound = () => domainError(BillingErrors.PAYMENT_NOT_FOUND);
const pageOf = (raw: unknown) => {
  const page = Number(raw ?? 1);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
};
const finished = (payment: MemberPayment) => isPaymentSettled(payment.status) || isPaymentFailed(payment.status) || payment.status === 'awaiting_transfer';

/**
 * The payments the signed-in account pays: history, one payment for the result page, its receipt, and its changes as
 * server-sent events. A guardian reads the orders they paid for their children here too (ADR 0038); a child does not.
 */
@Controller('api/payments')
@UseGuards(MemberGuard)
@AllowGuardian()
export class PaymentsController {
  constructor(
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(OrderChanges) private readonly changes: OrderChanges,
  ) {}

  @ApiContract({ answer: paymentPageAnswerSchema })
  @Get()
  list(@MemberId() memberId: string, @Query('page') page: unknown) {
    return this.queries.execute(new ListPaymentHistoryQuery(memberId, pageOf(page)));
  }

  @ApiContract({ answer: memberPaymentAnswerSchema })
  @Get(':id')
  async show(@MemberId() memberId: string, @Param('id') id: string) {
    const payment = await this.queries.execute(new GetMemberPaymentQuery(memberId, uuidOf(id, BillingErrors.PAYMENT_NOT_FOUND)));
    if (!payment) throw notFound();
    return { data: payment };
  }

  /**
   * The order page (/payments/history/{id}, issue 32): what was bought, each charge with its date and whether it is
   * paid, the card that pays it and who pays. 404 for another member's order or an unknown one.
   */
  @ApiContract({ answer: orderDetailAnswerSchema })
  @Get(':id/order')
  async order(@MemberId() memberId: string, @Param('id') id: string) {
    const order = await this.queries.execute(new GetMemberOrderQuery(memberId, uuidOf(id, BillingErrors.PAYMENT_NOT_FOUND)));
    if (!order) throw notFound();
    return { data: order };
  }

  /**
   * The receipt (領収書) of what was paid on the order; 404 for another member's order, an unknown one, or one
   * with nothing paid yet (never a receipt for money not received).
   */
  @ApiContract({ answer: paymentReceiptAnswerSchema })
  @Get(':id/receipt')
  async receipt(@MemberId() memberId: string, @Param('id') id: string) {
    const receipt = await this.queries.execute(new GetPaymentReceiptQuery(memberId, uuidOf(id, BillingErrors.PAYMENT_NOT_FOUND)));
    if (!receipt) throw notFound();
    return { data: receipt };
  }

  /**
   * `event: payment` with the payment now, then each time it changes, until it is settled or failed.
   * Better than polling: a capture recorded by the worker reaches the page within the commit's notification.
   */
  @ApiContract({ answerType: 'text/event-stream' })
  @Get(':id/events')
  async events(
    @MemberId() memberId: string,
    @Param('id') idText: string,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const id = uuidOf(idText, BillingErrors.PAYMENT_NOT_FOUND);
    // Listening before the first read: a change committed after it wakes a re-read, so one read is enough, and a
    // change heard during that read (which may not have seen it) is read again once the page has the first answer.
    let heardEarly = false;
    let wake = () => void (heardEarly = true);
    const unsubscribe = await this.changes.subscribe(id, () => wake());
    const first = await this.queries.execute(new GetMemberPaymentQuery(memberId, id)).catch((error: unknown) => {
      unsubscribe();
      throw error;
    });
    if (!first) {
      unsubscribe();
      throw notFound();
    }

    res.status(200);
    res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache, no-transform');
    res.setHeader('X-Accel-Buffering', 'no');
    res.flushHeaders();

    let closed = false;
    let last = '';
    const send = (payment: MemberPayment) => {
      const json = JSON.stringify(payment);
      if (json === last) return;
      last = json;
      res.write(`event: payment\ndata: ${json}\n\n`);
    };
    const close = () => {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      unsubscribe();
      res.end();
    };
    const refresh = async () => {
      if (closed) return;
      const payment = await this.queries.execute(new GetMemberPaymentQuery(memberId, id)).catch(() => null);
      if (!payment || closed) return;
      send(payment);
      if (finished(payment)) close();
    };

    const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
    req.on('close', close);
    wake = () => void refresh();
    send(first);
    if (finished(first)) close();
    else if (heardEarly) await refresh();
  }
}
