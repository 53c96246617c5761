import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { QueueName } from './queue-names';
import { QueueRegistry } from './queue-registry';
import { createRedisConnection } from './redis-connection';

/**
 * The worker's repeatable scans (reminders, due charges...): each is scheduled once per name, however many worker
 * copies start (BullMQ's job schedulers are upserts), on one Redis connection opened when the first is scheduled.
 */
@Injectable()
export class RepeatableJobs implements OnApplicationShutdown {
  private registry?: QueueRegistry;
  private connection?: ReturnType<typeof createRedisConnection>;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Runs the job `jobName` (its handler takes an empty payload) on `queue` every `everyMs`. */
  async every(queue: QueueName, jobName: string, everyMs: number): Promise<void> {
    this.connection ??= createRedisConnection(this.config.REDIS_URL);
    this.registry ??= new QueueRegistry(this.connection, this.config.QUEUE_PREFIX);
    await this.registry.get(queue).upsertJobScheduler(jobName, { every: everyMs }, { name: jobName, data: {} });
  }

  /**
   * Runs the job `jobName` on `queue` at the times of a cron `pattern` read in `tz` (the weekly summary: Monday 08:00
   * Asia/Tokyo). BullMQ fires it once per time however many workers run; the job must still be idempotent (a retry).
   */
  async at(queue: QueueName, jobName: string, pattern: string, tz = 'Asia/Tokyo'): Promise<void> {
    this.connection ??= createRedisConnection(this.config.REDIS_URL);
    this.registry ??= new QueueRegistry(this.connection, this.config.QUEUE_PREFIX);
    await this.registry.get(queue).upsertJobScheduler(jobName, { pattern, tz }, { name: jobName, data: {} });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.registry?.close();
    this.connection?.disconnect();
  }
}
