import { SetMetadata } from '@nestjs/common';
import type { QueueName } from './queue-names';

export const JOB_HANDLER_METADATA = 'coaching:job-handler';

export interface JobContext {
  /** The BullMQ job id: for relayed jobs `outbox-<row id>`, stable across retries and duplicates. */
  jobId: string;
  attempt: number;
  /**
   * This job ran before: a retry, or a run cut short (a worker that died with it, a stalled job). A handler with
   * effects outside our database checks what the earlier run did first. Unknown (undefined) counts as a rerun.
   */
  rerun?: boolean;
  /** Attempts the queue grants this job: the last one may give up for good (park, record a failure). */
  maxAttempts: number;
}

/** A job handler: exactly one per (queue, job name); the worker checks this at boot. */
export interface JobHandler<Payload = unknown> {
  handle(payload: Payload, context: JobContext): Promise<void>;
}

export interface JobHandlerMetadata {
  queue: QueueName;
  jobName: string;
}

/** Marks a provider as the handler of one job. */
export const HandlesJob = (queue: QueueName, jobName: string) => SetMetadata(JOB_HANDLER_METADATA, { queue, jobName } satisfies JobHandlerMetadata);
