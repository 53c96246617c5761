import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { SettleCardTokenChargeCommand, TOKEN_CHARGE_FINAL_AFTER_MS } from '@coaching/server-billing/commands';
import { APP_CONFIG, type AppConfig, EventStore, HandlesJob, QueueName, runDecider, sendMail, sql, type JobHandler } from '@coaching/server-core';
import { lastPaymentRequest } from '../commands/application-stream';
import { paymentMailLocals } from '../commands/camp-mails';
import { campApplicationDecider, campApplicationStream, type CampApplicationCommand } from '../domain/camp-application.decider';
import { signedCampReceiptHref } from '../domain/camp-receipt-link';
import { campEventById } from '../queries/camp-events';
import { CampScans } from './camp-scans';

export const SETTLE_UNANSWERED_CAMP_PAYMENTS_JOB = 'settle-unanswered-camp-payments';

/** Said to the parent (and kept on the application) when the provider never carried the charge out. */
export const NOT_CHARGED_MESSAGE = '決済会社からの応答がなく、決済を完了できませんでした。カードへのご請求は行われていません。';

interface Unanswered {
  id: string;
  camp_event_id: number;
  email: string;
  name: string;
  attempt_id: string;
}

/**
 * The camp's half of the outcome-unknown path (billing's ReconcileChargesJob is the orders' half): a card payment
 * whose charge got no answer stays 決済処理中 (`payment_requested`) with its seats. This repeatable scan (camp queue,
 * every scan interval, like the camp's other scans) finds those older than the card token's life, asks billing what
 * the provider did with the attempt's trade (`SettleCardTokenChargeCommand`: SearchTrade, never a charge), and
 * records it through the stream: paid (the paid mail), or failed (seats and token given back, the not-charged
 * mail). The mail is written in the append's transaction and only when an event was appended, so a scan repeated,
 * or run by two workers at once, mails once. A provider still silent leaves the application for the next scan.
 */
@Injectable()
@HandlesJob(QueueName.Camp, SETTLE_UNANSWERED_CAMP_PAYMENTS_JOB)
export class SettleUnansweredCampPaymentsJob implements JobHandler<Record<string, never>>, OnApplicationBootstrap {
  private readonly logger = new Logger('SettleUnansweredCampPayments');

  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(CampScans) private readonly scans: CampScans,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.scans.schedule(SETTLE_UNANSWERED_CAMP_PAYMENTS_JOB);
  }

  async handle(): Promise<void> {
    const settled = await this.settleUnanswered();
    if (settled > 0) this.logger.warn({ settled }, 'camp card payments without an answer settled from the provider');
  }

  /** Settles every card payment left without an answer at `now`; answers how many were recorded. */
  async settleUnanswered(now = new Date()): Promise<number> {
    // A payment_requested row's updated_at is when the payment was requested: nothing else writes it until it settles.
    const unanswered = await sql<Unanswered>(
      this.em.fork(),
      `select id, camp_event_id, email, name, attempt_id from camp_applications
        where status = 'payment_requested' and method = 'bulk' and updated_at <= ? order by updated_at limit 500`,
      [new Date(now.getTime() - TOKEN_CHARGE_FINAL_AFTER_MS)],
    );
    let settled = 0;
    for (const application of unanswered) {
      try {
        settled += (await this.settle(application, now)) ? 1 : 0;
      } catch (error) {
        this.logger.warn({ applicationId: application.id, err: error instanceof Error ? error.message : String(error) }, 'camp card payment still without an answer; the next scan asks again');
      }
    }
    return settled;
  }

  private async settle(application: Unanswered, now: Date): Promise<boolean> {
    const outcome = await this.commands.execute(new SettleCardTokenChargeCommand('camp', application.attempt_id));
    const stream = campApplicationStream(application.id);
    const command: CampApplicationCommand =
      outcome.outcome === 'captured'
        ? { type: 'RecordCardCaptured', data: { attemptId: application.attempt_id, providerOrderId: outcome.providerOrderId, now: outcome.chargedAt } }
        : { type: 'RecordCardFailed', data: { attemptId: application.attempt_id, message: NOT_CHARGED_MESSAGE, now: now.toISOString() } };
    this.logger.warn({ applicationId: application.id, outcome: outcome.outcome }, 'camp card payment without an answer: recorded from the provider');
    const result = await runDecider(this.em, this.store, stream, campApplicationDecider, command, { actor: { type: 'system' } }, {
      alsoInTransaction: async (tx, appended) => {
        if (appended.events.length === 0) return;
        const payment = await lastPaymentRequest(tx, this.store, application.id);
        const camp = await campEventById(tx, application.camp_event_id);
        if (!camp || !payment) return;
        const locals = paymentMailLocals(application.name, camp, payment);
        const mail = outcome.outcome === 'captured' ? { template: 'camp-paid', locals: { ...locals, paidAt: outcome.chargedAt, receiptPath: signedCampReceiptHref(this.config.SESSION_SECRET, application.id) } } : { template: 'camp-payment-not-charged', locals };
        await sendMail(tx, { ...mail, to: application.email, correlationId: application.id });
      },
    });
    return result.events.length > 0;
  }
}
