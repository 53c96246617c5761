import { EntityManager } from '@mikro-orm/postgresql';
import { BillingTerms } from '@coaching/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DEFAULT_JOB_OPTIONS, EventStore, HandlesJob, QueueName, type JobContext, type JobHandler } from '@coaching/server-core';
import { CardProviderClient } from '../card-provider/card-provider-client';
import { CardProviderUnavailable, memberMessageFor, ProviderErrorInfo } from '../card-provider/card-provider-errors';
import { chargeAtProvider, chargeOnce, type CapturedCharge, type ChargeOutcome } from '../card-provider/charge-once';
import { SavedCards } from '../card-provider/saved-cards';
import { chargeToMake, payerOf, providerOrderId, type ChargeCapturedData, type ChargeFailedData, type OrderCharge, type PaymentRequestedData } from '../domain/order.decider';
import { mailMessage, orderMailContext } from '../commands/order-mails';
import { foldOrder, runOrderCommand, type FoldedOrder } from '../commands/order-stream';
import { forgetDeclinedCard } from './forget-declined-card.job';

export const CHARGE_PAYMENT_JOB = 'charge-payment';

export interface ChargePaymentPayload {
  paymentId: string;
  /** Which charge of the order: 0 for a lump sum or the first month of a split. */
  n: number;
  /**
   * Only ask the provider what became of the charge and record that; never charge (a charge left without an
   * outcome, jobs/reconcile-charges.job.ts). Absent for an ordinary charge.
   */
  reconcile?: true;
}

/** A charge whose outcome stayed unknown and that the provider never carried out: the member was not charged. */
export const NOT_CHARGED_MESSAGE = '決済を完了できませんでした。カードへのご請求は行われていません。';

/** A charge due within this much is not yet due only by the clocks of two workers: the queue tries it again shortly. */
const CLOCK_SKEW_MS = 60_000;

/** Thrown for a charge that falls due in a moment, so the queue retries it (with back-off) once it has. */
export class ChargeNotDueYet extends Error {
  constructor(paymentId: string, n: number) {
    super(`charge ${n} of ${paymentId} is not due yet`);
    this.name = 'ChargeNotDueYet';
  }
}

/**
 * Charges one charge of a card order at the provider, exactly once, with the one charge algorithm (`chargeOnce`,
 * PROTOCOLS.md, safe charging).
 *
 * The OrderID of a charge is fixed by the order (`providerOrderId`). A first run enters the trade at once (two
 * calls): the provider's refusal of a used OrderID still guards it (a second copy of the job), and only then is it
 * asked. On any doubt (a rerun: a retry, or a run a dead worker began) the provider is asked first (`SearchTrade`),
 * so a charge it approved before a crash, a timeout or a duplicate job is recorded from its answer instead of being
 * made again, and an entry without an execution is executed. A decline is final and recorded at once; congestion,
 * timeouts and an unreachable provider are retried by the queue with back-off, and after the last attempt the
 * provider's record of the trade decides (congestion to the end: failed, nothing charged). A fault of ours (the
 * database, a bug) is thrown for the queue to retry; one that outlives every attempt leaves the charge 決済処理中
 * for the reconciliation scan, which records what the provider did.
 *
 * The order's stream is folded once, when the job starts: that state says what to charge
 * (`chargeToMake`: nothing twice, out of turn or before its due date), the capture or failure is decided on
 * it, and the mail is written from the state after. Nothing here runs inside a transaction but the record.
 */
@Injectable()
@HandlesJob(QueueName.Payments, CHARGE_PAYMENT_JOB)
export class ChargePaymentJob implements JobHandler<ChargePaymentPayload> {
  private readonly logger = new Logger('ChargePaymentJob');

  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(CardProviderClient) private readonly provider: CardProviderClient,
    @Inject(SavedCards) private readonly cards: SavedCards,
  ) {}

  async handle({ paymentId, n, reconcile }: ChargePaymentPayload, context: JobContext): Promise<void> {
    const folded = await foldOrder(this.em.fork(), this.store, paymentId);
    const now = new Date();
    const decision = chargeToMake(folded.state, n, now);
    if ('leave' in decision) {
      if (decision.leave !== 'not-due-yet') return;
      // Delivered before its due date (queued by mistake, or by a worker whose clock runs ahead): nothing is
      // charged or recorded; the monthly scan queues the charge once it is due.
      const dueAt = folded.state.requested!.charges[n].dueAt;
      this.logger.warn({ paymentId, n, dueAt }, 'charge delivered before its due date: not charged');
      if (new Date(dueAt).getTime() - now.getTime() <= CLOCK_SKEW_MS) throw new ChargeNotDueYet(paymentId, n);
      return;
    }
    const order = folded.state.requested!;
    const charge = decision.make;
    const tradeOrderId = providerOrderId(paymentId, n);
    if (reconcile) return this.reconcile(paymentId, folded, n, context);

    const charged = await this.charge(order, charge, tradeOrderId, context.rerun !== false);
    if (charged.outcome === 'captured') return this.recordCaptured(paymentId, folded, capturedData(n, charged), context);
    const failedAt = new Date().toISOString();
    if (charged.outcome === 'declined') return this.recordFailed(paymentId, folded, { n, providerOrderId: tradeOrderId, code: charged.code, message: charged.message, failedAt }, context);
    const { error } = charged;
    if (context.attempt < DEFAULT_JOB_OPTIONS.attempts) {
      this.logger.warn({ paymentId, n, attempt: context.attempt, err: error.describe() }, 'charge not made yet; the queue will try again');
      throw error;
    }
    // No answer, even on the last attempt: the provider may have charged. Ask it (SearchTrade) and record
    // what it did, never a failure it did not make. Should it still not answer, the job fails, the
    // charge stays 決済処理中, and the reconciliation scan asks again later.
    if (error instanceof CardProviderUnavailable) return this.reconcile(paymentId, folded, n, context);
    // Congested to the last attempt: refused every time, nothing charged.
    await this.recordFailed(paymentId, folded, { n, providerOrderId: tradeOrderId, code: error.infos[0] ?? 'E', message: error.message, failedAt }, context);
  }

  /** The charge at the provider (`chargeOnce`), from the member's saved card: asked first on a rerun. */
  private async charge(order: PaymentRequestedData, charge: OrderCharge, tradeOrderId: string, rerun: boolean): Promise<ChargeOutcome> {
    // The payer's card: a guardian's, when they paid for a child (ADR 0038).
    const providerMemberId = await this.cards.providerMemberId(payerOf(order));
    // No card to charge: refused as the provider refuses a card it does not hold.
    if (!providerMemberId || !order.cardSeq) return { outcome: 'declined', providerOrderId: tradeOrderId, code: ProviderErrorInfo.cardNotFound, message: memberMessageFor(ProviderErrorInfo.cardNotFound) };
    if (charge.amount + charge.tax === 0) return this.nothingToCharge(tradeOrderId);
    return chargeOnce(this.provider, { orderId: tradeOrderId, amount: charge.amount, tax: charge.tax, card: { memberId: providerMemberId, cardSeq: order.cardSeq }, askFirst: rerun });
  }

  /**
   * Settles a charge whose outcome is unknown from the provider's record of its trade alone: carried out →
   * captured; entered but not executed, or never entered → failed, nothing charged. Either way the member is
   * mailed (recordCaptured, recordFailed). A provider that does not answer throws: the queue asks again.
   */
  private async reconcile(paymentId: string, folded: FoldedOrder, n: number, context: JobContext): Promise<void> {
    const tradeOrderId = providerOrderId(paymentId, n);
    const settled = await chargeAtProvider(this.provider, tradeOrderId);
    if (settled.outcome === 'captured') {
      this.logger.warn({ paymentId, n, status: settled.jobCode }, 'charge without an answer: the provider carried it out, recorded as captured');
      return this.recordCaptured(paymentId, folded, capturedData(n, settled), context);
    }
    this.logger.warn({ paymentId, n, status: settled.status }, 'charge without an answer: the provider did not carry it out, recorded as failed');
    await this.recordFailed(paymentId, folded, { n, providerOrderId: tradeOrderId, code: 'NOT_CHARGED', message: NOT_CHARGED_MESSAGE, failedAt: new Date().toISOString() }, context);
  }

  /** A coupon can bring a charge to 0 yen: nothing is sent to the provider, the charge is simply settled. */
  private nothingToCharge(tradeOrderId: string): CapturedCharge {
    return { outcome: 'captured', providerOrderId: tradeOrderId, jobCode: 'CAPTURE', tranId: null, approve: null, chargedAt: new Date().toISOString() };
  }

  private async recordCaptured(paymentId: string, folded: FoldedOrder, data: ChargeCapturedData, context: JobContext): Promise<void> {
    await this.recordCaptureOnly(paymentId, folded, data, context);
    // The card of a first charge that went through is the member's default from now on (spec §9: a new card
    // becomes the default; a purchase's new card only once it has paid, so a declined one never does).
    const order = folded.state.requested!;
    if (data.n === 0 && order.cardSeq) await this.cards.recordDefault(payerOf(order), order.cardSeq);
  }

  private async recordCaptureOnly(paymentId: string, folded: FoldedOrder, data: ChargeCapturedData, context: JobContext): Promise<void> {
    await runOrderCommand(
      this.em,
      this.store,
      paymentId,
      { type: 'RecordChargeCaptured', data },
      { actor: { type: 'system' }, causationId: context.jobId },
      async ({ state }, tx) => {
        const mail = await orderMailContext(tx, paymentId);
        const charge = state.requested!.charges[data.n];
        const remaining = state.charges.filter((c) => c === 'due').length;
        const nextNote = remaining > 0 ? `残り${remaining}回のお支払いは、毎月お支払いに設定されたカードから自動でお引き落としします。` : '';
        return [mailMessage('payment-completed', mail.memberId, { ...mail, amount: charge.amount + charge.tax, paidAt: data.chargedAt, nextNote }, paymentId)];
      },
      folded,
    );
  }

  private async recordFailed(paymentId: string, folded: FoldedOrder, data: ChargeFailedData, context: JobContext): Promise<void> {
    await runOrderCommand(
      this.em,
      this.store,
      paymentId,
      { type: 'RecordChargeFailed', data },
      { actor: { type: 'system' }, causationId: context.jobId },
      async ({ events, state }, tx) => {
        const mail = await orderMailContext(tx, paymentId);
        const charge = state.requested!.charges[data.n];
        const inArrears = events.some((event) => event.type === 'OrderFellIntoArrears');
        const failedMail = mailMessage('payment-failed', mail.memberId, { ...mail, amount: charge.amount + charge.tax, reason: data.message, inArrears, monthly: BillingTerms.monthlyInText }, paymentId);
        // A card registered for this purchase that could not pay it is not kept (ADR 0036).
        return data.n === 0 && state.requested!.newCard ? [failedMail, forgetDeclinedCard(paymentId)] : [failedMail];
      },
      folded,
    );
  }
}

/** A capture as the order records it. */
const capturedData = (n: number, { providerOrderId, jobCode, tranId, approve, chargedAt }: CapturedCharge): ChargeCapturedData => ({ n, providerOrderId, jobCode, tranId, approve, chargedAt });
