import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown, Optional } from '@nestjs/common';
import { DiscoveryService, Reflector } from '@nestjs/core';
import { Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { PgListener } from '../database/pg-listener';
import { Metrics } from '../observability/metrics';
import { OutboxRelay } from '../outbox/outbox-relay';
import { ReactionConsumer } from '../reactors/reaction-consumer';
import { ReactorRegistry } from '../reactors/reactor';
import { JobDispatcher } from './job-dispatcher';
import { JOB_HANDLER_METADATA, type JobHandler, type JobHandlerMetadata } from './job-handler';
import { DEFAULT_JOB_OPTIONS } from './queue-names';
import { QueueRegistry } from './queue-registry';
import { createRedisConnection } from './redis-connection';

/** How often a job may be left running by a worker that died, and still run again: as often as it may be retried. */
export const STALLED_RUNS_ALLOWED = DEFAULT_JOB_OPTIONS.attempts;

/** Each queue's BullMQ worker, but for its connection. */
export function workerOptions(config: Pick<AppConfig, 'QUEUE_PREFIX' | 'JOB_LOCK_MS'>) {
  return {
    prefix: config.QUEUE_PREFIX,
    concurrency: 4,
    lockDuration: config.JOB_LOCK_MS,
    stalledInterval: config.JOB_LOCK_MS,
    // A job whose worker died while running it (a crash, a kill, a deploy) goes back to wait. BullMQ's default fails
    // it for good the second time, skipping its retries: a charge then waits for the reconcile scan, and a mail or a
    // reaction is lost (no attempt of its own ever ran to park it). Every job is idempotent, so it may run again
    // as often as it may be retried.
    maxStalledCount: STALLED_RUNS_ALLOWED,
  };
}

/**
 * The worker's engine: finds every `@HandlesJob` provider (one per job, checked at boot), runs one BullMQ worker per
 * queue, relays the outbox, and consumes the reactions from PostgreSQL (ADR 0022); the relay and the consumer are
 * woken by one LISTEN connection. Shutdown finishes jobs and batches in flight first.
 */
@Injectable()
export class WorkerRuntime implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('WorkerRuntime');
  private readonly workers: Worker[] = [];
  private readonly connections: Redis[] = [];
  private relay?: OutboxRelay;
  private consumer?: ReactionConsumer;
  private listener?: PgListener;
  private registry?: QueueRegistry;

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly reflector: Reflector,
    private readonly em: EntityManager,
    private readonly reactors: ReactorRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() private readonly metrics?: Metrics,
  ) {}

  onApplicationBootstrap(): void {
    const entries = this.discovery
      .getProviders()
      .filter((wrapper) => wrapper.metatype && wrapper.instance)
      .map((wrapper) => ({ meta: this.reflector.get<JobHandlerMetadata | undefined>(JOB_HANDLER_METADATA, wrapper.metatype as never), handler: wrapper.instance as JobHandler }))
      .filter((entry): entry is { meta: JobHandlerMetadata; handler: JobHandler } => entry.meta !== undefined);
    const dispatcher = new JobDispatcher(entries);
    const jobs = this.metrics?.counter('coaching_jobs_total', 'Jobs this worker finished, by queue and outcome (failed: an attempt that threw; retried until its last)', ['queue', 'outcome']);

    for (const queue of dispatcher.queues()) {
      const connection = this.connect();
      const worker = new Worker(queue, (job) => dispatcher.dispatch(job), { connection, ...workerOptions(this.config) });
      worker.on('failed', (job, error) => {
        jobs?.inc({ queue, outcome: 'failed' });
        this.logger.warn({ queue, jobId: job?.id, attempt: job?.attemptsMade, err: error.message, requestId: (job?.data as { requestId?: string } | undefined)?.requestId }, 'job failed');
      });
      worker.on('completed', () => jobs?.inc({ queue, outcome: 'completed' }));
      worker.on('error', (error) => this.logger.error({ queue, err: error.message }, 'worker error'));
      this.workers.push(worker);
    }

    this.registry = new QueueRegistry(this.connect(), this.config.QUEUE_PREFIX);
    const warn = (what: string) => (error: unknown) => this.logger.warn({ err: error instanceof Error ? error.message : String(error) }, `${what}; will retry`);
    this.listener = new PgListener(this.config.DATABASE_URL, { applicationName: 'coaching-worker', onError: (message) => this.logger.warn(message) });
    this.relay = new OutboxRelay(this.em, (name) => this.registry!.get(name), { listener: this.listener, pollIntervalMs: 1_000, onError: warn('outbox relay batch failed') });
    this.consumer = new ReactionConsumer(this.em, this.reactors, {
      maxAttempts: this.config.REACTION_ATTEMPTS,
      retryDelayMs: this.config.REACTION_RETRY_DELAY_MS,
      listener: this.listener,
      pollIntervalMs: 1_000,
      onError: warn('reaction batch failed'),
    });
    this.relay.start();
    this.consumer.start();
    void this.listener.start();
    this.logger.log({ queues: dispatcher.queues(), reactors: this.reactors.names().length }, 'worker started');
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([this.relay?.stop(), this.consumer?.stop()]);
    await this.listener?.stop();
    await Promise.all(this.workers.map((w) => w.close()));
    await this.registry?.close();
    for (const c of this.connections) c.disconnect();
  }

  private connect(): Redis {
    const connection = createRedisConnection(this.config.REDIS_URL);
    this.connections.push(connection);
    return connection;
  }
}
