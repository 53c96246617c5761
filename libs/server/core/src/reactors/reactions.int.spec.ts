import type { MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from 'pg';
import { PgListener } from '../database/pg-listener';
import { sql } from '../database/sql';
import type { StoredEvent } from '../event-store/event';
import { EventStore } from '../event-store/event-store';
import { eventType } from '../event-store/event-type';
import { ProjectionRegistry } from '../event-store/projection';
import { createTestOrm, prepareTestDatabase, testDatabaseUrl } from '../testing/test-database';
import { replayParkedReaction } from './parked-reactions';
import { writeReactions } from './pending-reactions';
import { ReactionConsumer } from './reaction-consumer';
import { ReactorRegistry, type Reactor } from './reactor';

async function until(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await sleep(25);
  }
}

/** The test's own event type, declared as a context declares its events. */
const MemberJoined = eventType<{ memberId: string; quiet?: boolean }>()('MemberJoined');

/** Greets once per `MemberJoined`, failing the first `failures[memberId]` times it is asked. */
class GreetWhenMemberJoined implements Reactor {
  readonly name = 'test-greet-when-member-joined';
  readonly eventTypes = [MemberJoined];
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

describe('reactions consumed from PostgreSQL (real PostgreSQL)', () => {
  let orm: MikroORM;
  let store: EventStore;
  let reactors: ReactorRegistry;
  let reactor: GreetWhenMemberJoined;
  /** The worker's settings with short back-offs: 3 attempts, 20 ms then 40 ms (or `retryDelayMs`, doubled). */
  const consumer = (batchSize = 20, retryDelayMs = 20) => new ReactionConsumer(orm.em, reactors, { maxAttempts: 3, retryDelayMs, batchSize, pollIntervalMs: 10 });
  const join = async (memberId: string, data: Record<string, unknown> = {}) =>
    orm.em.fork().transactional((tx) => store.append(tx, { id: `member-${memberId}`, type: 'member' }, 0, [{ type: 'MemberJoined', data: { memberId, ...data } }]));
  const greetings = async (memberId: string) => Number((await sql<{ n: string }>(orm.em.fork(), 'select count(*) as n from test_greetings where member_id = ?', [memberId]))[0].n);
  const pending = async (eventId: string) => sql<{ reactor: string; attempts: number }>(orm.em.fork(), 'select reactor, attempts from pending_reactions where event_id = ?', [eventId]);
  /** Runs batches until nothing is due (the back-offs here are tens of milliseconds). */
  const consumeAll = async (c = consumer()) => {
    for (let i = 0; i < 50; i++) {
      if ((await c.consumeBatch()).taken === 0) {
        const [{ n }] = await sql<{ n: string }>(orm.em.fork(), 'select count(*) as n from pending_reactions');
        if (Number(n) === 0) return;
      }
      await sleep(25);
    }
  };

  beforeAll(async () => {
    // A database of its own: its consumer would otherwise take other test files' reactions (they run alongside).
    await prepareTestDatabase('server_core_reactions');
    orm = await createTestOrm('server_core_reactions');
    await sql(orm.em.fork(), 'create table if not exists test_greetings (member_id text not null)');
    reactors = new ReactorRegistry();
    reactor = new GreetWhenMemberJoined();
    reactors.register(reactor);
    store = new EventStore(new ProjectionRegistry(), reactors);
  });

  afterAll(() => orm.close(true));

  it('writes one reaction per subscribed reactor with the events, and none when the append rolls back', async () => {
    const { events } = await join(randomUUID());
    expect(await pending(events[0].eventId)).toEqual([{ reactor: reactor.name, attempts: 0 }]);

    const rolledBack = randomUUID();
    await expect(
      orm.em.fork().transactional(async (tx) => {
        await store.append(tx, { id: `member-${rolledBack}`, type: 'member' }, 0, [{ type: 'MemberJoined', data: { memberId: rolledBack } }]);
        throw new Error('the command failed after appending');
      }),
    ).rejects.toThrow('the command failed');
    const [{ n }] = await sql<{ n: string }>(orm.em.fork(), "select count(*) as n from pending_reactions p join events e using (event_id) where e.data->>'memberId' = ?", [rolledBack]);
    expect(Number(n)).toBe(0);
    await consumeAll();
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
    expect(await pending(events[0].eventId)).toEqual([]);
    expect(await pending(events[1].eventId)).toEqual([{ reactor: reactor.name, attempts: 0 }]);
    await consumeAll();
    expect([await greetings(quiet), await greetings(loud)]).toEqual([0, 1]);
  });

  it('does not act on a refused event written anyway (before the reactor refused it, or replayed), and takes it off', async () => {
    const quiet = randomUUID();
    const { events } = await join(quiet, { quiet: true });
    await orm.em.fork().transactional((tx) => writeReactions(tx, [{ reactor: reactor.name, eventId: events[0].eventId }]));
    const calls = reactor.calls;
    await consumeAll();
    expect(reactor.calls).toBe(calls);
    expect(await pending(events[0].eventId)).toEqual([]);
  });

  it('acts once per reaction when two consumers take batches at the same time (skip locked), the claim and the effect in one commit', async () => {
    const members = Array.from({ length: 60 }, () => randomUUID());
    for (const memberId of members) await join(memberId);
    const calls = reactor.calls;
    await Promise.all([consumeAll(consumer(7)), consumeAll(consumer(7)), consumeAll(consumer(7))]);
    expect(await Promise.all(members.map(greetings))).toEqual(members.map(() => 1));
    expect(reactor.calls - calls).toBe(60);
  });

  it('runs again a reaction whose consumer died before its commit (nothing was half done)', async () => {
    const memberId = randomUUID();
    const { events } = await join(memberId);
    // A consumer holds the row and has written the effect, then its connection dies before the commit.
    const dying = new Client({ connectionString: testDatabaseUrl('server_core_reactions') });
    await dying.connect();
    dying.on('error', () => undefined);
    await dying.query('begin');
    await dying.query('select 1 from pending_reactions where event_id = $1 for update', [events[0].eventId]);
    await dying.query('insert into test_greetings (member_id) values ($1)', [memberId]);
    const [{ pid }] = (await dying.query('select pg_backend_pid() as pid')).rows as Array<{ pid: number }>;
    // Meanwhile another consumer skips the locked row.
    expect((await consumer().consumeBatch()).taken).toBe(0);
    await sql(orm.em.fork(), 'select pg_terminate_backend(?)', [pid]);
    await dying.end().catch(() => undefined);
    await consumeAll();
    expect(await greetings(memberId)).toBe(1);
  });

  it('retries a failing reaction alone, with back-off, while the rest of its batch commits', async () => {
    const failing = randomUUID();
    const fine = [randomUUID(), randomUUID()];
    reactor.failures.set(failing, 2);
    await join(fine[0]);
    const { events } = await join(failing);
    await join(fine[1]);
    // A back-off long enough to see the reaction wait for it, however slow the machine.
    const first = await consumer(20, 500).consumeBatch();
    expect(first.taken).toBe(3);
    expect(first.failed.map((f) => [f.eventId, f.parked])).toEqual([[events[0].eventId, false]]);
    expect([await greetings(fine[0]), await greetings(failing), await greetings(fine[1])]).toEqual([1, 0, 1]);
    expect(await pending(events[0].eventId)).toEqual([{ reactor: reactor.name, attempts: 1 }]);
    // Not due before its back-off.
    expect((await consumer().consumeBatch()).taken).toBe(0);
    await consumeAll();
    expect(await greetings(failing)).toBe(1);
    expect(await sql(orm.em.fork(), 'select 1 from parked_reactions where event_id = ?', [events[0].eventId])).toHaveLength(0);
  });

  it('parks the event after the last failed attempt, visibly, and resolves it when a replay succeeds', async () => {
    const memberId = randomUUID();
    reactor.failures.set(memberId, 3);
    const { events } = await join(memberId);
    await consumeAll();
    const [parked] = await sql<{ event_type: string; stream_id: string; error: string; attempts: number; resolved_at: Date | null }>(
      orm.em.fork(),
      'select event_type, stream_id, error, attempts, resolved_at from parked_reactions where reactor = ? and event_id = ?',
      [reactor.name, events[0].eventId],
    );
    expect(parked).toEqual({ event_type: 'MemberJoined', stream_id: `member-${memberId}`, error: `greeting ${memberId} failed`, attempts: 3, resolved_at: null });
    expect(await pending(events[0].eventId)).toEqual([]);
    expect(await greetings(memberId)).toBe(0);

    await replayParkedReaction(orm.em.fork(), { eventId: events[0].eventId, reactor: reactor.name });
    await consumeAll();
    expect(await greetings(memberId)).toBe(1);
    const [resolved] = await sql<{ resolved: boolean }>(orm.em.fork(), 'select resolved_at is not null as resolved from parked_reactions where event_id = ?', [events[0].eventId]);
    expect(resolved.resolved).toBe(true);
    // A resolved reaction is not written again by a second replay.
    await replayParkedReaction(orm.em.fork(), { eventId: events[0].eventId, reactor: reactor.name });
    expect(await pending(events[0].eventId)).toEqual([]);
  });

  it('parks a reaction whose event cannot be found, after its attempts', async () => {
    const eventId = randomUUID();
    await orm.em.fork().transactional((tx) => writeReactions(tx, [{ reactor: reactor.name, eventId }]));
    await consumeAll();
    const [parked] = await sql<{ event_type: string | null; error: string }>(orm.em.fork(), 'select event_type, error from parked_reactions where event_id = ?', [eventId]);
    expect(parked).toEqual({ event_type: null, error: `Event ${eventId} not found` });
  });

  it('running, acts the moment the append commits when it listens, not at its next poll', async () => {
    const listener = new PgListener(testDatabaseUrl('server_core_reactions'), { applicationName: 'test-reactions' });
    const running = new ReactionConsumer(orm.em, reactors, { maxAttempts: 3, retryDelayMs: 20, pollIntervalMs: 60_000, listener });
    running.start();
    await listener.start();
    try {
      await sleep(100); // the first (empty) batch has run; the consumer now waits for a minute or a notification
      const memberId = randomUUID();
      const started = Date.now();
      await join(memberId);
      await until(async () => (await greetings(memberId)) === 1, 5_000);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await running.stop();
      await listener.stop();
    }
  });
});
