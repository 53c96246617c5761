import { EntityManager } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { ParkedReactionDto } from '@coaching/contracts';
import { upsertOperator } from '@coaching/server-backoffice';
import { ReactorRegistry, sql } from '@coaching/server-core';
import { drainReactions } from '@coaching/server-core/testing';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { ADULT_STUDENT, signedUpMember } from './testing/billing-members';
import { startTestApi } from './testing/test-api';

const ADMIN = { email: 'admin-parked-int@ggcoach.example', name: '運用 太郎', role: 'admin' as const, password: 'admin-parked-int-password' };
const SUPPORT = { email: 'support-parked-int@ggcoach.example', name: 'サポート 四郎', role: 'support' as const, password: 'support-parked-int-password' };
const REACTOR = 'start-subscription-when-order-settled';

describe('/admin-api/parked-reactions: work the worker gave up on, visible and replayable (real api, PostgreSQL)', () => {
  let app: NestExpressApplication;
  let em: EntityManager;
  let planId: number;
  const gameId = 44_000_000 + Math.floor(Math.random() * 1_000_000);

  beforeAll(async () => {
    app = await startTestApi();
    em = app.get(EntityManager);
    await upsertOperator(em.fork(), ADMIN);
    await upsertOperator(em.fork(), SUPPORT);
    await sql(em.fork(), 'insert into games (id, name, is_purchasable, is_legacy, sort_order) values (?, ?, true, false, 9500)', [gameId, `停止 ${gameId}`]);
    [{ id: planId }] = await sql<{ id: number }>(em.fork(), "insert into plans (game_id, code, name, lesson_count, tax_rate, price1) values (?, 'std', 'Standard', 4, 1.1, 40000) returning id", [gameId]);
  });
  afterAll(() => app.close());

  let ip = 0;
  const operator = async (who: typeof ADMIN | typeof SUPPORT) => {
    const agent = request.agent(app.getHttpServer()).set('X-Forwarded-For', `10.95.0.${++ip}`);
    const session = await agent.get('/admin-api/auth/session');
    const login = await agent.post('/admin-api/auth/login').set('X-XSRF-TOKEN', session.body.data.csrfToken).send(who);
    return { agent, token: login.body.data.csrfToken as string };
  };

  /** A paid bank order whose subscription reaction failed on every attempt: its work was taken, then parked. */
  const parkedOrder = async () => {
    const who = await signedUpMember(app, '10.96');
    await who.agent.post('/api/personal_informations/').set('X-XSRF-TOKEN', who.token).send(ADULT_STUDENT);
    const bought = await who.agent.post(`/api/plans/${planId}/purchase`).set('X-XSRF-TOKEN', who.token).send({ idempotency_key: randomUUID(), method: 'bank', period: 1 });
    const paymentId = bought.body.data.id as string;
    const { agent, token } = await operator(SUPPORT);
    expect((await agent.post(`/admin-api/payments/${paymentId}/transfer-received`).set('X-XSRF-TOKEN', token)).status).toBe(201);
    const [{ event_id }] = await sql<{ event_id: string }>(em.fork(), "select event_id from events where stream_id = ? and type = 'TransferReceived'", [`payment-${paymentId}`]);
    await sql(em.fork(), 'delete from pending_reactions where event_id = ? and reactor = ?', [event_id, REACTOR]);
    await sql(em.fork(), "insert into parked_reactions (reactor, event_id, event_type, stream_id, error, attempts) values (?, ?, 'TransferReceived', ?, 'connection terminated', 8)", [REACTOR, event_id, `payment-${paymentId}`]);
    return { who, paymentId, id: `${event_id}.${REACTOR}` };
  };

  it('is for admins only', async () => {
    expect((await request(app.getHttpServer()).get('/admin-api/parked-reactions')).status).toBe(401);
    const support = await operator(SUPPORT);
    expect((await support.agent.get('/admin-api/parked-reactions')).status).toBe(403);
    expect((await support.agent.post(`/admin-api/parked-reactions/${randomUUID()}.${REACTOR}/replay`).set('X-XSRF-TOKEN', support.token)).status).toBe(403);
  });

  it('lists an open parked reaction; a replay runs it once and closes it, and the member gets the plan', async () => {
    const { who, id } = await parkedOrder();
    const { agent, token } = await operator(ADMIN);
    const open = await agent.get(`/admin-api/parked-reactions?filter=${encodeURIComponent(JSON.stringify({ resolved: false }))}&range=[0,499]`);
    expect(open.status).toBe(200);
    expect(open.headers['content-range']).toMatch(/^parked-reactions 0-\d+\/\d+$/);
    const row = (open.body as ParkedReactionDto[]).find((r) => r.id === id);
    expect(row).toMatchObject({ reactor: REACTOR, event_type: 'TransferReceived', error: 'connection terminated', attempts: 8, resolved_at: null, replayed_at: null });
    expect((await agent.get(`/admin-api/parked-reactions/${id}`)).body).toMatchObject({ id });

    expect((await agent.post(`/admin-api/parked-reactions/${id}/replay`)).status).toBe(419);
    const replayed = await agent.post(`/admin-api/parked-reactions/${id}/replay`).set('X-XSRF-TOKEN', token);
    expect(replayed.status).toBe(201);
    expect(replayed.body).toMatchObject({ message: 'もう一度実行するよう登録しました。', data: { id, replayed_at: expect.any(String) } });
    await drainReactions(em, app.get(ReactorRegistry));

    expect((await agent.get(`/admin-api/parked-reactions/${id}`)).body.resolved_at).toEqual(expect.any(String));
    expect((await who.agent.get('/api/me')).body.data.current_plan).toMatchObject({ plan: { name: 'Standard' } });
    // A second replay of a resolved one queues nothing (this reaction's row: other files on this database queue theirs).
    await agent.post(`/admin-api/parked-reactions/${id}/replay`).set('X-XSRF-TOKEN', token);
    const eventId = id.slice(0, id.indexOf('.'));
    const [{ queued }] = await sql<{ queued: string }>(em.fork(), 'select count(*) as queued from pending_reactions where event_id = ? and reactor = ?', [eventId, REACTOR]);
    expect(Number(queued)).toBe(0);
  });

  it('answers 404 for an unknown or malformed id and 400 for a malformed list', async () => {
    const { agent, token } = await operator(ADMIN);
    expect((await agent.get(`/admin-api/parked-reactions/${randomUUID()}.${REACTOR}`)).status).toBe(404);
    expect((await agent.get('/admin-api/parked-reactions/not-an-id')).status).toBe(404);
    expect((await agent.post('/admin-api/parked-reactions/1%20or%201=1/replay').set('X-XSRF-TOKEN', token)).status).toBe(404);
    expect((await agent.get('/admin-api/parked-reactions?filter={"x":1}')).status).toBe(400);
  });
});
