import { EntityManager } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { CardProviderClient, ChargePaymentJob, SavedCards } from '@coaching/server-billing';
import { EventStore, sql } from '@coaching/server-core';
import { randomUUID } from 'node:crypto';
import { type ApiWithCardSandbox, insertCatalogueRow, startApiWithCardSandbox } from './testing/card-sandbox';
import { ADULT_STUDENT, type BillingMember, signedUpMember } from './testing/billing-members';
import { csrfAgent } from './testing/test-api';

describe('the order page (issue 32: GET /api/payments/{id}/order, real api, PostgreSQL and the sandbox card provider)', () => {
  let app: NestExpressApplication;
  let em: EntityManager;
  let stack: ApiWithCardSandbox;
  const gameId = 41_000_000 + Math.floor(Math.random() * 1_000_000);
  const tag = `ord${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  let planId: number;
  let lessonId: number;
  let eventId: number;

  const insert = (table: 'plans' | 'items', row: Record<string, unknown>) => insertCatalogueRow(app, table, row);

  beforeAll(async () => {
    stack = await startApiWithCardSandbox();
    ({ app } = stack);
    em = app.get(EntityManager);
    await sql(em.fork(), 'insert into games (id, name, is_purchasable, is_legacy, sort_order) values (?, ?, true, false, 9300)', [gameId, `注文 ${tag}`]);
    planId = await insert('plans', { game_id: gameId, code: `${tag}-standard`, name: 'standard', lesson_count: 4, tax_rate: 1.1, price1: 40_000, price2: 38_000, price3: 36_000 });
    lessonId = await insert('items', { game_id: gameId, code: `${tag}-extra-lesson`, name: '追加レッスン（1回）', price: 9_000, tax_rate: 1.1 });
    eventId = await insert('items', { game_id: gameId, code: `${tag}-extra-event`, name: '追加イベント参加（1回）', price: 7_000, tax_rate: 1.1 });
  });
  afterAll(() => stack.close());

  const token = (cardno?: string) => stack.token(cardno);
  const buyer = async (info: Record<string, unknown> = ADULT_STUDENT) => {
    const who = await signedUpMember(app, '10.82');
    expect((await who.agent.post('/api/personal_informations/').set('X-XSRF-TOKEN', who.token).send(info)).status).toBe(200);
    return who;
  };
  const post = (who: BillingMember, path: string, body: Record<string, unknown>) => who.agent.post(path).set('X-XSRF-TOKEN', who.token).send({ idempotency_key: randomUUID(), ...body });
  const mailLocals = async (paymentId: string, template: string) =>
    (await sql<{ locals: Record<string, unknown> }>(em.fork(), "select payload->'locals' as locals from outbox where correlation_id = ? and payload->>'template' = ?", [paymentId, template]))[0]?.locals;
  const charge = (paymentId: string, n = 0) =>
    new ChargePaymentJob(em, app.get(EventStore), app.get(CardProviderClient), app.get(SavedCards)).handle({ paymentId, n }, { jobId: `test-${randomUUID()}`, attempt: 1, maxAttempts: 8 });

  it('shows a monthly order: what was bought, each month with its date and whether it is paid, the card’s brand and last digits, the plan’s terms', async () => {
    const who = await buyer();
    const res = await post(who, `/api/plans/${planId}/purchase`, { method: 'split', period: 3, token: await token() });
    expect(res.status).toBe(202);
    const id = res.body.data.id as string;
    await charge(id);

    const order = await who.agent.get(`/api/payments/${id}/order`);
    expect(order.status).toBe(200);
    expect(order.body.data).toMatchObject({
      id,
      kind: 'plan',
      method: 'split',
      terms: 'plan',
      status: 'captured',
      plan: { name: 'standard' },
      period: 3,
      admission_fee: 33_000,
      payer: '山田 太郎',
      has_receipt: true,
      card: { state: 'saved', last4: '1111', brand: 'Visa' },
    });
    const charges = order.body.data.charges as { number: number; due_at: string; amount: number; state: string; paid_at: string | null }[];
    expect(charges.map((c) => [c.number, c.state])).toEqual([
      [1, 'paid'],
      [2, 'due'],
      [3, 'due'],
    ]);
    // 30,000 admission + 36,000 a month, 10% tax; the months after the first a month apart.
    expect(charges.map((c) => c.amount)).toEqual([72_600, 39_600, 39_600]);
    expect(charges.reduce((sum, c) => sum + c.amount, 0)).toBe(order.body.data.amount + order.body.data.tax);
    expect(charges[0].paid_at).not.toBeNull();
    expect(Date.parse(charges[1].due_at) - Date.parse(charges[0].due_at)).toBeGreaterThan(27 * 24 * 3600 * 1000);
    expect(order.body.data.next_charge_at).toBe(charges[1].due_at);
  });

  it('shows an add-on with its own terms (an extra lesson, an extra event) and a bank transfer with where to pay and no card', async () => {
    const who = await buyer();
    const lesson = await post(who, `/api/items/${lessonId}/purchase`, { method: 'bank', quantity: 2 });
    const event = await post(who, `/api/items/${eventId}/purchase`, { method: 'bank', quantity: 1 });
    const lessonOrder = (await who.agent.get(`/api/payments/${lesson.body.data.id}/order`)).body.data;
    expect(lessonOrder).toMatchObject({ kind: 'item', terms: 'extra_lesson', quantity: 2, card: null, has_receipt: false, transfer: { bank_name: expect.any(String) } });
    expect(lessonOrder.charges).toEqual([expect.objectContaining({ number: 1, amount: 19_800, state: 'due', paid_at: null })]);
    expect((await who.agent.get(`/api/payments/${event.body.data.id}/order`)).body.data).toMatchObject({ terms: 'extra_event' });
  });

  it('names the paying parent, and says when the card that paid was removed since', async () => {
    const who = await buyer({
      ...ADULT_STUDENT,
      diff: true,
      parent_last_name: '山田',
      parent_first_name: '花子',
      parent_last_name_kana: 'ヤマダ',
      parent_first_name_kana: 'ハナコ',
      parent_birthday: '1980-04-01',
      parent_gender: 'female',
    });
    const res = await post(who, `/api/plans/${planId}/purchase`, { method: 'bulk', period: 1, token: await token('5555555555554444') });
    await charge(res.body.data.id);
    const order = (await who.agent.get(`/api/payments/${res.body.data.id}/order`)).body.data;
    expect(order).toMatchObject({ payer: '山田 花子', card: { state: 'saved', last4: '4444' } });
    // The mail about the money greets the parent who pays, as the receipt is addressed, and links the order page.
    expect(await mailLocals(res.body.data.id, 'payment-completed')).toMatchObject({ salutation: '山田 花子 様', orderPath: `/payments/history/${res.body.data.id}` });
    expect(order.charges).toEqual([expect.objectContaining({ number: 1, state: 'paid' })]);

    await sql(em.fork(), "update payments set card_seq = '99' where id = ?", [res.body.data.id]);
    expect((await who.agent.get(`/api/payments/${res.body.data.id}/order`)).body.data.card).toEqual({ state: 'removed' });
  });

  it('answers 404 to another member, an unknown order and a malformed id, and 401 to a visitor', async () => {
    const owner = await buyer();
    const res = await post(owner, `/api/plans/${planId}/purchase`, { method: 'bank', period: 1 });
    const id = res.body.data.id as string;
    // A student paying for themself is greeted as the account is (no salutation of ours); the guide links the order page.
    const guide = await mailLocals(id, 'bank-transfer-guide');
    expect(guide).toMatchObject({ orderPath: `/payments/history/${id}` });
    expect(guide).not.toHaveProperty('salutation');
    const stranger = await buyer();
    expect((await stranger.agent.get(`/api/payments/${id}/order`)).status).toBe(404);
    expect((await stranger.agent.get(`/api/payments/${randomUUID()}/order`)).status).toBe(404);
    expect((await stranger.agent.get('/api/payments/x%00y/order')).status).toBe(404);
    const { agent: anonymous } = await csrfAgent(app, '10.82.250.1');
    expect((await anonymous.get(`/api/payments/${id}/order`)).status).toBe(401);
  });
});
