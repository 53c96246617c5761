import type { MikroORM } from '@mikro-orm/postgresql';
import type { CommandBus } from '@nestjs/cqrs';
import { EventStore, ProjectionRegistry, ReactorRegistry, sql } from '@coaching/server-core';
import { createTestOrm, drainReactions } from '@coaching/server-core/testing';
import { randomUUID } from 'node:crypto';
import { BillingEventHandlers } from '../billing-event-handlers';
import { chargeSchedule } from '../domain/charge-schedule';
import { providerOrderId, type OrderCommand, type OrderMethod, type PaymentRequestedData } from '../domain/order.decider';
import { runOrderCommand } from '../commands/order-stream';

const READ_MODELS = ['payments', 'payment_charges', 'user_items', 'admission_fees_paid', 'subscriptions', 'subscription_orders'];

describe("billing's read models, rebuilt from the events (real PostgreSQL)", () => {
  let orm: MikroORM;
  let store: EventStore;
  let reactors: ReactorRegistry;
  let memberId: string;
  let gameId: number;
  let planId: number;
  let itemId: number;

  beforeAll(async () => {
    orm = await createTestOrm('server_billing');
    const projections = new ProjectionRegistry();
    reactors = new ReactorRegistry();
    store = new EventStore(projections, reactors);
    // The commands billing's reactors send other contexts (a paid plan's game to identity's course list; no order here
    // uses a coupon) are not this spec's business: they are taken and dropped.
    new BillingEventHandlers(projections, reactors, store, { execute: async () => undefined } as unknown as CommandBus).onModuleInit();
    const em = orm.em.fork();
    memberId = randomUUID();
    await sql(em, 'insert into users (id, email) values (?, ?)', [memberId, `rebuild-${memberId}@example.jp`]);
    gameId = 60_000_000 + Math.floor(Math.random() * 1_000_000);
    await sql(em, "insert into games (id, name) values (?, '再構築')", [gameId]);
    [{ id: planId }] = await sql<{ id: number }>(em, "insert into plans (game_id, code, name, lesson_count, price1) values (?, 'std', 'Standard', 4, 33000) returning id", [gameId]);
    [{ id: itemId }] = await sql<{ id: number }>(em, "insert into items (game_id, code, name, price) values (?, 'extra', '追加レッスン', 5000) returning id", [gameId]);
  });

  afterAll(() => orm.close(true));

  const order = async (method: OrderMethod, kind: 'plan' | 'item', period = 1, at = new Date()) => {
    const paymentId = randomUUID();
    const data: PaymentRequestedData = {
      paymentId,
      memberId,
      kind,
      planId: kind === 'plan' ? planId : null,
      itemId: kind === 'item' ? itemId : null,
      gameId,
      period,
      quantity: 1,
      method,
      charges: chargeSchedule(Array.from({ length: method === 'split' ? period : 1 }, () => ({ amount: 30_000, tax: 3_000 })), method, at),
      admissionFee: kind === 'plan' ? 33_000 : 0,
      couponCode: null,
      lessonsPerMonth: kind === 'plan' ? 4 : undefined,
      cardSeq: method === 'bank' ? null : '0',
      requestedAt: at.toISOString(),
    };
    await run(paymentId, { type: 'PlaceOrder', data: { order: data, planType: 'normal', facts: { personalInformationCompleted: true, heldAddPlans: [], card: data.cardSeq === null ? null : { seq: data.cardSeq } } } });
    return paymentId;
  };
  const run = (paymentId: string, command: OrderCommand) => runOrderCommand(orm.em, store, paymentId, command, { actor: { type: 'system' } });
  const capture = (paymentId: string, n: number) =>
    run(paymentId, { type: 'RecordChargeCaptured', data: { n, providerOrderId: providerOrderId(paymentId, n), jobCode: 'CAPTURE', tranId: 't', approve: 'a', chargedAt: new Date().toISOString() } });
  const snapshot = async () =>
    Object.fromEntries(
      await Promise.all(READ_MODELS.map(async (table) => [table, await sql<{ row: unknown }>(orm.em.fork(), `select to_jsonb(t) as row from ${table} t order by to_jsonb(t)::text`)] as const)),
    );

  it('gives identical payments, items, admission fees and subscriptions after every projection is rebuilt', async () => {
    const card = await order('bulk', 'plan', 1);
    await capture(card, 0);
    const split = await order('split', 'plan', 3);
    await capture(split, 0);
    await run(split, { type: 'RecordChargeFailed', data: { n: 1, providerOrderId: providerOrderId(split, 1), code: '42G020000', message: 'declined', failedAt: new Date().toISOString() } });
    const bank = await order('bank', 'plan', 3);
    await run(bank, { type: 'RecordTransferReceived', data: { operatorId: 'op', operatorName: '経理', receivedAt: new Date().toISOString() } });
    await run(await order('bank', 'plan', 1), { type: 'CancelOrder', data: { by: 'member', cancelledAt: new Date().toISOString() } });
    await order('bank', 'plan', 2);
    await capture(await order('bulk', 'item'), 0);
    expect(await drainReactions(orm.em, reactors)).toBeGreaterThanOrEqual(5);

    const before = await snapshot();
    expect(before.subscriptions).toHaveLength(1);
    expect(before.subscription_orders.length).toBeGreaterThanOrEqual(4);
    expect(before.user_items).toHaveLength(1);

    expect(await store.rebuildAllProjections(orm.em.fork())).toEqual(expect.arrayContaining(['payments', 'subscriptions']));
    expect(await snapshot()).toEqual(before);
  });
});
