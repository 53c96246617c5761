import { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { Inject, Logger } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { domainError, EventStore, type EventMetadata, mailMessage } from '@coaching/server-core';
import { BillingErrors } from '../domain/billing-errors';
import { allocateRefund, refundRequest, type RefundOperator, type RefundedTrade } from '../domain/order-refund';
import { providerOrderId } from '../domain/order.decider';
import { LeaseTaken, Leases } from './leases';
import { orderMailContext } from './order-mails';
import { foldOrder, runOrderCommand } from './order-stream';
import { refundQuote } from './refund-facts';
import { RefundCardChargeCommand } from './refund-card-charge.command';
import { DecideOrderRefundCommand, ExecuteOrderRefundCommand, RecordBankRefundPaidCommand, RequestOrderRefundCommand, WithdrawOrderRefundCommand, type RefundStanding } from './refund-order.commands';
import { refundApprovalReminder } from './refund-approval-reminder';

/**
 * Every refund event names the operator who acted (the audit reads it from the metadata). A request or an approval
 * carried out at once is one action over two appends (the provider is called between them): they share its id.
 */
const byOperator = (operator: RefundOperator, actionId: string = randomUUID()): EventMetadata => ({ actor: { type: 'operator', id: operator.id }, operatorName: operator.name, actionId });

async function standing(em: EntityManager, store: EventStore, paymentId: string): Promise<RefundStanding> {
  const { state } = await foldOrder(em.fork(), store, paymentId);
  return { paymentId, status: state.refund?.status ?? 'none' };
}

/** Support asks for the refund the law gives (calculated here, never taken from the browser), or an adjustment of it. */
@CommandHandler(RequestOrderRefundCommand)
export class RequestOrderRefundHandler implements ICommandHandler<RequestOrderRefundCommand> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  async execute({ paymentId, ask, operator }: RequestOrderRefundCommand): Promise<RefundStanding> {
    const now = new Date();
    const quote = await refundQuote(this.em.fork(), this.store, this.queries, paymentId, now);
    const request = refundRequest(quote.calculation, quote.facts.paid, { ...ask, method: quote.method, by: operator, at: now.toISOString() });
    const actionId = randomUUID();
    // A request left for an admin: the admins who may decide are mailed if it still waits a day later.
    await runOrderCommand(this.em, this.store, paymentId, { type: 'RequestRefund', data: request }, byOperator(operator, actionId), async () =>
      request.needsApproval ? [refundApprovalReminder(paymentId, request.requestedAt)] : [],
    );
    if (request.needsApproval) return standing(this.em, this.store, paymentId);
    return this.commands.execute(new ExecuteOrderRefundCommand(paymentId, operator, actionId));
  }
}

/** An admin approves (and so carries out) or rejects a large adjustment; the decider refuses the one who asked. */
@CommandHandler(DecideOrderRefundCommand)
export class DecideOrderRefundHandler implements ICommandHandler<DecideOrderRefundCommand> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  async execute({ paymentId, decision, operator, reason }: DecideOrderRefundCommand): Promise<RefundStanding> {
    const at = new Date().toISOString();
    const data = decision === 'approve' ? { by: operator, at } : { by: operator, at, reason };
    const actionId = randomUUID();
    await runOrderCommand(this.em, this.store, paymentId, { type: decision === 'approve' ? 'ApproveRefund' : 'RejectRefund', data }, byOperator(operator, actionId));
    if (decision === 'reject') return standing(this.em, this.store, paymentId);
    return this.commands.execute(new ExecuteOrderRefundCommand(paymentId, operator, actionId));
  }
}

/** The requester (or an admin) takes back a request awaiting approval; the decider refuses anyone else, and a late one. */
@CommandHandler(WithdrawOrderRefundCommand)
export class WithdrawOrderRefundHandler implements ICommandHandler<WithdrawOrderRefundCommand> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  async execute({ paymentId, operator, reason }: WithdrawOrderRefundCommand): Promise<RefundStanding> {
    const by = { id: operator.id, name: operator.name };
    await runOrderCommand(this.em, this.store, paymentId, { type: 'WithdrawRefund', data: { by, at: new Date().toISOString(), reason }, byAdmin: operator.role === 'admin' }, byOperator(by));
    return standing(this.em, this.store, paymentId);
  }
}

/**
 * One refund at a time per order (a lease, not a lock: no transaction is open while the provider is called, ADR
 * 0008). A second press waits for the first and finds it recorded; a press after a crash between the provider
 * and the record asks the provider again, which answers each trade as it stands (RefundCardChargeCommand reads
 * the trade first), so the money goes back once.
 */
@CommandHandler(ExecuteOrderRefundCommand)
export class ExecuteOrderRefundHandler implements ICommandHandler<ExecuteOrderRefundCommand> {
  private readonly logger = new Logger('ExecuteOrderRefund');

  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(Leases) private readonly leases: Leases,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  async execute({ paymentId, operator, actionId }: ExecuteOrderRefundCommand): Promise<RefundStanding> {
    try {
      return await this.leases.hold(`refund-${paymentId}`, { ttlMs: 120_000, waitMs: 30_000 }, () => this.refund(paymentId, operator, actionId));
    } catch (error) {
      if (error instanceof LeaseTaken) throw domainError(BillingErrors.REFUND_IN_PROGRESS);
      throw error;
    }
  }

  private async refund(paymentId: string, operator: RefundOperator, actionId?: string): Promise<RefundStanding> {
    const { state } = await foldOrder(this.em.fork(), this.store, paymentId);
    const refund = state.refund;
    if (!refund || !state.requested) throw domainError(BillingErrors.REFUND_NOT_FOUND);
    if (refund.status === 'refunded' || refund.status === 'awaiting_bank_transfer' || refund.status === 'bank_paid') return { paymentId, status: refund.status };
    if (refund.status !== 'approved') throw domainError(BillingErrors.REFUND_NOT_APPROVED);
    const { request } = refund;
    const trades: RefundedTrade[] = [];
    if (request.method === 'card') {
      const charges = state.requested.charges
        .map((c, n) => ({ n, providerOrderId: providerOrderId(paymentId, n), charged: c.amount + c.tax }))
        .filter(({ n }) => state.charges[n] === 'captured');
      for (const part of allocateRefund(charges, request.amount)) {
        const outcome = await this.commands.execute(new RefundCardChargeCommand(part.providerOrderId, part.charged, part.refund));
        trades.push({ n: part.n, providerOrderId: part.providerOrderId, charged: part.charged, refunded: part.refund, status: outcome.status });
      }
      this.logger.log({ paymentId, trades: trades.length, amount: request.amount }, 'card refund made');
    }
    const refundedAt = new Date().toISOString();
    await runOrderCommand(
      this.em,
      this.store,
      paymentId,
      { type: 'RecordRefund', data: { method: request.method, amount: request.amount, trades, refundedAt } },
      byOperator(operator, actionId),
      async (_change, tx) => {
        const mail = await orderMailContext(tx, paymentId);
        return [
          mailMessage({
            template: 'order-refunded',
            toMember: mail.memberId,
            locals: { ...(mail.salutation ? { salutation: mail.salutation } : {}), title: mail.title, amount: request.amount, lines: request.lines, calculated: request.calculated, byCard: request.method === 'card', adjusted: request.amount !== request.calculated, refundedAt },
            correlationId: paymentId,
          }),
        ];
      },
    );
    return standing(this.em, this.store, paymentId);
  }
}

/** Support records that the bank refund was sent; twice changes nothing. */
@CommandHandler(RecordBankRefundPaidCommand)
export class RecordBankRefundPaidHandler implements ICommandHandler<RecordBankRefundPaidCommand> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  async execute({ paymentId, operator }: RecordBankRefundPaidCommand): Promise<RefundStanding> {
    await runOrderCommand(this.em, this.store, paymentId, { type: 'RecordBankRefundPaid', data: { by: operator, paidAt: new Date().toISOString() } }, byOperator(operator));
    return standing(this.em, this.store, paymentId);
  }
}
