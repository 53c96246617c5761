import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { sql } from '../database/sql';
import { HandlesJob, type JobHandler } from '../queue/job-handler';
import { QueueName } from '../queue/queue-names';
import { RepeatableJobs } from '../queue/repeatable-jobs';

export const PRUNE_OUTBOX_JOB = 'prune-outbox';
/** Relayed rows are kept this long, as long as BullMQ keeps a finished job (`DEFAULT_JOB_OPTIONS`), then deleted. */
export const OUTBOX_RETENTION_DAYS = 7;
export const PRUNE_OUTBOX_EVERY_MS = 60 * 60 * 1000;
const BATCH = 5_000;

/**
 * Repeatable (the worker): deletes outbox rows relayed more than a week ago. The outbox holds each side effect
 * only until BullMQ has it; without this it grew by every mail, charge and reaction the school ever made. Rows not
 * yet relayed are never touched, however old. Deleted in batches, oldest first, so no statement runs long.
 */
@Injectable()
@HandlesJob(QueueName.Maintenance, PRUNE_OUTBOX_JOB)
export class PruneOutboxJob implements JobHandler<Record<string, never>>, OnApplicationBootstrap {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(RepeatableJobs) private readonly repeatable: RepeatableJobs,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.repeatable.every(QueueName.Maintenance, PRUNE_OUTBOX_JOB, PRUNE_OUTBOX_EVERY_MS);
  }

  async handle(): Promise<void> {
    await this.prune();
  }

  /** Answers how many rows it deleted. */
  async prune(): Promise<number> {
    let deleted = 0;
    for (;;) {
      const rows = await sql(
        this.em.fork(),
        `delete from outbox where id in (
           select id from outbox where dispatched_at is not null and dispatched_at < now() - ? * interval '1 day' order by position limit ?)
         returning 1`,
        [OUTBOX_RETENTION_DAYS, BATCH],
      );
      deleted += rows.length;
      if (rows.length < BATCH) return deleted;
    }
  }
}
