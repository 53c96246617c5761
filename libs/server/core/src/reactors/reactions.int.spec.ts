import type { MikroORM } from '@mikro-orm/postgresql';
import { Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from '../database/sql';
import type { StoredEvent } from '../event-store/event';
import { EventStore, REACT_JOB } from '../event-store/event-store';
import { ProjectionRegistry } from '../event-store/projection';
import { OutboxRelay } from '../outbox/outbox-relay';
import { JobDispatcher } from '../queue/job-dispatcher';
import { DEFAULT_JOB_OPTIONS, QueueName } from '../queue/queue-names';
import { QueueRegistry } from '../queue/queue-registry';
import { createRedisConnection } from '../queue/redis-connection';
import { createTestOrm, prepareTestDatabase } from '../testing/test-database';
import { ReactionJob } from './reaction-job';
import { ReactorRegistry, type Reactor } from './reactor';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/0';

async function until(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await sleep(50);
  }
}

/** Greets once per `MemberJoined`, failing the first `failures[memberId]` times it is asked. */
class GreetWhenMemberJoined implements Reactor {
  readonly name = 'test-greet-when-member-joined';
  readonly eventTypes = ['MemberJoined'];
  readonly failures = new Map<string, number>();
  calls = 0;

  /** A member who joined with `quiet: true` is not greeted. */
  reactsTo(event: Pick<StoredEvent, 'data'>): boolean {
    return (event.data as { quiet?: boolean }).quiet !== true;
  }

  async react(tx: Parameters<Reactor['react']>[0], event: StoredEvent): Promise<void> {
    this.calls++;
    const memberId = (event.data as { memberId: string }).memberId;
    const left = this.failures.get(memberId) ?? 0;
    if (left > 0) {
      this.failures.set(memberId, left - 1);
      throw new Error(`greeting ${memberId} failed`);
    }
    await sql(tx, 'insert into test_greetings (member_id) values (?)', [memberId]);
  }
}

describe('reactors (real PostgreSQL and Redis)', () => {
  let orm: MikroORM;
  let store: EventStore;
  let reactor: GreetWhenMemberJoined;
  let job: ReactionJob;
  const join = async (memberId: string) =>
    orm.em.fork().transactional((tx) => store.append(tx, { id: `member-${memberId}`, type: 'member' }, 0, [{ type: 'MemberJoined', data: { memberId } }]));
  const greetings = async (memberId: string) => Number((await sql<{ n: string }>(orm.em.fork(), 'select count(*) as n from test_greetings where member_id = ?', [memberId]))[0].n);
  const reactionRows = async (eventId: string) =>
    sql<{ id: string; payload: { reactor: string; eventId: string } }>(orm.em.fork(), "select id, payload from outbox where queue = 'reactions' and payload->>'eventId' = ?", [eventId]);

  beforeAll(async () => {
    // A database of its own: its relay would otherwise take other test files' outbox rows (they run alongside).
    await prepareTestDatabase('server_core_reactions');
    orm = await createTestOrm('server_core_reactions');
    await sql(orm.em.fork(), 'create table if not exists test_greetings (member_id text not null)');
    const reactors = new ReactorRegistry();
    reactor = new GreetWhenMemberJoined();
    reactors.register(reactor);
    store = new EventStore(new ProjectionRegistry(), reactors);
    job = new ReactionJob(orm.em, reactors);
  });

  afterAll(() => orm.close(true));

  it('writes one reaction per subscribed reactor with the events, and none when the append rolls back', async () => {
    const memberId = randomUUID();
    const { events } = await join(memberId);
    expect((await reactionRows(events[0].eventId)).map((r) => r.payload)).toEqual([{ reactor: reactor.name, eventId: events[0].eventId }]);

    const rolledBack = randomUUID();
    await expect(
      orm.em.fork().transactional(async (tx) => {
        await store.append(tx, { id: `member-${rolledBack}`, type: 'member' }, 0, [{ type: 'MemberJoined', data: { memberId: rolledBack } }]);
        throw new Error('the command failed after appending');
      }),
    ).rejects.toThrow('the command failed');
    const [{ n }] = await sql<{ n: string }>(orm.em.fork(), "select count(*) as n from outbox where queue = 'reactions' and payload::text like ?", [`%${rolledBack}%`]);
    expect(Number(n)).toBe(0);
  });

  it('writes no reaction for an event the reactor refuses by its data, and still one for the others of the append', async () => {
    const quiet = randomUUID();
    const loud = randomUUID();
    const { events } = await orm.em.fork().transactional((tx) =>
      store.append(tx, { id: `member-${quiet}`, type: 'member' }, 0, [
        { type: 'MemberJoined', data: { memberId: quiet, quiet: true } },
        { type: 'MemberJoined', data: { memberId: loud } },
      ]),
    );
    expect(await reactionRows(events[0].eventId)).toEqual([]);
    expect((await reactionRows(events[1].eventId)).map((r) => r.payload)).toEqual([{ reactor: reactor.name, eventId: events[1].eventId }]);
  });

  it('does not act on a refused event delivered anyway (queued before the reactor refused it, or replayed)', async () => {
    const quiet = randomUUID();
    const { events } = await orm.em.fork().transactional((tx) => store.append(tx, { id: `member-${quiet}`, type: 'member' }, 0, [{ type: 'MemberJoined', data: { memberId: quiet, quiet: true } }]));
    const calls = reactor.calls;
    await job.handle({ reactor: reactor.name, eventId: events[0].eventId }, { jobId: 'q', attempt: 1, maxAttempts: 8 });
    expect(reactor.calls).toBe(calls);
    expect(await greetings(quiet)).toBe(0);
  });

  it('acts once when the same reaction is delivered twice', async () => {
    const memberId = randomUUID();
    const { events } = await join(memberId);
    const payload = { reactor: reactor.name, eventId: events[0].eventId };
    await job.handle(payload, { jobId: 'a', attempt: 1, maxAttempts: 8 });
    await job.handle(payload, { jobId: 'b', attempt: 1, maxAttempts: 8 });
    expect(await greetings(memberId)).toBe(1);
  });

  it('parks the event after the last failed attempt, visibly, and resolves it when a replay succeeds', async () => {
    const memberId = randomUUID();
    const { events } = await join(memberId);
    reactor.failures.set(memberId, 2);
    const payload = { reactor: reactor.name, eventId: events[0].eventId };
    await expect(job.handle(payload, { jobId: 'p', attempt: 1, maxAttempts: 2 })).rejects.toThrow('failed');
    expect(await sql(orm.em.fork(), 'select 1 from parked_reactions where event_id = ?', [events[0].eventId])).toHaveLength(0);
    await expect(job.handle(payload, { jobId: 'p', attempt: 2, maxAttempts: 2 })).rejects.toThrow('failed');
    const [parked] = await sql<{ event_type: string; stream_id: string; error: string; resolved_at: Date | null }>(
      orm.em.fork(),
      'select event_type, stream_id, error, resolved_at from parked_reactions where reactor = ? and event_id = ?',
      [reactor.name, events[0].eventId],
    );
    expect(parked).toEqual({ event_type: 'MemberJoined', stream_id: `member-${memberId}`, error: `greeting ${memberId} failed`, resolved_at: null });
    expect(await greetings(memberId)).toBe(0);

    await job.handle(payload, { jobId: 'replay', attempt: 3, maxAttempts: 3 });
    expect(await greetings(memberId)).toBe(1);
    const [resolved] = await sql<{ resolved: boolean }>(orm.em.fork(), 'select resolved_at is not null as resolved from parked_reactions where event_id = ?', [events[0].eventId]);
    expect(resolved.resolved).toBe(true);
  });

  it('refuses an event it cannot find without keeping the marker, and parks it after the last attempt', async () => {
    const eventId = randomUUID();
    const payload = { reactor: reactor.name, eventId };
    await expect(job.handle(payload, { jobId: 'm', attempt: 1, maxAttempts: 2 })).rejects.toThrow(`Event ${eventId} not found`);
    // The marker is claimed in the statement that reads the event: it must roll back, or a later delivery would skip.
    expect(await sql(orm.em.fork(), 'select 1 from processed_jobs where job_id = ?', [eventId])).toHaveLength(0);
    await expect(job.handle(payload, { jobId: 'm', attempt: 2, maxAttempts: 2 })).rejects.toThrow('not found');
    const [parked] = await sql<{ event_type: string | null; error: string }>(orm.em.fork(), 'select event_type, error from parked_reactions where event_id = ?', [eventId]);
    expect(parked).toEqual({ event_type: null, error: `Event ${eventId} not found` });
  });

  describe('through the outbox relay and the queue', () => {
    let redis: Redis;
    let workerConnection: Redis;
    let registry: QueueRegistry;
    let worker: Worker;
    let relay: OutboxRelay;
    const prefix = `test-reactions-${process.pid}-${Date.now()}`;

    beforeAll(async () => {
      redis = createRedisConnection(REDIS_URL);
      registry = new QueueRegistry(redis, prefix, { [QueueName.Reactions]: { ...DEFAULT_JOB_OPTIONS, attempts: 5, backoff: { type: 'exponential', delay: 50 } } });
      const dispatcher = new JobDispatcher([{ meta: { queue: QueueName.Reactions, jobName: REACT_JOB }, handler: job }]);
      worker = new Worker(QueueName.Reactions, (j) => dispatcher.dispatch(j), { connection: (workerConnection = createRedisConnection(REDIS_URL)), prefix, concurrency: 4 });
      relay = new OutboxRelay(orm.em, (name) => registry.get(name), { pollIntervalMs: 20 });
      relay.start();
    });

    afterAll(async () => {
      await relay.stop();
      await worker.close();
      workerConnection.disconnect();
      await new Queue(QueueName.Reactions, { connection: redis, prefix }).obliterate({ force: true });
      await registry.close();
      redis.disconnect();
    });

    it('retries a reactor that fails three times with back-off, and it acts once', async () => {
      const memberId = randomUUID();
      reactor.failures.set(memberId, 3);
      const before = reactor.calls;
      await join(memberId);
      await until(async () => (await greetings(memberId)) === 1);
      await sleep(300);
      expect(await greetings(memberId)).toBe(1);
      expect(reactor.calls - before).toBeGreaterThanOrEqual(4);
    });
  });
});
