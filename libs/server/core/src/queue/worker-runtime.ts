import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DiscoveryService, Reflector } from '@nestjs/core';
import { Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { OutboxRelay } from '../outbox/outbox-relay';
import { JobDispatcher } from './job-dispatcher';
import { JOB_HANDLER_METADATA, type JobHandler, type JobHandlerMetadata } from './job-handler';
import { DEFAULT_JOB_OPTIONS, QueueName } from './queue-names';
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
 * The worker's engine: finds every `@HandlesJob` provider (one per job, checked at boot), runs one
 * BullMQ worker per queue, and relays the outbox. Shutdown finishes jobs in flight first.
 */
@Injectable()
export class WorkerRuntime implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('WorkerRuntime');
  private readonly workers: Worker[] = [];
  private readonly connections: Redis[] = [];
  private relay?: OutboxRelay;
  private registry?: QueueRegistry;

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly reflector: Reflector,
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    const entries = this.discovery
      .getProviders()
      .filter((wrapper) => wrapper.metatype && wrapper.instance)
      .map((wrapper) => ({ meta: this.reflector.get<JobHandlerMetadata | undefined>(JOB_HANDLER_METADATA, wrapper.metatype as never), handler: wrapper.instance as JobHandler }))
      .filter((entry): entry is { meta: JobHandlerMetadata; handler: JobHandler } => entry.meta !== undefined);
    const dispatcher = new JobDispatcher(entries);

    for (const queue of dispatcher.queues()) {
      const connection = this.connect();
      const worker = new Worker(queue, (job) => dispatcher.dispatch(job), { connection, ...workerOptions(this.config) });
      worker.on('failed', (job, error) => this.logger.warn({ queue, jobId: job?.id, attempt: job?.attemptsMade, err: error.message }, 'job failed'));
      worker.on('error', (error) => this.logger.error({ queue, err: error.message }, 'worker error'));
      this.workers.push(worker);
    }

    this.registry = new QueueRegistry(this.connect(), this.config.QUEUE_PREFIX, {
      [QueueName.Reactions]: { ...DEFAULT_JOB_OPTIONS, attempts: this.config.REACTION_ATTEMPTS, backoff: { type: 'exponential', delay: this.config.REACTION_RETRY_DELAY_MS } },
    });
    this.relay = new OutboxRelay(this.em, (name) => this.registry!.get(name), {
      listen: { databaseUrl: this.config.DATABASE_URL },
      pollIntervalMs: 1_000,
      onError: (error) => this.logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'outbox relay batch failed; will retry'),
    });
    this.relay.start();
    this.logger.log({ queues: dispatcher.queues() }, 'worker started');
  }

  async onApplicationShutdown(): Promise<void> {
    await this.relay?.stop();
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
