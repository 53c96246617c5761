import type { MikroORM } from '@mikro-orm/postgresql';
import { Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { PgListener } from '../database/pg-listener';
import { sql } from '../database/sql';
import { QueueName } from '../queue/queue-names';
import { QueueRegistry } from '../queue/queue-registry';
import { createRedisConnection } from '../queue/redis-connection';
import { createTestOrm, testDatabaseUrl } from '../testing/test-database';
import { enqueueInOutbox } from './outbox';
import { OutboxRelay } from './outbox-relay';
import { oncePerJob } from './processed-jobs';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/0';

async function until(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await sleep(50);
  }
}

describe('OutboxRelay (real PostgreSQL and Redis)', () => {
  let orm: MikroORM;
  let redis: Redis;
  let registry: QueueRegistry;
  let worker: Worker;
  let workerConnection: Redis;
  const prefix = `test-relay-${process.pid}-${Date.now()}`;
  const handled: string[] = [];

  beforeAll(async () => {
    orm = await createTestOrm('server_core');
    await sql(orm.em.fork(), 'create table if not exists test_deliveries (marker text not null, job_id text not null)');
    redis = createRedisConnection(REDIS_URL);
    registry = new QueueRegistry(redis, prefix);
    // The consumer: its effect (a row per marker) runs at most once per job id.
    worker = new Worker(
      QueueName.Mail,
      async (job) => {
        handled.push(job.id!);
        await oncePerJob(orm.em, 'test-consumer', job.id!, (tx) => sql(tx, 'insert into test_deliveries (marker, job_id) values (?, ?)', [job.data.marker, job.id]).then(() => undefined));
      },
      { connection: (workerConnection = createRedisConnection(REDIS_URL)), prefix, concurrency: 4 },
    );
  });

  afterAll(async () => {
    await worker.close();
    workerConnection.disconnect();
    await new Queue(QueueName.Mail, { connection: redis, prefix }).obliterate({ force: true });
    await registry.close();
    redis.disconnect();
    await orm.close(true);
  });

  const writeRows = async (batch: string, count: number) =>
    orm.em.fork().transactional((tx) =>
      enqueueInOutbox(tx, ...Array.from({ length: count }, (_, i) => ({ queue: QueueName.Mail, jobName: 'test-delivery', payload: { marker: `${batch}-${i}` } }))),
    );

  const deliveries = async (batch: string) =>
    sql<{ marker: string; n: string }>(orm.em.fork(), 'select marker, count(*) as n from test_deliveries where marker like ? group by marker', [`${batch}-%`]);

  it('uses the outbox row id as the job id', async () => {
    const batch = `id-${randomUUID()}`;
    const [rowId] = await writeRows(batch, 1);
    await new OutboxRelay(orm.em, (name) => registry.get(name), { batchSize: 10 }).relayBatch();
    const job = await registry.get(QueueName.Mail).getJob(`outbox-${rowId}`);
    expect(job?.data).toEqual({ marker: `${batch}-0` });
  });

  it('delivers every row exactly once after a relay dies mid-batch and another restarts', async () => {
    const batch = `crash-${randomUUID()}`;
    await writeRows(batch, 30);

    // The first relay hands 12 jobs to BullMQ, then dies before it can mark its batch as dispatched.
    const dying = new OutboxRelay(
      orm.em,
      (name) => {
        const queue = registry.get(name);
        return {
          addBulk: async (jobs: Parameters<Queue['addBulk']>[0]) => {
            await queue.addBulk(jobs.slice(0, 12));
            throw new Error('relay process killed');
          },
        } as unknown as Queue;
      },
      { batchSize: 50 },
    );
    await expect(dying.relayBatch()).rejects.toThrow('relay process killed');
    const pending = await sql(orm.em.fork(), "select id from outbox where dispatched_at is null and payload->>'marker' like ?", [`${batch}-%`]);
    expect(pending).toHaveLength(30);

    // A new relay picks up the same rows; the 12 already queued are de-duplicated by job id.
    const relay = new OutboxRelay(orm.em, (name) => registry.get(name), { batchSize: 7, pollIntervalMs: 20 });
    relay.start();
    await until(async () => (await deliveries(batch)).length === 30);
    await relay.stop();

    const rows = await deliveries(batch);
    expect(rows.every((r) => Number(r.n) === 1)).toBe(true);
    const left = await sql(orm.em.fork(), "select id from outbox where dispatched_at is null and payload->>'marker' like ?", [`${batch}-%`]);
    expect(left).toHaveLength(0);
  });

  it('acts once when the same job is delivered twice', async () => {
    const batch = `twice-${randomUUID()}`;
    const [rowId] = await writeRows(batch, 1);
    const relay = new OutboxRelay(orm.em, (name) => registry.get(name));
    await relay.relayBatch();
    await until(async () => (await deliveries(batch)).length === 1);
    // Delivered again after the first run finished and was cleaned away (the worst case for BullMQ's de-duplication).
    await (await registry.get(QueueName.Mail).getJob(`outbox-${rowId}`))?.remove();
    await registry.get(QueueName.Mail).add('test-delivery', { marker: `${batch}-0` }, { jobId: `outbox-${rowId}` });
    await until(async () => handled.filter((id) => id === `outbox-${rowId}`).length === 2);
    expect(await deliveries(batch)).toEqual([{ marker: `${batch}-0`, n: '1' }]);
  });

  it('listening, relays rows the moment their transaction commits, not at the next poll', async () => {
    // A poll a minute away: only the commit's notification can bring these rows over within the test.
    const listener = new PgListener(testDatabaseUrl('server_core'), { applicationName: 'test-relay' });
    const relay = new OutboxRelay(orm.em, (name) => registry.get(name), { pollIntervalMs: 60_000, listener });
    relay.start();
    await listener.start();
    try {
      await relay.relayBatch();
      const batch = `notified-${randomUUID()}`;
      // Rolled back: nothing is announced, nothing relayed.
      await orm.em
        .fork()
        .transactional(async (tx) => {
          await enqueueInOutbox(tx, { queue: QueueName.Mail, jobName: 'test-delivery', payload: { marker: `${batch}-rolled-back` } });
          throw new Error('rolled back');
        })
        .catch(() => undefined);
      await writeRows(batch, 2);
      await until(async () => (await deliveries(batch)).length === 2, 10_000);
      expect((await deliveries(batch)).map((r) => r.marker).sort()).toEqual([`${batch}-0`, `${batch}-1`]);
    } finally {
      await relay.stop();
      await listener.stop();
    }
  });

  it('still relays by polling when it cannot listen', async () => {
    const errors: unknown[] = [];
    const listener = new PgListener('postgresql://postgres@127.0.0.1:1/none', { applicationName: 'test-relay', onError: (e) => errors.push(e) });
    const relay = new OutboxRelay(orm.em, (name) => registry.get(name), { pollIntervalMs: 20, listener });
    relay.start();
    await listener.start();
    try {
      const batch = `polled-${randomUUID()}`;
      await writeRows(batch, 1);
      await until(async () => (await deliveries(batch)).length === 1);
      expect(errors.length).toBeGreaterThan(0);
    } finally {
      await relay.stop();
      await listener.stop();
    }
  });

  it('lets two relays share the outbox without sending a row twice', async () => {
    const batch = `pair-${randomUUID()}`;
    await writeRows(batch, 40);
    const a = new OutboxRelay(orm.em, (name) => registry.get(name), { batchSize: 5, pollIntervalMs: 10 });
    const b = new OutboxRelay(orm.em, (name) => registry.get(name), { batchSize: 5, pollIntervalMs: 10 });
    a.start();
    b.start();
    await until(async () => (await deliveries(batch)).length === 40);
    await Promise.all([a.stop(), b.stop()]);
    expect((await deliveries(batch)).every((r) => r.n === '1')).toBe(true);
  });
});
