import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { HandlesJob, QueueName, sql, type JobHandler } from '@coaching/server-core';
import { ChargeScanQueue } from './charge-scan-queue';

export const CHARGE_DUE_INSTALMENTS_JOB = 'charge-due-instalments';

/** The charge job of one instalment has one id, so a scan that runs twice queues it once. */
export const instalmentJobId = (paymentId: string, n: number) => `instalment-${paymentId}-${n}`;

/**
 * Monthly split billing (spec §9: the monthly amount every month). A repeatable job scans for instalments
 * that are due, whose previous charge was captured, on orders not in arrears, and queues their charge.
 * The charge job itself is the one of the first charge: exactly once, retried with back-off, and a charge
 * that finally fails puts the order in arrears and mails the member.
 */
@Injectable()
@HandlesJob(QueueName.Payments, CHARGE_DUE_INSTALMENTS_JOB)
export class ChargeDueInstalmentsJob implements JobHandler<Record<string, never>>, OnApplicationBootstrap {
  private readonly logger = new Logger('ChargeDueInstalments');

  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(ChargeScanQueue) private readonly charges: ChargeScanQueue,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.charges.schedule(CHARGE_DUE_INSTALMENTS_JOB);
  }

  async handle(): Promise<void> {
    const queued = await this.queueDueInstalments();
    if (queued > 0) this.logger.log({ queued }, 'instalments queued for charging');
  }

  /** Queues every instalment due now; answers how many. */
  async queueDueInstalments(now = new Date()): Promise<number> {
    const due = await sql<{ payment_id: string; n: number }>(
      this.em.fork(),
      `select c.payment_id, c.n
         from payment_charges c
         join payments p on p.id = c.payment_id
         join payment_charges prev on prev.payment_id = c.payment_id and prev.n = c.n - 1 and prev.status = 'captured'
        where c.status = 'due' and c.n > 0 and c.due_at <= ? and p.method = 'split' and p.status = 'captured'
        order by c.due_at
        limit 500`,
      [now],
    );
    return this.charges.queueCharges(
      due.map(({ payment_id: paymentId, n }) => ({ paymentId, n })),
      (p) => instalmentJobId(p.paymentId, p.n),
    );
  }
}
