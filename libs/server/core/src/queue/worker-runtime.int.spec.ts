import { Queue, Worker } from 'bullmq';
import { setTimeout as sleep } from 'node:timers/promises';
import { DEFAULT_JOB_OPTIONS } from './queue-names';
import { createRedisConnection } from './redis-connection';
import { STALLED_RUNS_ALLOWED, workerOptions } from './worker-runtime';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/0';

describe('the worker runtime’s BullMQ workers (real Redis)', () => {
  // Short locks, so that a worker's death is noticed in a fraction of a second.
  const options = workerOptions({ QUEUE_PREFIX: `test-stalled-${process.pid}-${Date.now()}`, JOB_LOCK_MS: 400 });
  const connections: ReturnType<typeof createRedisConnection>[] = [];
  const connect = () => {
    const made = createRedisConnection(REDIS_URL);
    connections.push(made);
    return made;
  };
  afterAll(() => connections.forEach((c) => c.disconnect()));

  it('runs a job again after the workers running it died more than once, instead of failing it for good', async () => {
    const queue = new Queue('stalled', { connection: connect(), prefix: options.prefix, defaultJobOptions: DEFAULT_JOB_OPTIONS });
    const job = await queue.add('work', { n: 1 });
    const deaths = 3;
    expect(deaths).toBeLessThanOrEqual(STALLED_RUNS_ALLOWED);
    // A worker that takes the job and dies while running it: closed without waiting, its lock left to lapse.
    for (let death = 0; death < deaths; death++) {
      let started!: () => void;
      const running = new Promise<void>((resolve) => (started = resolve));
      const dying = new Worker('stalled', () => (started(), new Promise<never>(() => undefined)), { connection: connect(), ...options });
      // A job failed for good is never taken again: then the assertion below says so, rather than a test timeout.
      const taken = await Promise.race([running.then(() => true), sleep(5_000, undefined, { ref: false }).then(() => false)]);
      await dying.close(true);
      if (!taken) break;
    }
    // The next worker finds it stalled (after the lock lapses) and runs it to the end.
    const ran: number[] = [];
    const survivor = new Worker('stalled', async (j) => void ran.push(j.data.n), { connection: connect(), ...options });
    try {
      for (const deadline = Date.now() + 10_000; Date.now() < deadline && !(await queue.getJob(job.id!))?.finishedOn; ) await sleep(100);
      const finished = (await queue.getJob(job.id!))!;
      expect({ completed: await finished.isCompleted(), failedReason: finished.failedReason ?? null, ran }).toEqual({ completed: true, failedReason: null, ran: [1] });
    } finally {
      await survivor.close();
      await queue.obliterate({ force: true });
      await queue.close();
    }
  });
});
