import { EntityManager } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { MemberSubscription } from '@coaching/contracts';
import { upsertOperator } from '@coaching/server-backoffice';
import { ReactorRegistry, sql } from '@coaching/server-core';
import { drainReactions } from '@coaching/server-core/testing';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { ADULT_STUDENT, signedUpMember, type BillingMember } from './testing/billing-members';
import { startTestApi } from './testing/test-api';

const SUPPORT = { email: 'support-subs-int@ggcoach.example', name: 'サポート 三郎', role: 'support' as const, password: 'support-subs-int-password' };
const TOKYO_DAY = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Tokyo', dateStyle: 'short', timeStyle: 'medium' });

describe('subscriptions: what members hold, started by billing reactors (real api, PostgreSQL)', () => {
  let app: NestExpressApplication;
  let em: EntityManager;
  const gameId = 43_000_000 + Math.floor(Math.random() * 1_000_000);
  const tag = `sub${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  let planId: number;
  let operator: { agent: request.Agent; token: string };

  beforeAll(async () => {
    app = await startTestApi();
    em = app.get(EntityManager);
    await upsertOperator(em.fork(), SUPPORT);
    await sql(em.fork(), 'insert into games (id, name, is_purchasable, is_legacy, sort_order) values (?, ?, true, false, 9400)', [gameId, `定期 ${tag}`]);
    [{ id: planId }] = await sql<{ id: number }>(
      em.fork(),
      'insert into plans (game_id, code, name, lesson_count, tax_rate, price1, price3) values (?, ?, ?, 4, 1.1, 40000, 36000) returning id',
      [gameId, `${tag}-standard`, 'Standard'],
    );
    const agent = request.agent(app.getHttpServer()).set('X-Forwarded-For', '10.93.9.1');
    const session = await agent.get('/admin-api/auth/session');
    const login = await agent.post('/admin-api/auth/login').set('X-XSRF-TOKEN', session.body.data.csrfToken).send(SUPPORT);
    operator = { agent, token: login.body.data.csrfToken };
  });
  afterAll(() => app.close());

  const member = async () => {
    const who = await signedUpMember(app, '10.94');
    expect((await who.agent.post('/api/personal_informations/').set('X-XSRF-TOKEN', who.token).send(ADULT_STUDENT)).status).toBe(200);
    return who;
  };
  const orderByBank = async (who: BillingMember, period: number) => {
    const res = await who.agent.post(`/api/plans/${planId}/purchase`).set('X-XSRF-TOKEN', who.token).send({ idempotency_key: randomUUID(), method: 'bank', period });
    expect(res.status).toBe(202);
    return res.body.data.id as string;
  };
  const receive = async (paymentId: string) => {
    expect((await operator.agent.post(`/admin-api/payments/${paymentId}/transfer-received`).set('X-XSRF-TOKEN', operator.token)).status).toBe(201);
  };
  const react = () => drainReactions(em, app.get(ReactorRegistry));
  const subscriptions = async (who: BillingMember) => (await who.agent.get('/api/subscriptions')).body.data as MemberSubscription[];

  it('is only for signed-in members', async () => {
    expect((await request(app.getHttpServer()).get('/api/subscriptions')).status).toBe(401);
    expect((await request(app.getHttpServer()).get(`/api/subscriptions/extension?plan_id=${planId}`)).status).toBe(401);
  });

  it('shows a bank order as a pending subscription with what to transfer by when, then starts it when the transfer is recorded', async () => {
    const who = await member();
    const paymentId = await orderByBank(who, 3);
    await react();

    const [pending] = await subscriptions(who);
    expect(pending).toMatchObject({ status: 'pending', plan: { id: planId, name: 'Standard' }, game: { id: gameId }, starts_at: null, ends_at: null, lessons_per_month: 4 });
    expect(pending.pending_orders).toEqual([
      {
        payment_id: paymentId,
        months: 3,
        amount: expect.any(Number),
        due_at: expect.any(String),
        transfer: expect.objectContaining({ bank_name: expect.any(String), account_number: expect.any(String), reference: paymentId.replace(/-/g, '').slice(0, 8).toUpperCase() }),
      },
    ]);
    const [{ total }] = await sql<{ total: number }>(em.fork(), 'select amount + tax as total from payments where id = ?', [paymentId]);
    expect(pending.pending_orders[0].amount).toBe(total);
    const me = (await who.agent.get('/api/me')).body.data;
    expect(me).toMatchObject({ current_plan: null, user_plans: [], is_personal_information_completed: true });
    expect(me.status).not.toBe('paid');

    await receive(paymentId);
    await react();
    const [active] = await subscriptions(who);
    expect(active).toMatchObject({ status: 'active', pending_orders: [], starts_at: expect.any(String) });
    expect(TOKYO_DAY.format(new Date(active.ends_at!)).slice(0, 10)).toBe(TOKYO_DAY.format(addMonthsInTokyo(new Date(active.starts_at!), 3)).slice(0, 10));
    const after = (await who.agent.get('/api/me')).body.data;
    expect(after).toMatchObject({ status: 'paid', user_plans: [{ plan: { id: planId, name: 'Standard' } }], current_plan: { plan: { name: 'Standard' } } });
  });

  it("records the member's game with identity once the plan is paid (spec §2: the sidebar's course list), the bought game selected", async () => {
    const who = await member();
    // Signed up for a trial of another game first: that one was the selected game until now.
    const [{ id: otherGameId }] = await sql<{ id: number }>(em.fork(), 'insert into games (id, name, is_purchasable, is_legacy, sort_order) values (?, ?, true, false, 9401) returning id', [gameId + 1, `体験 ${tag}`]);
    await sql(em.fork(), 'insert into game_users (user_id, game_id, is_selected) values (?, ?, true)', [who.userId, otherGameId]);
    const paymentId = await orderByBank(who, 1);
    await react();
    // Ordered, not paid: nothing recorded yet.
    expect((await who.agent.get('/api/me')).body.data.game_users.map((g: { game_id: number }) => g.game_id)).toEqual([otherGameId]);

    await receive(paymentId);
    await react();
    const me = (await who.agent.get('/api/me')).body.data;
    expect(me.game_users).toEqual(
      expect.arrayContaining([
        { game_id: gameId, is_selected: true, game: expect.objectContaining({ name: `定期 ${tag}`, is_legacy: false }) },
        { game_id: otherGameId, is_selected: false, game: expect.objectContaining({ name: `体験 ${tag}` }) },
      ]),
    );
    expect(me.game_users).toHaveLength(2);
  });

  it('lets the member cancel an unpaid bank order: the payment is void and the subscription cancelled; twice is harmless; nobody else can', async () => {
    const who = await member();
    const paymentId = await orderByBank(who, 1);
    await react();
    const stranger = await member();
    expect((await stranger.agent.post(`/api/payments/${paymentId}/cancel`).set('X-XSRF-TOKEN', stranger.token)).status).toBe(404);
    expect((await who.agent.post(`/api/payments/${paymentId}/cancel`)).status).toBe(419);

    const cancelled = await who.agent.post(`/api/payments/${paymentId}/cancel`).set('X-XSRF-TOKEN', who.token);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message).toBe('お申し込みを取り消しました。');
    expect((await who.agent.post(`/api/payments/${paymentId}/cancel`).set('X-XSRF-TOKEN', who.token)).status).toBe(200);
    await react();

    expect((await who.agent.get(`/api/payments/${paymentId}`)).body.data).toMatchObject({ status: 'void', status_ja: '取消' });
    expect(await subscriptions(who)).toEqual([expect.objectContaining({ status: 'cancelled', pending_orders: [] })]);
    // A transfer that arrives after all is refused, not silently turned into a plan.
    expect((await operator.agent.post(`/admin-api/payments/${paymentId}/transfer-received`).set('X-XSRF-TOKEN', operator.token)).status).toBe(422);
    expect((await sql(em.fork(), "select type from events where stream_id = ? order by version", [`payment-${paymentId}`])).map((e) => (e as { type: string }).type)).toEqual([
      'PaymentRequested',
      'OrderCancelled',
    ]);
  });

  it('refuses to cancel a paid order or a card order', async () => {
    const who = await member();
    const paymentId = await orderByBank(who, 1);
    await receive(paymentId);
    const refused = await who.agent.post(`/api/payments/${paymentId}/cancel`).set('X-XSRF-TOKEN', who.token);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('お振込みの確認が済んだお申し込みは取り消せません。お問い合わせください。');
    expect((await who.agent.post('/api/payments/not-a-uuid/cancel').set('X-XSRF-TOKEN', who.token)).status).toBe(404);
  });

  it('lets exactly one of a member cancel and an operator receipt win when they meet on one order, with no 500', async () => {
    const orders = await Promise.all(Array.from({ length: 4 }, async () => {
      const who = await member();
      return { who, paymentId: await orderByBank(who, 1) };
    }));
    const answers = await Promise.all(
      orders.flatMap(({ who, paymentId }) => [
        who.agent.post(`/api/payments/${paymentId}/cancel`).set('X-XSRF-TOKEN', who.token),
        who.agent.post(`/api/payments/${paymentId}/cancel`).set('X-XSRF-TOKEN', who.token),
        operator.agent.post(`/admin-api/payments/${paymentId}/transfer-received`).set('X-XSRF-TOKEN', operator.token),
      ]),
    );
    expect(answers.map((a) => a.status).filter((status) => status >= 500)).toEqual([]);
    await react();
    for (const { who, paymentId } of orders) {
      const types = (await sql<{ type: string }>(em.fork(), 'select type from events where stream_id = ? order by version', [`payment-${paymentId}`])).map((e) => e.type);
      // One outcome per order: either called off or paid, never both, never twice.
      expect([['PaymentRequested', 'OrderCancelled'], ['PaymentRequested', 'TransferReceived']]).toContainEqual(types);
      const [subscription] = await subscriptions(who);
      expect(subscription.status).toBe(types[1] === 'OrderCancelled' ? 'cancelled' : 'active');
      expect((await who.agent.get(`/api/payments/${paymentId}`)).body.data.status).toBe(types[1] === 'OrderCancelled' ? 'void' : 'captured');
    }
  });

  it('extends a held plan by the months bought, from its current end, and says so before paying', async () => {
    const who = await member();
    const first = await orderByBank(who, 1);
    expect((await who.agent.get(`/api/subscriptions/extension?plan_id=${planId}&period=3`)).body).toEqual({ data: null });
    await receive(first);
    await react();
    const [held] = await subscriptions(who);

    const preview = (await who.agent.get(`/api/subscriptions/extension?plan_id=${planId}&period=3`)).body.data;
    expect(preview).toEqual({ current_ends_at: held.ends_at, new_ends_at: addMonthsInTokyo(new Date(held.ends_at!), 3).toISOString() });
    expect((await who.agent.get('/api/subscriptions/extension?plan_id=0&period=3')).status).toBe(422);

    const second = await orderByBank(who, 3);
    await receive(second);
    await react();
    const [extended] = await subscriptions(who);
    expect(extended).toMatchObject({ id: held.id, status: 'active', starts_at: held.starts_at, ends_at: preview.new_ends_at });
    expect(await subscriptions(who)).toHaveLength(1);
    const events = await sql<{ type: string }>(em.fork(), 'select type from events where stream_id = ? order by version', [`subscription-${held.id}`]);
    expect(events.map((e) => e.type)).toEqual(['SubscriptionRequested', 'SubscriptionStarted', 'SubscriptionRequested', 'SubscriptionExtended']);
  });
});

/** The test's own month arithmetic on Tokyo's calendar (day clamped to the month's end). */
function addMonthsInTokyo(from: Date, months: number): Date {
  const local = new Date(from.getTime() + 9 * 3600_000);
  const day = local.getUTCDate();
  const target = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + months, 1, local.getUTCHours(), local.getUTCMinutes(), local.getUTCSeconds(), local.getUTCMilliseconds()));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, last));
  return new Date(target.getTime() - 9 * 3600_000);
}
