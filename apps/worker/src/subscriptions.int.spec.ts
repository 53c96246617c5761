import type { INestApplicationContext } from '@nestjs/common';
import type { CommandBus } from '@nestjs/cqrs';
import { NestFactory } from '@nestjs/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import { BillingEventHandlers, chargeSchedule, providerOrderId, runOrderCommand, type PaymentRequestedData } from '@coaching/server-billing';
import { createRedisConnection, EventStore, ProjectionRegistry, QueueName, ReactorRegistry, sql } from '@coaching/server-core';
import { createTestOrm, prepareTestDatabase, testDatabaseUrl } from '@coaching/server-core/testing';
import { Queue } from 'bullmq';
import { Client } from 'pg';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { WorkerModule } from './worker.module';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/0';
const ATTEMPTS = 5;

async function until<T>(probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T | undefined> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined || Date.now() > deadline) return value;
    await sleep(50);
  }
}

describe("subscriptions, started by the worker's reactor after a capture (real worker, PostgreSQL, Redis)", () => {
  let orm: MikroORM;
  /** The process that records captures (the charge job, or the api for a transfer): appends with billing's handlers. */
  let store: EventStore;
  let worker: INestApplicationContext | undefined;
  const prefix = `test-subs-${process.pid}-${Date.now()}`;
  const gameId = 52_000_000 + Math.floor(Math.random() * 1_000_000);
  let planId: number;

  beforeAll(async () => {
    await prepareTestDatabase('worker_subscriptions');
    Object.assign(process.env, {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: testDatabaseUrl('worker_subscriptions'),
      QUEUE_PREFIX: prefix,
      REACTION_ATTEMPTS: String(ATTEMPTS),
      REACTION_RETRY_DELAY_MS: '50',
      INSTALMENT_SCAN_EVERY_MS: String(60 * 60 * 1000),
    });
    orm = await createTestOrm('worker_subscriptions');
    const projections = new ProjectionRegistry();
    const reactors = new ReactorRegistry();
    store = new EventStore(projections, reactors);
    // The test's own appends only write the reactors' work; the worker under test runs it with its own command bus.
    new BillingEventHandlers(projections, reactors, store, {} as CommandBus).onModuleInit();
    await sql(orm.em.fork(), 'insert into games (id, name) values (?, ?)', [gameId, '定期テスト']);
    [{ id: planId }] = await sql<{ id: number }>(orm.em.fork(), "insert into plans (game_id, code, name, lesson_count, price1) values (?, 'standard', 'Standard', 4, 33000) returning id", [gameId]);
    // A fault to inject: inserting the subscription of a listed member fails while its budget of failures lasts.
    // Sequences are not rolled back with the failed transaction, so the count of tries survives the retries.
    await sql(
      orm.em.fork(),
      `create table test_subscription_faults (member_id uuid primary key, failures integer not null, tries text not null);
       create function test_subscription_fault() returns trigger language plpgsql as $$
       declare fault test_subscription_faults;
       begin
         select * into fault from test_subscription_faults where member_id = new.member_id;
         if found and nextval(fault.tries::regclass) <= fault.failures then raise exception 'injected fault %', new.member_id; end if;
         return new;
       end $$;
       create trigger test_subscription_fault before insert on subscriptions for each row execute function test_subscription_fault();`,
    );
  });

  afterAll(async () => {
    await worker?.close();
    const connection = createRedisConnection(REDIS_URL);
    for (const name of Object.values(QueueName)) await new Queue(name, { connection, prefix }).obliterate({ force: true });
    connection.disconnect();
    await orm.close(true);
  });

  const startWorker = async () => {
    worker ??= await NestFactory.createApplicationContext(WorkerModule, { logger: false });
    await worker.init();
  };
  const member = async (failures = 0) => {
    const id = randomUUID();
    await sql(orm.em.fork(), 'insert into users (id, email) values (?, ?)', [id, `subs-${id}@example.jp`]);
    if (failures > 0) {
      const tries = `test_tries_${id.replace(/-/g, '')}`;
      await sql(orm.em.fork(), `create sequence ${tries}`);
      await sql(orm.em.fork(), 'insert into test_subscription_faults (member_id, failures, tries) values (?, ?, ?)', [id, failures, tries]);
    }
    return id;
  };
  /** A card order for the plan whose first charge the provider approved, recorded as the charge job records it. */
  const capturedOrder = async (memberId: string) => {
    const paymentId = randomUUID();
    const now = new Date();
    const data: PaymentRequestedData = {
      paymentId,
      memberId,
      kind: 'plan',
      planId,
      itemId: null,
      gameId,
      period: 1,
      quantity: 1,
      method: 'bulk',
      charges: chargeSchedule([{ amount: 33_000, tax: 3_300 }], 'bulk', now),
      admissionFee: 0,
      couponCode: null,
      lessonsPerMonth: 4,
      cardSeq: '0',
      requestedAt: now.toISOString(),
    };
    await runOrderCommand(orm.em, store, paymentId, { type: 'PlaceOrder', data: { order: data, planType: 'normal', facts: { personalInformationCompleted: true, heldAddPlans: [], card: data.cardSeq === null ? null : { seq: data.cardSeq } } } }, { actor: { type: 'member', id: memberId } });
    await runOrderCommand(orm.em, store, paymentId, { type: 'RecordChargeCaptured', data: { n: 0, providerOrderId: providerOrderId(paymentId, 0), jobCode: 'CAPTURE', tranId: 't', approve: 'a', chargedAt: now.toISOString() } }, { actor: { type: 'system' } });
    return paymentId;
  };
  const started = async (memberId: string) =>
    sql<{ stream_id: string }>(orm.em.fork(), "select stream_id from events where type = 'SubscriptionStarted' and data->>'memberId' = ?", [memberId]);
  const paidOrder = (paymentId: string) => until(async () => ((await sql(orm.em.fork(), "select 1 from subscription_orders where payment_id = ? and state = 'paid'", [paymentId])).length ? true : undefined));

  it('starts the subscription exactly once when the worker died in the middle of the reaction (its claim and effects roll back together)', async () => {
    const memberId = await member();
    const paymentId = await capturedOrder(memberId);
    const [reaction] = await sql<{ position: string }>(
      orm.em.fork(),
      "select position from pending_reactions where reactor = 'start-subscription-when-order-settled' and event_id = (select event_id from events where stream_id = ? and type = 'ChargeCaptured')",
      [`payment-${paymentId}`],
    );
    expect(reaction).toBeDefined();
    // A dying worker had claimed the reaction and written part of its effect when its connection was cut.
    const dying = new Client({ connectionString: testDatabaseUrl('worker_subscriptions') });
    dying.on('error', () => undefined);
    await dying.connect();
    await dying.query('begin');
    await dying.query('select 1 from pending_reactions where position = $1 for update', [reaction.position]);
    await dying.query("insert into event_streams (stream_id, stream_type, version) values ('half-done-' || $1, 'test', 1)", [memberId]);
    const [{ pid }] = (await dying.query('select pg_backend_pid() as pid')).rows as Array<{ pid: number }>;
    await sql(orm.em.fork(), 'select pg_terminate_backend(?)', [pid]);
    await dying.end().catch(() => undefined);
    expect(await started(memberId)).toHaveLength(0);

    await startWorker();
    expect(await paidOrder(paymentId)).toBe(true);
    await sleep(500);
    expect(await started(memberId)).toHaveLength(1);
    expect(await sql(orm.em.fork(), 'select 1 from event_streams where stream_id = ?', [`half-done-${memberId}`])).toHaveLength(0);
    expect(await sql(orm.em.fork(), 'select 1 from pending_reactions where position = ?', [reaction.position])).toHaveLength(0);
  });

  it('retries a reaction that fails three times with back-off, and starts the subscription once', async () => {
    await startWorker();
    const memberId = await member(3);
    const paymentId = await capturedOrder(memberId);
    expect(await paidOrder(paymentId)).toBe(true);
    await sleep(300);
    expect(await started(memberId)).toHaveLength(1);
    const [{ tries }] = await sql<{ tries: string }>(orm.em.fork(), `select last_value as tries from test_tries_${memberId.replace(/-/g, '')}`);
    expect(Number(tries)).toBe(4);
    expect(await sql(orm.em.fork(), 'select 1 from parked_reactions where event_id in (select event_id from events where stream_id = ?)', [`payment-${paymentId}`])).toHaveLength(0);
  });

  it('parks the reaction after its last attempt, with the error, and starts nothing', async () => {
    await startWorker();
    const memberId = await member(1_000);
    const paymentId = await capturedOrder(memberId);
    const parked = await until(async () => {
      const [row] = await sql<{ reactor: string; event_type: string; error: string; attempts: number }>(
        orm.em.fork(),
        'select reactor, event_type, error, attempts from parked_reactions where event_id in (select event_id from events where stream_id = ?)',
        [`payment-${paymentId}`],
      );
      return row;
    });
    expect(parked).toMatchObject({ reactor: 'start-subscription-when-order-settled', event_type: 'ChargeCaptured', attempts: ATTEMPTS, error: expect.stringContaining('injected fault') });
    expect(await started(memberId)).toHaveLength(0);
  });
});
