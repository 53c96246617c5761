import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Logger } from '@nestjs/common';
import { CommandBus, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { ChargeCardTokenCommand } from '@coaching/server-billing/commands';
import { GetTransferAccountQuery } from '@coaching/server-billing/queries';
import { APP_CONFIG, type AppConfig, domainError, EventStore, runDecider, sendMail, sql, type EventMetadata } from '@coaching/server-core';
import { randomBytes } from 'node:crypto';
import { campApplicationDecider, campApplicationStream, type CampApplicationCommand, type CampPaymentRequestedData } from '../domain/camp-application.decider';
import { CampErrors } from '../domain/camp-errors';
import { signedCampCancelHref } from '../domain/camp-cancel-link';
import { signedCampReceiptHref } from '../domain/camp-receipt-link';
import { paymentDue } from '../domain/camp-rules';
import { campEventById, type CampEventRow } from '../queries/camp-events';
import { paymentMailLocals, tokyoDateLabel } from './camp-mails';
import { hashCampToken } from './camp-token';
import { PayForCampCommand, type CampPaymentAnswer } from './pay-for-camp.command';

/**
 * The parent pays (spec §4): children seated, then charged.
 * 1. One transaction: the decider checks the token (this application's, unused, within the period), the
 *    head-count and the grades; the append's inline projection claims the children's seats against the
 *    capacity (a conditional update) or refuses with the camp full, rolling everything back. A bank transfer
 *    ends here, with its guide mail in the same transaction; the seats are held until the due date.
 * 2. A card, after that commit and outside any transaction (ADR 0008): billing charges the single-use card
 *    token through its published command (ADR 0010), once per attempt whatever the retries.
 * 3. One transaction: the capture (and its mail), or the refusal, which gives the seats and the token back.
 */
@CommandHandler(PayForCampCommand)
export class PayForCampHandler implements ICommandHandler<PayForCampCommand> {
  private readonly logger = new Logger('PayForCamp');

  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ request, correlationId }: PayForCampCommand): Promise<CampPaymentAnswer> {
    const tokenHash = hashCampToken(request.token);
    const [application] = await sql<{ id: string; camp_event_id: number; email: string; name: string }>(
      this.em.fork(),
      'select id, camp_event_id, email, name from camp_applications where token_hash = ?',
      [tokenHash],
    );
    if (!application) throw domainError(CampErrors.TOKEN_INVALID);
    const camp = await campEventById(this.em.fork(), application.camp_event_id);
    if (!camp) throw domainError(CampErrors.TOKEN_INVALID);
    const due = paymentDue(new Date(camp.starts_at));
    const bank = request.method === 'bank' ? await this.queries.execute(new GetTransferAccountQuery()) : null;
    const attemptId = randomBytes(10).toString('hex');
    const metadata: EventMetadata = { actor: { type: 'visitor' }, correlationId };
    const stream = campApplicationStream(application.id);

    const requested = await runDecider(
      this.em,
      this.store,
      stream,
      campApplicationDecider,
      {
        type: 'RequestPayment',
        data: {
          tokenHash,
          planId: request.plan_id,
          method: request.method,
          count: request.count,
          children: request.children,
          attemptId,
          camp: { campEventId: camp.id, unitPrice: camp.price, gradeFrom: camp.grade_from, gradeTo: camp.grade_to, startsAt: new Date(camp.starts_at).toISOString(), dueAt: due.endsAt.toISOString(), dueDate: due.date },
          now: new Date().toISOString(),
        },
      },
      metadata,
      {
        alsoInTransaction: async (tx, result) => {
          if (!bank) return;
          const payment = result.events[0].data as CampPaymentRequestedData;
          await sendMail(tx, {
            template: 'camp-transfer-guide',
            to: application.email,
            locals: {
              ...paymentMailLocals(application.name, camp, payment),
              dueDate: tokyoDateLabel(due.date),
              bank,
              reference: transferReference(application.id),
              // The parent who backs out cancels here, freeing the seats at once (issue 34).
              cancelHref: signedCampCancelHref(this.config.SESSION_SECRET, application.id),
            },
            correlationId: application.id,
          });
        },
      },
    );
    const payment = requested.events[0].data as CampPaymentRequestedData;
    if (request.method === 'bank') {
      const transfer = { bank_name: bank!.bankName, branch_name: bank!.branchName, account_type: bank!.accountType, account_number: bank!.accountNumber, account_holder: bank!.accountHolder, reference: transferReference(application.id), due_date: due.date, amount: payment.total };
      return answerOf(application.id, camp, payment, 'awaiting_transfer', { transfer, receipt_href: null });
    }

    let outcome;
    try {
      outcome = await this.commands.execute(new ChargeCardTokenCommand('camp', attemptId, payment.total, request.card_token ?? ''));
    } catch (error) {
      // No answer from the provider: it may have charged. The application stays 決済処理中 with its seats and
      // its attempt; the worker's scan settles it from the provider's record of that trade once the card token
      // has expired (jobs/settle-unanswered-camp-payments.job.ts), never charging again.
      this.logger.error({ applicationId: application.id, attemptId, err: error instanceof Error ? error.message : String(error) }, 'camp card payment without an outcome');
      throw domainError(CampErrors.PAYMENT_FAILED);
    }
    if (outcome.outcome === 'captured') {
      // Every camp payment has a receipt addressed to the parent (issue 32): the mail and the completion page link it.
      const receiptHref = signedCampReceiptHref(this.config.SESSION_SECRET, application.id);
      await this.record(stream, { type: 'RecordCardCaptured', data: { attemptId, providerOrderId: outcome.providerOrderId, now: outcome.chargedAt } }, metadata, async (tx) => {
        await sendMail(tx, { template: 'camp-paid', to: application.email, locals: { ...paymentMailLocals(application.name, camp, payment), paidAt: outcome.chargedAt, receiptPath: receiptHref }, correlationId: application.id });
      });
      return answerOf(application.id, camp, payment, 'paid', { transfer: null, receipt_href: receiptHref });
    }
    this.logger.warn({ applicationId: application.id, code: outcome.code }, 'camp card payment refused; seats given back');
    await this.record(stream, { type: 'RecordCardFailed', data: { attemptId, message: outcome.message, now: new Date().toISOString() } }, metadata);
    throw domainError(CampErrors.CARD_REFUSED, { message: outcome.message });
  }

  private async record(stream: { id: string; type: string }, command: CampApplicationCommand, metadata: EventMetadata, also?: (tx: EntityManager) => Promise<void>): Promise<void> {
    await runDecider(this.em, this.store, stream, campApplicationDecider, command, metadata, {
      alsoInTransaction: async (tx, result) => {
        if (result.events.length > 0) await also?.(tx);
      },
    });
  }
}

/** What the completion page summarises: the camp, the children, the total, and where to pay or the receipt. */
function answerOf(id: string, camp: CampEventRow, payment: CampPaymentRequestedData, status: CampPaymentAnswer['status'], rest: Pick<CampPaymentAnswer, 'transfer' | 'receipt_href'>): CampPaymentAnswer {
  return {
    id,
    method: payment.method,
    status,
    total: payment.total,
    count: payment.count,
    camp: { name: camp.name, venue: camp.venue, starts_at: new Date(camp.starts_at).toISOString(), ends_at: new Date(camp.ends_at).toISOString() },
    children: payment.children.map((child) => ({ name: child.name, grade: child.grade })),
    ...rest,
  };
}

/** The reference the parent writes before their name on the transfer, so an operator can match it. */
export const transferReference = (applicationId: string) => `C${applicationId.replace(/-/g, '').slice(0, 7).toUpperCase()}`;
