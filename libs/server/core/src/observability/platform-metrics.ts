import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { sql } from '../database/sql';
import { QueueName } from '../queue/queue-names';
import { QueueRegistry } from '../queue/queue-registry';
import { createRedisConnection } from '../queue/redis-connection';
import { Metrics } from './metrics';

/** The states a queue's jobs are counted in; BullMQ's `wait` (a paused queue's too) and `prioritized` are both waiting. */
const QUEUE_STATES = ['wait', 'prioritized', 'delayed', 'active', 'failed'] as const;

/**
 * The platform's figures read when Prometheus scrapes (ADR 0043), each one cheap statement on an index, kept 10 s:
 * the outbox's oldest unrelayed row (`outbox_pending`), the reactions due (`pending_reactions_due`), the parked
 * reactions (`parked_reactions_open`) and every queue's job counts (one BullMQ call per queue, on a Redis connection
 * of its own opened at the first scrape). The api registers them, so they are read even when no worker runs.
 */
@Injectable()
export class PlatformMetrics implements OnModuleInit, OnApplicationShutdown {
  private connection?: Redis;
  private queues?: QueueRegistry;
  /** One reading of every queue serves both queue figures of a scrape. */
  private queueReading?: { at: number; counts: Promise<Array<{ name: string; counts: Record<string, number> }>> };

  constructor(
    private readonly metrics: Metrics,
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const metrics = this.metrics;
    metrics.collected({
      name: 'coaching_outbox_lag_seconds',
      help: 'Age of the oldest outbox row the relay has not handed to BullMQ (0: none waiting). Over a minute: no worker is relaying',
      read: async () => {
        const [row] = await sql<{ lag: number }>(this.em.fork(), 'select coalesce(extract(epoch from now() - min(created_at)), 0)::float8 as lag from outbox where dispatched_at is null');
        return [{ value: Number(row.lag) }];
      },
    });
    metrics.collected({
      name: 'coaching_outbox_pending',
      help: 'Outbox rows not yet handed to BullMQ',
      read: async () => [{ value: (await sql<{ n: number }>(this.em.fork(), 'select count(*)::int as n from outbox where dispatched_at is null'))[0].n }],
    });
    metrics.collected({
      name: 'coaching_reactions_due',
      help: 'Reactions due now and not yet run (pending_reactions whose time has come), and the age of the oldest',
      labelNames: ['figure'],
      read: async () => {
        const [row] = await sql<{ n: number; age: number }>(
          this.em.fork(),
          'select count(*)::int as n, coalesce(extract(epoch from now() - min(available_at)), 0)::float8 as age from pending_reactions where available_at <= now()',
        );
        return [
          { labels: { figure: 'count' }, value: row.n },
          { labels: { figure: 'oldest_seconds' }, value: Number(row.age) },
        ];
      },
    });
    metrics.collected({
      name: 'coaching_parked_reactions',
      help: 'Reactions parked after their last attempt and not yet replayed (停止中の処理 in the back office)',
      read: async () => [{ value: (await sql<{ n: number }>(this.em.fork(), 'select count(*)::int as n from parked_reactions where resolved_at is null'))[0].n }],
    });
    metrics.collected({
      name: 'coaching_queue_jobs',
      help: 'Jobs in each BullMQ queue by state (waiting, delayed, active, failed)',
      labelNames: ['queue', 'state'],
      read: async () =>
        (await this.readQueues()).flatMap(({ name, counts }) => [
          { labels: { queue: name, state: 'waiting' }, value: (counts.wait ?? 0) + (counts.prioritized ?? 0) },
          { labels: { queue: name, state: 'delayed' }, value: counts.delayed ?? 0 },
          { labels: { queue: name, state: 'active' }, value: counts.active ?? 0 },
          { labels: { queue: name, state: 'failed' }, value: counts.failed ?? 0 },
        ]),
    });
    metrics.collected({
      name: 'coaching_queue_depth',
      help: 'Jobs each BullMQ queue holds that have not finished: waiting, delayed and active',
      labelNames: ['queue'],
      read: async () =>
        (await this.readQueues()).map(({ name, counts }) => ({ labels: { queue: name }, value: (counts.wait ?? 0) + (counts.prioritized ?? 0) + (counts.delayed ?? 0) + (counts.active ?? 0) })),
    });
  }

  private readQueues(): Promise<Array<{ name: string; counts: Record<string, number> }>> {
    if (this.queueReading && Date.now() - this.queueReading.at < 1_000) return this.queueReading.counts;
    if (!this.queues) {
      this.connection = createRedisConnection(this.config.REDIS_URL);
      this.queues = new QueueRegistry(this.connection, this.config.QUEUE_PREFIX);
    }
    const queues = this.queues;
    const counts = Promise.all(Object.values(QueueName).map(async (name) => ({ name, counts: await queues.get(name).getJobCounts(...QUEUE_STATES) })));
    this.queueReading = { at: Date.now(), counts };
    return counts;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queues?.close();
    this.connection?.disconnect();
  }
}
