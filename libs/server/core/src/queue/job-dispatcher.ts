import { Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { withRequestId } from '../observability/request-context';
import type { JobHandler, JobHandlerMetadata } from './job-handler';

/**
 * Routes a job to its one handler. Built at boot from every `@HandlesJob` provider: two handlers for
 * one job, or a declared job with none, is a start-up error rather than a silently lost job.
 */
export class JobDispatcher {
  private readonly logger = new Logger('Jobs');
  private readonly handlers = new Map<string, JobHandler>();

  constructor(entries: Array<{ meta: JobHandlerMetadata; handler: JobHandler }>, declared: JobHandlerMetadata[] = []) {
    for (const { meta, handler } of entries) {
      const key = `${meta.queue}/${meta.jobName}`;
      if (this.handlers.has(key)) throw new Error(`Two handlers for job ${key}`);
      this.handlers.set(key, handler);
    }
    const missing = declared.filter((d) => !this.handlers.has(`${d.queue}/${d.jobName}`));
    if (missing.length) throw new Error(`No handler for job(s): ${missing.map((d) => `${d.queue}/${d.jobName}`).join(', ')}`);
  }

  queues(): string[] {
    return [...new Set([...this.handlers.keys()].map((k) => k.split('/')[0]))];
  }

  async dispatch(job: Job): Promise<void> {
    const handler = this.handlers.get(`${job.queueName}/${job.name}`);
    if (!handler) throw new Error(`No handler for job ${job.queueName}/${job.name}`);
    // attemptsStarted counts runs that began, including one a dead worker never finished (attemptsMade does not).
    const rerun = job.attemptsMade > 0 || (job.attemptsStarted ?? 1) > 1;
    // A job relayed from a request's outbox row runs as part of that request (ADR 0043): its logs, events, outbox rows
    // and mails carry the request's id.
    const requestId = (job.data as { requestId?: unknown } | null)?.requestId;
    await withRequestId(typeof requestId === 'string' ? requestId : undefined, async () => {
      const started = Date.now();
      await handler.handle(job.data, { jobId: String(job.id), attempt: job.attemptsMade + 1, rerun, maxAttempts: job.opts?.attempts ?? 1 });
      this.logger.log({ queue: job.queueName, job: job.name, jobId: job.id, attempt: job.attemptsMade + 1, ms: Date.now() - started }, 'job done');
    });
  }
}
