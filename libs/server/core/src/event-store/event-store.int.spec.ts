import type { MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { createTestOrm } from '../testing/test-database';
import { sql } from '../database/sql';
import { enqueueInOutbox } from '../outbox/outbox';
import { QueueName } from '../queue/queue-names';
import { runDecider } from './command-runner';
import { ConcurrencyError } from './errors';
import type { Decider, DomainEvent, StoredEvent } from './event';
import { changedFields, EventStore } from './event-store';
import { ALL_EVENT_TYPES, ProjectionRegistry, type InlineProjection } from './projection';

// A tiny stream kind for exercising the store: a counter that refuses to go above its limit.
type CounterEvent = DomainEvent<'CounterIncremented', { by: number }>;
type CounterCommand = { type: 'Increment'; by: number };
const counter: Decider<CounterCommand, CounterEvent, { total: number }> = {
  initialState: () => ({ total: 0 }),
  evolve: (state, event) => ({ total: state.total + event.data.by }),
  decide: (command, state) => {
    if (state.total + command.by > 1000) throw new Error('limit');
    return [{ type: 'CounterIncremented', data: { by: command.by } }];
  },
};

const totals: InlineProjection = {
  name: 'counter-totals',
  eventTypes: ['CounterIncremented'],
  apply: async (em, event: StoredEvent) => {
    const by = (event.data as { by: number }).by;
    await sql(em, 'insert into test_counter_totals (stream_id, total, version) values (?, ?, ?) on conflict (stream_id) do update set total = test_counter_totals.total + excluded.total, version = excluded.version', [
      event.streamId,
      by,
      event.version,
    ]);
  },
  reset: async (em) => {
    await sql(em, 'delete from test_counter_totals');
  },
};

describe('EventStore (real PostgreSQL)', () => {
  let orm: MikroORM;
  let store: EventStore;
  const stream = () => ({ id: `counter-${randomUUID()}`, type: 'counter' });
  const total = async (streamId: string) =>
    (await sql<{ total: number; version: number }>(orm.em.fork(), 'select total, version from test_counter_totals where stream_id = ?', [streamId]))[0];

  beforeAll(async () => {
    orm = await createTestOrm('server_core');
    await sql(orm.em.fork(), 'create table if not exists test_counter_totals (stream_id text primary key, total integer not null, version integer not null)');
    const projections = new ProjectionRegistry();
    projections.register(totals);
    store = new EventStore(projections);
  });
  afterAll(() => orm.close(true));

  it('appends with metadata and updates the read model in the same transaction', async () => {
    const s = stream();
    await orm.em.fork().transactional((tx) =>
      store.append(tx, s, 0, [{ type: 'CounterIncremented', data: { by: 2 } }, { type: 'CounterIncremented', data: { by: 3 } }], {
        actor: { type: 'member', id: 'm-1' },
        correlationId: 'corr-1',
      }),
    );
    const { version, events } = await store.readStream(orm.em.fork(), s.id);
    expect(version).toBe(2);
    expect(events.map((e) => e.version)).toEqual([1, 2]);
    expect(events[0].metadata).toMatchObject({ actor: { type: 'member', id: 'm-1' }, correlationId: 'corr-1' });
    expect(events[0].metadata.occurredAt).toEqual(expect.any(String));
    expect(BigInt(events[1].globalPosition)).toBeGreaterThan(BigInt(events[0].globalPosition));
    expect(await total(s.id)).toEqual({ total: 5, version: 2 });
  });

  it('marks every append with its action: one id for the events of one append, a new one for the next, the caller’s when given', async () => {
    const s = stream();
    await orm.em.fork().transactional((tx) => store.append(tx, s, 0, [{ type: 'CounterIncremented', data: { by: 1 } }, { type: 'CounterIncremented', data: { by: 1 } }]));
    await orm.em.fork().transactional((tx) => store.append(tx, s, 2, [{ type: 'CounterIncremented', data: { by: 1 } }]));
    await orm.em.fork().transactional((tx) => store.append(tx, s, 3, [{ type: 'CounterIncremented', data: { by: 1 } }], { actionId: 'refund-asked-and-made' }));
    const ids = (await store.readStream(orm.em.fork(), s.id)).events.map((e) => e.metadata.actionId);
    expect(ids[0]).toEqual(expect.stringMatching(/^[0-9a-f-]{36}$/));
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[0]);
    expect(ids[3]).toBe('refund-asked-and-made');
  });

  it('records on a state-stored record’s stream at its current version: a new stream, then after others, never refused', async () => {
    const s = stream();
    await orm.em.fork().transactional((tx) => store.record(tx, s, [{ type: 'CounterIncremented', data: { by: 1 } }], { actor: { type: 'operator', id: 'op-1' } }));
    await orm.em.fork().transactional((tx) => store.append(tx, s, 1, [{ type: 'CounterIncremented', data: { by: 2 } }]));
    const { nextVersion } = await orm.em.fork().transactional((tx) => store.record(tx, s, [{ type: 'CounterIncremented', data: { by: 3 } }]));
    expect(nextVersion).toBe(3);
    const { events } = await store.readStream(orm.em.fork(), s.id);
    expect(events.map((e) => [e.version, e.data])).toEqual([[1, { by: 1 }], [2, { by: 2 }], [3, { by: 3 }]]);
    expect(events[0].metadata.actor).toEqual({ type: 'operator', id: 'op-1' });
    expect(await total(s.id)).toEqual({ total: 6, version: 3 });
  });

  it('records twenty writers of one record at once, new stream included, one after another: twenty versions, none refused', async () => {
    const s = stream();
    await Promise.all(Array.from({ length: 20 }, () => orm.em.fork().transactional((tx) => store.record(tx, s, [{ type: 'CounterIncremented', data: { by: 1 } }]))));
    const { version, events } = await store.readStream(orm.em.fork(), s.id);
    expect(version).toBe(20);
    expect(events.map((e) => e.version)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(await total(s.id)).toEqual({ total: 20, version: 20 });
  });

  it('says which fields a save changed, by their values as JSON; none when nothing did', () => {
    const before = { name: '春割', max_uses: 10, starts_at: '2026-12-01T00:00:00.000Z', plan_id: null, hours: [{ weekday: 1 }] };
    expect(changedFields(before, { ...before, max_uses: 20, hours: [{ weekday: 2 }] }, Object.keys(before))).toEqual(['max_uses', 'hours']);
    expect(changedFields(before, { ...before, hours: [{ weekday: 1 }] }, Object.keys(before))).toEqual([]);
    expect(changedFields(before, { ...before, plan_id: undefined }, ['plan_id'])).toEqual([]);
  });

  it('records nothing outside a transaction', async () => {
    await expect(store.record(orm.em.fork(), stream(), [{ type: 'CounterIncremented', data: { by: 1 } }])).rejects.toThrow('inside a transaction');
  });

  it('rejects a stale expected version and writes nothing', async () => {
    const s = stream();
    await orm.em.fork().transactional((tx) => store.append(tx, s, 0, [{ type: 'CounterIncremented', data: { by: 1 } }]));
    const stale = orm.em.fork().transactional(async (tx) => {
      await enqueueInOutbox(tx, { queue: QueueName.Mail, jobName: 'send-mail', payload: { marker: s.id } });
      await store.append(tx, s, 0, [{ type: 'CounterIncremented', data: { by: 100 } }]);
    });
    await expect(stale).rejects.toBeInstanceOf(ConcurrencyError);
    const { version, events } = await store.readStream(orm.em.fork(), s.id);
    expect(version).toBe(1);
    expect(events).toHaveLength(1);
    expect(await total(s.id)).toEqual({ total: 1, version: 1 });
    const outbox = await sql(orm.em.fork(), "select id from outbox where payload->>'marker' = ?", [s.id]);
    expect(outbox).toHaveLength(0);
  });

  it('refuses a second creation of the same stream', async () => {
    const s = stream();
    await orm.em.fork().transactional((tx) => store.append(tx, s, 0, [{ type: 'CounterIncremented', data: { by: 1 } }]));
    await expect(orm.em.fork().transactional((tx) => store.append(tx, s, 0, [{ type: 'CounterIncremented', data: { by: 1 } }]))).rejects.toBeInstanceOf(ConcurrencyError);
  });

  it.each([
    ['creating the stream', 0],
    ['at version 3', 3],
  ])('lets exactly one of 20 concurrent appends %s win; the others fail cleanly and write nothing', async (_case, at) => {
    const s = stream();
    if (at > 0) {
      const opening = Array.from({ length: at }, () => ({ type: 'CounterIncremented', data: { by: 1 } }));
      await orm.em.fork().transactional((tx) => store.append(tx, s, 0, opening));
    }
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        orm.em.fork().transactional(async (tx) => {
          // Each writer also leaves an outbox row: only the winner's may survive.
          await enqueueInOutbox(tx, { queue: QueueName.Mail, jobName: 'send-mail', payload: { marker: `${s.id}-${i}` } });
          return store.append(tx, s, at, [{ type: 'CounterIncremented', data: { by: 100 + i } }]);
        }),
      ),
    );
    const won = outcomes.flatMap((o, i) => (o.status === 'fulfilled' ? [i] : []));
    expect(won).toHaveLength(1);
    for (const o of outcomes) if (o.status === 'rejected') expect(o.reason).toBeInstanceOf(ConcurrencyError);
    const { version, events } = await store.readStream(orm.em.fork(), s.id);
    expect(version).toBe(at + 1);
    expect(events.at(-1)!.data).toEqual({ by: 100 + won[0] });
    expect(await total(s.id)).toEqual({ total: at + 100 + won[0], version: at + 1 });
    const outbox = await sql<{ marker: string }>(orm.em.fork(), "select payload->>'marker' as marker from outbox where payload->>'marker' like ?", [`${s.id}-%`]);
    expect(outbox.map((row) => row.marker)).toEqual([`${s.id}-${won[0]}`]);
  });

  it('ends at exactly N+50 after 50 concurrent commands with retry on conflict', async () => {
    const s = stream();
    await orm.em.fork().transactional((tx) => store.append(tx, s, 0, [{ type: 'CounterIncremented', data: { by: 1 } }, { type: 'CounterIncremented', data: { by: 1 } }]));
    const results = await Promise.all(
      Array.from({ length: 50 }, () => runDecider(orm.em, store, s, counter, { type: 'Increment', by: 1 }, {}, { maxAttempts: 200 })),
    );
    const versions = results.map((r) => r.nextVersion).sort((a, b) => a - b);
    expect(versions).toEqual(Array.from({ length: 50 }, (_, i) => i + 3));
    const { version, events } = await store.readStream(orm.em.fork(), s.id);
    expect(version).toBe(52);
    expect(events.map((e) => e.version)).toEqual(Array.from({ length: 52 }, (_, i) => i + 1));
    expect(await total(s.id)).toEqual({ total: 52, version: 52 });
  });

  it('does not append when the decider refuses the command', async () => {
    const s = stream();
    await expect(runDecider(orm.em, store, s, counter, { type: 'Increment', by: 5000 })).rejects.toThrow('limit');
    expect((await store.readStream(orm.em.fork(), s.id)).version).toBe(0);
  });

  it('writes an outbox row if and only if its transaction commits', async () => {
    const committed = `commit-${randomUUID()}`;
    const rolledBack = `rollback-${randomUUID()}`;
    await orm.em.fork().transactional((tx) => enqueueInOutbox(tx, { queue: QueueName.Mail, jobName: 'send-mail', payload: { marker: committed } }));
    await expect(
      orm.em.fork().transactional(async (tx) => {
        await enqueueInOutbox(tx, { queue: QueueName.Mail, jobName: 'send-mail', payload: { marker: rolledBack } });
        throw new Error('the command failed after deciding');
      }),
    ).rejects.toThrow('the command failed');
    const rows = await sql<{ marker: string }>(orm.em.fork(), "select payload->>'marker' as marker from outbox where payload->>'marker' in (?, ?)", [committed, rolledBack]);
    expect(rows.map((r) => r.marker)).toEqual([committed]);
  });

  it('refuses to append or enqueue outside a transaction', async () => {
    await expect(store.append(orm.em.fork(), stream(), 0, [{ type: 'CounterIncremented', data: { by: 1 } }])).rejects.toThrow(/transaction/);
    await expect(enqueueInOutbox(orm.em.fork(), { queue: QueueName.Mail, jobName: 'x', payload: {} })).rejects.toThrow(/transaction/);
  });

  it('rebuilds a projection from the events', async () => {
    const s = stream();
    await runDecider(orm.em, store, s, counter, { type: 'Increment', by: 7 });
    await runDecider(orm.em, store, s, counter, { type: 'Increment', by: 8 });
    await sql(orm.em.fork(), 'update test_counter_totals set total = -1');
    const replayed = await store.rebuildProjection(orm.em.fork(), 'counter-totals', 7);
    expect(replayed).toBeGreaterThanOrEqual(2);
    expect(await total(s.id)).toEqual({ total: 15, version: 2 });
    const all = await sql<{ stream_id: string; total: number }>(orm.em.fork(), 'select stream_id, total from test_counter_totals');
    const sums = await sql<{ stream_id: string; total: string }>(orm.em.fork(), "select stream_id, sum((data->>'by')::int) as total from events where type = 'CounterIncremented' group by stream_id");
    expect(Object.fromEntries(all.map((r) => [r.stream_id, Number(r.total)]))).toEqual(Object.fromEntries(sums.map((r) => [r.stream_id, Number(r.total)])));
  });

  it('feeds a projection of every event type (ALL_EVENT_TYPES) each event once, beside the typed ones, and rebuilds it from all events', async () => {
    const seen: string[] = [];
    const everything: InlineProjection = {
      name: 'every-event',
      eventTypes: [ALL_EVENT_TYPES],
      apply: async (_em, event) => void seen.push(`${event.type}@${event.streamId}`),
      reset: async () => void seen.splice(0),
    };
    const projections = new ProjectionRegistry();
    projections.register(totals);
    projections.register(everything);
    const both = new EventStore(projections);
    const s = stream();
    await orm.em.fork().transactional((tx) => both.append(tx, s, 0, [{ type: 'CounterIncremented', data: { by: 1 } }, { type: 'SomethingElse', data: {} }]));
    expect(seen).toEqual([`CounterIncremented@${s.id}`, `SomethingElse@${s.id}`]);
    expect(projections.forEvent('CounterIncremented').map((p) => p.name)).toEqual(['counter-totals', 'every-event']);

    const [{ n }] = await sql<{ n: number }>(orm.em.fork(), 'select count(*)::int as n from events');
    expect(await both.rebuildProjection(orm.em.fork(), 'every-event', 5)).toBe(n);
    expect(seen).toHaveLength(n);
  });
});
