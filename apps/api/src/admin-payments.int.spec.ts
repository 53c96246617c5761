import { EntityManager } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { AdminPayment, AdminPaymentDetail } from '@coaching/contracts';
import { upsertOperator } from '@coaching/server-backoffice';
import { ReactorRegistry, sql } from '@coaching/server-core';
import { drainReactions } from '@coaching/server-core/testing';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
// The sandbox is the card provider (GMO protocol), started in-process on free ports.
import { cardToken, type RunningSandbox, startSandbox } from '@coaching/sandbox/testing';
import { ADULT_STUDENT, type BillingMember, signedUpMember } from './testing/billing-members';
import { startTestApi } from './testing/test-api';

const ADMIN = { email: 'admin-pay-int@ggcoach.example', name: '経理 太郎', role: 'admin' as const, password: 'admin-pay-int-password' };
const SUPPORT = { email: 'support-pay-int@ggcoach.example', name: 'サポート 次郎', role: 'support' as const, password: 'support-pay-int-password' };

describe('/admin-api/payments: purchases for operators, and bank-transfer receipts (real api, PostgreSQL)', () => {
  let app: NestExpressApplication;
  let em: EntityManager;
  let sandbox: RunningSandbox;
  const gameId = 41_000_000 + Math.floor(Math.random() * 1_000_000);
  const tag = `adm${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  let planId: number;

  beforeAll(async () => {
    sandbox = await startSandbox({ httpPort: 0, smtpPort: 0, host: '127.0.0.1' });
    app = await startTestApi({ CARD_PROVIDER_API_URL: `${sandbox.httpUrl}/payments/payment`, CARD_PROVIDER_SCRIPT_URL: `${sandbox.httpUrl}/payments/ext/js/token.js` });
    em = app.get(EntityManager);
    await upsertOperator(em.fork(), ADMIN);
    await upsertOperator(em.fork(), SUPPORT);
    await sql(em.fork(), 'insert into games (id, name, is_purchasable, is_legacy, sort_order) values (?, ?, true, false, 9300)', [gameId, `管理 ${tag}`]);
    [{ id: planId }] = await sql<{ id: number }>(
      em.fork(),
      'insert into plans (game_id, code, name, lesson_count, tax_rate, price1, price3) values (?, ?, ?, 4, 1.1, 40000, 36000) returning id',
      [gameId, `${tag}-standard`, 'Standard'],
    );
  });
  afterAll(async () => {
    await app.close();
    await sandbox.close();
  });

  let ipCounter = 0;
  async function operator(who: { email: string; password: string }) {
    const agent = request.agent(app.getHttpServer()).set('X-Forwarded-For', `10.91.0.${++ipCounter}`);
    const session = await agent.get('/admin-api/auth/session');
    const login = await agent.post('/admin-api/auth/login').set('X-XSRF-TOKEN', session.body.data.csrfToken).send(who);
    expect(login.status).toBe(200);
    return { agent, token: login.body.data.csrfToken as string };
  }

  const buyer = async () => {
    const who = await signedUpMember(app, '10.92');
    expect((await who.agent.post('/api/personal_informations/').set('X-XSRF-TOKEN', who.token).send({ ...ADULT_STUDENT, last_name: '佐藤', first_name: '花子', last_name_kana: 'サトウ', first_name_kana: 'ハナコ' })).status).toBe(200);
    return who;
  };
  const buy = async (who: BillingMember, body: Record<string, unknown>): Promise<string> => {
    const res = await who.agent.post(`/api/plans/${planId}/purchase`).set('X-XSRF-TOKEN', who.token).send({ idempotency_key: randomUUID(), ...body });
    expect(res.status).toBe(202);
    return res.body.data.id;
  };
  const token = () => cardToken(`${sandbox.httpUrl}/payments/ext/js/token.js`, 'tshop00000001', { cardno: '4111111111111111', expire: '3012' });
  const list = (agent: request.Agent, filter: Record<string, unknown>, extra = '') => agent.get(`/admin-api/payments?filter=${encodeURIComponent(JSON.stringify(filter))}${extra}`);

  it('is closed to anyone who is not a signed-in operator, members included', async () => {
    const anonymous = request(app.getHttpServer());
    expect((await anonymous.get('/admin-api/payments')).status).toBe(401);
    expect((await anonymous.get(`/admin-api/payments/${randomUUID()}`)).status).toBe(401);
    // A change without a session has no CSRF token either: refused before anything else is looked at.
    expect((await anonymous.post(`/admin-api/payments/${randomUUID()}/transfer-received`)).status).toBe(419);
    const member = await buyer();
    expect((await member.agent.get('/admin-api/payments')).status).toBe(401);
  });

  it('lists purchases newest first with the member, the amounts and a Content-Range total; filters narrow it', async () => {
    const who = await buyer();
    const bank = await buy(who, { method: 'bank', period: 3 });
    const card = await buy(who, { method: 'bulk', period: 1, token: await token() });
    const { agent } = await operator(ADMIN);

    const mine = await list(agent, { q: who.email });
    expect(mine.status).toBe(200);
    expect(mine.headers['content-range']).toBe('payments 0-1/2');
    expect((mine.body as AdminPayment[]).map((p) => p.id)).toEqual([card, bank]);
    const transfer = (mine.body as AdminPayment[])[1];
    // 36,000 × 3 + admission 30,000 = 138,000 before tax.
    expect(transfer).toMatchObject({
      status: 'awaiting_transfer',
      status_ja: 'お振込待ち',
      method: 'bank',
      kind: 'plan',
      title: 'Standard（3か月）',
      game_id: gameId,
      member: { id: who.userId, name: '佐藤 花子', email: who.email },
      amount: 138_000,
      tax: 13_800,
      total: 151_800,
      period: 3,
      charges_total: 1,
      charges_paid: 0,
    });

    const waiting = await list(agent, { q: who.email, status: 'awaiting_transfer', method: 'bank', game_id: gameId });
    expect((waiting.body as AdminPayment[]).map((p) => p.id)).toEqual([bank]);
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Tokyo' }).format(new Date());
    expect((await list(agent, { q: who.email, created_from: today, created_to: today })).body).toHaveLength(2);
    expect((await list(agent, { q: who.email, created_to: '2020-01-01' })).body).toHaveLength(0);
    const byAmount = await list(agent, { q: who.email }, `&sort=${encodeURIComponent('["amount","ASC"]')}&range=${encodeURIComponent('[0,0]')}`);
    expect(byAmount.headers['content-range']).toBe('payments 0-0/2');
    expect((byAmount.body as AdminPayment[]).map((p) => p.id)).toEqual([card]);

    // Days are Tokyo's: 00:30 on 2 March in Tokyo is still 1 March in UTC.
    await sql(em.fork(), "update payments set created_at = '2026-03-01T15:30:00Z' where id = ?", [bank]);
    const on = async (from: string, to: string) => ((await list(agent, { q: who.email, created_from: from, created_to: to })).body as AdminPayment[]).map((p) => p.id);
    expect(await on('2026-03-02', '2026-03-02')).toEqual([bank]);
    expect(await on('2026-03-01', '2026-03-01')).toEqual([]);
  });

  it('refuses malformed list parameters with 400 and a message, never a 500', async () => {
    const { agent } = await operator(SUPPORT);
    for (const query of ['filter=%7Bbad', `filter=${encodeURIComponent('{"status":"stolen"}')}`, `sort=${encodeURIComponent('["email","ASC"]')}`, 'range=[5,1]']) {
      const res = await agent.get(`/admin-api/payments?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
  });

  it('shows one purchase with its event timeline, and 404 for an unknown or malformed id', async () => {
    const who = await buyer();
    const id = await buy(who, { method: 'bank', period: 1 });
    const { agent } = await operator(SUPPORT);
    const shown = await agent.get(`/admin-api/payments/${id}`);
    expect(shown.status).toBe(200);
    const detail = shown.body as AdminPaymentDetail;
    // A bank transfer is one charge, due by the transfer deadline.
    expect(detail).toMatchObject({ id, status: 'awaiting_transfer', charges: [{ n: 0, amount: 70_000, tax: 7_000, status: 'due', charged_at: null }] });
    expect(detail.events).toEqual([
      { version: 1, type: 'PaymentRequested', recorded_at: expect.any(String), actor: { type: 'member', id: who.userId }, data: expect.objectContaining({ paymentId: id, method: 'bank', period: 1 }) },
    ]);
    for (const missing of [randomUUID(), 'not-a-uuid', '1 or 1=1']) {
      const res = await agent.get(`/admin-api/payments/${encodeURIComponent(missing)}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toEqual(expect.any(String));
    }
  });

  it('records a bank-transfer receipt once: the plan starts, the member is mailed, a second click changes nothing', async () => {
    const who = await buyer();
    const id = await buy(who, { method: 'bank', period: 3 });
    expect((await who.agent.get('/api/me')).body.data.current_plan).toBeNull();
    const { agent, token: csrf } = await operator(SUPPORT);

    expect((await agent.post(`/admin-api/payments/${id}/transfer-received`)).status).toBe(419);
    const received = await agent.post(`/admin-api/payments/${id}/transfer-received`).set('X-XSRF-TOKEN', csrf);
    expect(received.status).toBe(201);
    const detail = received.body as AdminPaymentDetail;
    expect(detail).toMatchObject({ id, status: 'captured', status_ja: '入金済み', paid_at: expect.any(String), charges_paid: 1, charges: [{ status: 'captured', charged_at: expect.any(String) }] });
    expect(detail.events.map((e) => e.type)).toEqual(['PaymentRequested', 'TransferReceived']);
    expect(detail.events[1]).toMatchObject({ actor: { type: 'operator' }, data: { operatorName: SUPPORT.name } });

    // The subscription is started by billing's reactor, as the worker runs it.
    await drainReactions(em, app.get(ReactorRegistry));
    const me = (await who.agent.get('/api/me')).body.data;
    expect(me.current_plan.plan).toMatchObject({ name: 'Standard' });
    expect(await sql(em.fork(), "select 1 from subscription_orders where payment_id = ? and state = 'paid'", [id])).toHaveLength(1);
    expect(me.status).toBe('paid');
    const mails = await sql<{ payload: { template: string; to: string[] } }>(em.fork(), "select payload from outbox where correlation_id = ? and job_name = 'send-mail' order by position", [id]);
    expect(mails.map((m) => m.payload.template)).toEqual(['bank-transfer-guide', 'payment-completed']);
    // Addressed to the member, resolved when sent (core's MailRecipients, which identity provides): billing never reads their address.
    expect(mails[1].payload).toMatchObject({ toMember: who.userId });
    expect(mails[1].payload).not.toHaveProperty('to');

    const again = await agent.post(`/admin-api/payments/${id}/transfer-received`).set('X-XSRF-TOKEN', csrf);
    expect(again.status).toBe(201);
    expect((again.body as AdminPaymentDetail).events).toHaveLength(2);
    expect(await sql(em.fork(), "select 1 from outbox where correlation_id = ? and payload->>'template' = 'payment-completed'", [id])).toHaveLength(1);
    await drainReactions(em, app.get(ReactorRegistry));
    expect(await sql(em.fork(), 'select 1 from subscription_orders where payment_id = ?', [id])).toHaveLength(1);
  });

  it('refuses a receipt for a card purchase or an unknown purchase, and changes nothing', async () => {
    const who = await buyer();
    const card = await buy(who, { method: 'bulk', period: 1, token: await token() });
    const { agent, token: csrf } = await operator(ADMIN);
    const refused = await agent.post(`/admin-api/payments/${card}/transfer-received`).set('X-XSRF-TOKEN', csrf);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('銀行振込のお申し込みではありません。');
    expect(await sql(em.fork(), "select 1 from events where stream_id = ? and type = 'TransferReceived'", [`payment-${card}`])).toHaveLength(0);
    for (const missing of [randomUUID(), 'nope']) expect((await agent.post(`/admin-api/payments/${missing}/transfer-received`).set('X-XSRF-TOKEN', csrf)).status).toBe(404);
  });
});
