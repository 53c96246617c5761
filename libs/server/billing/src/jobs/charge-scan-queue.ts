import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, createRedisConnection, QueueName, QueueRegistry, type AppConfig } from '@coaching/server-core';
import { CHARGE_PAYMENT_JOB, type ChargePaymentPayload } from './charge-payment.job';

/**
 * The payments queue as billing's repeatable scans use it (due instalments, charges left without an
 * outcome): one Redis connection for all of them, each scan scheduled every `INSTALMENT_SCAN_EVERY_MS`,
 * and the charge jobs a scan finds queued under the ids that keep a repeated scan from queueing twice.
 */
@Injectable()
export class ChargeScanQueue implements OnApplicationShutdown {
  private registry?: QueueRegistry;
  private connection?: ReturnType<typeof createRedisConnection>;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Runs the scan job `jobName` on the payments queue every scan interval. */
  async schedule(jobName: string): Promise<void> {
    await this.queue().upsertJobScheduler(jobName, { every: this.config.INSTALMENT_SCAN_EVERY_MS }, { name: jobName, data: {} });
  }

  /** Queues one charge job per payload, each under the id `jobIdOf` gives it; answers how many. */
  async queueCharges(payloads: readonly ChargePaymentPayload[], jobIdOf: (payload: ChargePaymentPayload) => string): Promise<number> {
    const queue = this.queue();
    for (const payload of payloads) await queue.add(CHARGE_PAYMENT_JOB, payload, { jobId: jobIdOf(payload) });
    return payloads.length;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.registry?.close();
    this.connection?.disconnect();
  }

  private queue() {
    this.connection ??= createRedisConnection(this.config.REDIS_URL);
    this.registry ??= new QueueRegistry(this.connection, this.config.QUEUE_PREFIX);
    return this.registry.get(QueueName.Payments);
  }
}
