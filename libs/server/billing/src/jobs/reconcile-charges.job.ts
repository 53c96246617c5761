import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { HandlesJob, QueueName, sql, type JobHandler } from '@coaching/server-core';
import { ChargeScanQueue } from './charge-scan-queue';

export const RECONCILE_CHARGES_JOB = 'reconcile-charges';

/**
 * A card charge still without an outcome this long after it fell due has outlived every attempt of its
 * charge job (8 attempts with back-off take a few minutes): its job gave up while the provider did not answer.
 */
export const RECONCILE_AFTER_MS = 30 * 60 * 1000;

/** One reconciliation of a charge per hour at most, however often the scan runs. */
const RECONCILE_EVERY_MS = 60 * 60 * 1000;

export const reconcileJobId = (paymentId: string, n: number, now: Date) => `reconcile-${paymentId}-${n}-${Math.floor(now.getTime() / RECONCILE_EVERY_MS)}`;

/**
 * The outcome-unknown path (README, "The card provider"): a repeatable scan finds card charges left 決済処理中
 * (due, not captured or failed, long after they fell due) and queues a charge job in `reconcile` mode, which
 * asks the provider by the charge's OrderID (SearchTrade) and records what it did, mailing the member; it
 * never charges. So a payment never stays 決済処理中 for good, and the open result page hears the outcome.
 */
@Injectable()
@HandlesJob(QueueName.Payments, RECONCILE_CHARGES_JOB)
export class ReconcileChargesJob implements JobHandler<Record<string, never>>, OnApplicationBootstrap {
  private readonly logger = new Logger('ReconcileCharges');

  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(ChargeScanQueue) private readonly charges: ChargeScanQueue,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.charges.schedule(RECONCILE_CHARGES_JOB);
  }

  async handle(): Promise<void> {
    const queued = await this.queueStaleCharges();
    if (queued > 0) this.logger.warn({ queued }, 'charges without an outcome queued for reconciliation');
  }

  /** Queues a reconciliation for every card charge left without an outcome; answers how many. */
  async queueStaleCharges(now = new Date()): Promise<number> {
    const stale = await sql<{ payment_id: string; n: number }>(
      this.em.fork(),
      `select c.payment_id, c.n
         from payment_charges c
         join payments p on p.id = c.payment_id
         left join payment_charges prev on prev.payment_id = c.payment_id and prev.n = c.n - 1
        where c.status = 'due' and c.due_at <= ? and p.method <> 'bank'
          and ((c.n = 0 and p.status = 'pending') or (c.n > 0 and p.status = 'captured' and prev.status = 'captured'))
        order by c.due_at
        limit 500`,
      [new Date(now.getTime() - RECONCILE_AFTER_MS)],
    );
    return this.charges.queueCharges(
      stale.map(({ payment_id: paymentId, n }) => ({ paymentId, n, reconcile: true })),
      (p) => reconcileJobId(p.paymentId, p.n, now),
    );
  }
}
