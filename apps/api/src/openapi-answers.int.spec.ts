import { EntityManager } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { TRIAL_GAMES, tokyoDate } from '@coaching/contracts';
import { upsertOperator } from '@coaching/server-backoffice';
import { sql } from '@coaching/server-core';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { ADULT_STUDENT, type BillingMember, signedUpGuardian, signedUpMember, xsrfFrom } from './testing/billing-members';
import { type AnswerCheck, type OpenApiDoc, OpenApiValidator } from './testing/openapi-validator';
import { coachFixture, hoursFromNow, pastLesson, startedSubscription } from './testing/lesson-fixtures';
import { signedInOperator } from './testing/operators';
import { csrfAgent, startTestApi } from './testing/test-api';

// The api's answers checked against its own OpenAPI document by ajv (ADR 0045): a representative replay as a visitor,
// a member and an operator with the CSRF contract, successes and refusals alike. An answer that breaks the document
// (a status it does not list, a body its schema refuses) fails the test.

const ADMIN = { email: 'admin-openapi-int@ggcoach.example', name: '文書 確認', role: 'admin' as const, password: 'admin-openapi-int-password' };
/** GETs not replayed: an event stream stays open. */
const NOT_REPLAYED = new Set(['GET /api/payments/{id}/events']);

describe('answers match the OpenAPI document (real api, PostgreSQL, Redis; ajv)', () => {
  let app: NestExpressApplication;
  let validator: OpenApiValidator;
  const checks: AnswerCheck[] = [];
  const gameId = 41_000_000 + Math.floor(Math.random() * 1_000_000);
  const tag = `oas${Date.now().toString(36)}`;
  let planId: number;
  /** Made by the member's replay, read by the operator's: a real order and its member. */
  let memberId: string;
  let paymentId: string;
  let firstMember: Awaited<ReturnType<typeof signedUpMember>>;

  /** Checks one answer against the document and keeps the outcome. */
  const checked = async (res: request.Response | Promise<request.Response>) => {
    const answer = await res;
    const req = (answer as unknown as { req: { method: string; path: string } }).req;
    const type = String(answer.headers['content-type'] ?? 'application/json');
    checks.push(validator.check(req.method, req.path, answer.status, type.startsWith('application/json') ? answer.body : answer.text, type));
    return answer;
  };

  beforeAll(async () => {
    app = await startTestApi();
    const doc = (await request(app.getHttpServer()).get('/api/openapi.json').set('X-Forwarded-For', '10.46.0.1')).body as OpenApiDoc;
    validator = new OpenApiValidator(doc);
    const em = app.get(EntityManager);
    await upsertOperator(em.fork(), ADMIN);
    await sql(em.fork(), 'insert into games (id, name, is_purchasable, is_legacy, sort_order) values (?, ?, true, false, 9300)', [gameId, `文書 ${tag}`]);
    [{ id: planId }] = await sql<{ id: number }>(em.fork(), 'insert into plans (game_id, code, name, lesson_count, tax_rate, price1, price3) values (?, ?, ?, 4, 1.1, 40000, 36000) returning id', [gameId, `${tag}-standard`, '文書プラン']);
  });
  afterAll(() => app.close());

  it('a visitor: the CSRF cookie, sign-up, sign-in and their refusals', async () => {
    const { agent, token } = await csrfAgent(app, '10.46.1.1');
    const email = `openapi-${Date.now()}@example.jp`;
    await checked(agent.post('/api/register').send({ email, password: 'openapi-password' }));
    await checked(agent.post('/api/register').set('X-XSRF-TOKEN', token).send({ email: 'not an address', password: 'x' }));
    const registered = await checked(agent.post('/api/register').set('X-XSRF-TOKEN', token).send({ email, password: 'openapi-password' }));
    expect(registered.status).toBe(201);
    const anonymous = await csrfAgent(app, '10.46.1.2');
    await checked(anonymous.agent.get('/api/me'));
    await checked(anonymous.agent.post('/api/login').set('X-XSRF-TOKEN', anonymous.token).send({ email, password: 'wrong-password' }));
    const login = await checked(anonymous.agent.post('/api/login').set('X-XSRF-TOKEN', anonymous.token).send({ email, password: 'openapi-password' }));
    expect(login.status).toBe(200);
    await checked(anonymous.agent.post('/api/logout').set('X-XSRF-TOKEN', xsrfFrom(login) ?? anonymous.token));
  });

  it('a member: every GET without a path parameter, then a bank purchase read back, and its refusals', async () => {
    const member = await signedUpMember(app, '10.46.2');
    const send = (method: 'get' | 'post' | 'put', url: string) => member.agent[method](url).set('X-XSRF-TOKEN', member.token).set('X-Forwarded-For', '10.46.2.200');
    await checked(send('post', '/api/personal_informations').send(ADULT_STUDENT));
    for (const [path, ops] of Object.entries(validator.doc.paths)) {
      if (!ops.get || path.includes('{') || !path.startsWith('/api/') || NOT_REPLAYED.has(`GET ${path}`)) continue;
      await checked(send('get', path));
    }
    await checked(send('get', '/api/lessons?is_group=0'));
    await checked(send('get', `/api/trials/schedule?game_id=${TRIAL_GAMES[0].id}`));
    await checked(send('get', `/api/plans/${planId}/calc?method=bulk&period=3`));
    await checked(send('get', `/api/plans/${planId}/calc?method=nope&period=x`));
    await checked(member.agent.post(`/api/plans/${planId}/purchase`).send({ method: 'bank', period: 1 }));
    await checked(send('post', `/api/plans/${planId}/purchase`).send({ method: 'card?', period: 'many' }));
    const key = randomUUID();
    const bought = await checked(send('post', `/api/plans/${planId}/purchase`).send({ method: 'bank', period: 1, idempotency_key: key }));
    expect([bought.status, bought.body.message]).toEqual([202, undefined]);
    await checked(send('post', `/api/plans/${planId}/purchase`).send({ method: 'bank', period: 1, idempotency_key: key }));
    await checked(send('get', `/api/payments/${bought.body.data.id}`));
    memberId = member.userId;
    paymentId = bought.body.data.id;
    firstMember = member;
    await checked(send('get', '/api/payments/00000000-0000-4000-8000-000000000000'));
    await checked(send('get', '/api/payments?page=1'));
  });

  it('an operator: the session, sign-in, every back-office list, a payment, and refusals', async () => {
    const anonymous = request.agent(app.getHttpServer());
    const session = await checked(anonymous.get('/admin-api/auth/session').set('X-Forwarded-For', '10.46.3.1'));
    await checked(anonymous.post('/admin-api/auth/login').set('X-Forwarded-For', '10.46.3.1').set('X-XSRF-TOKEN', session.body.data.csrfToken).send({ email: ADMIN.email, password: 'wrong-password-123' }));
    await checked(anonymous.get('/admin-api/payments').set('X-Forwarded-For', '10.46.3.1'));
    const { agent } = await signedInOperator(app, ADMIN, '10.46.3.2');
    for (const [path, ops] of Object.entries(validator.doc.paths)) {
      if (!ops.get || path.includes('{') || !path.startsWith('/admin-api/')) continue;
      await checked(agent.get(path).set('X-Forwarded-For', '10.46.3.2'));
    }
    await checked(agent.get('/admin-api/payments?sort=["nope","ASC"]').set('X-Forwarded-For', '10.46.3.2'));
    await checked(agent.get('/admin-api/payments/00000000-0000-4000-8000-000000000000').set('X-Forwarded-For', '10.46.3.2'));
    await checked(agent.post('/admin-api/coupons').set('X-Forwarded-For', '10.46.3.2').send({ code: 'X' }));
  });

  it('operations with a path parameter, called with real ids: an order taken through transfer, receipt and refund, and every record a list names', async () => {
    const { agent, token } = await signedInOperator(app, ADMIN, '10.46.4.1');
    const admin = (method: 'get' | 'post' | 'put' | 'delete', url: string) => agent[method](url).set('X-Forwarded-For', '10.46.4.1').set('X-XSRF-TOKEN', token);
    const member = await signedUpMember(app, '10.46.5');
    const mine = (method: 'get' | 'post' | 'put', url: string) => member.agent[method](url).set('X-XSRF-TOKEN', member.token).set('X-Forwarded-For', '10.46.5.200');
    await checked(mine('post', '/api/personal_informations').send(ADULT_STUDENT));

    // The member's side of an order: the order page, no receipt before the money, a second order called off.
    await checked(mine('get', `/api/games/${gameId}`));
    await checked(mine('get', `/api/plans/${planId}`));
    await checked(mine('get', `/api/plans/${planId}?coupon_code=NO-SUCH-CODE`));
    await checked(mine('get', `/api/coupons/NO-SUCH-CODE?plan_id=${planId}`));
    const order = await checked(mine('post', `/api/plans/${planId}/purchase`).send({ method: 'bank', period: 1, idempotency_key: randomUUID() }));
    expect(order.status).toBe(202);
    const orderId: string = order.body.data.id;
    await checked(mine('get', `/api/payments/${orderId}/order`));
    await checked(mine('get', `/api/payments/${orderId}/receipt`));
    const first = (method: 'get' | 'post', url: string) => firstMember.agent[method](url).set('X-XSRF-TOKEN', firstMember.token).set('X-Forwarded-For', '10.46.2.200');
    await checked(mine('get', `/api/payments/${paymentId}/order`));
    await checked(first('get', `/api/payments/${paymentId}/order`));
    await checked(first('post', `/api/payments/${paymentId}/cancel`));

    // The operator's side: the transfer received (the member's receipt exists then), the refund quoted, asked, approved and paid.
    await checked(admin('get', `/admin-api/payments/${orderId}`));
    const received = await checked(admin('post', `/admin-api/payments/${orderId}/transfer-received`));
    expect(received.status).toBe(201);
    await checked(mine('get', `/api/payments/${orderId}/receipt`));
    await checked(mine('get', '/api/subscriptions'));
    await checked(admin('get', `/admin-api/payments/${orderId}/refund-quote`));
    const refund = await checked(admin('post', `/admin-api/payments/${orderId}/refund`).send({ reason: '文書の確認' }));
    const refundId: string | undefined = refund.body?.id;
    if (refundId) {
      await checked(admin('get', `/admin-api/refunds/${refundId}`));
      await checked(admin('post', `/admin-api/refunds/${refundId}/approve`));
      await checked(admin('post', `/admin-api/refunds/${refundId}/bank-paid`));
      await checked(admin('post', `/admin-api/refunds/${refundId}/withdraw`).send({ reason: '二度目' }));
    }

    // The member in the back office: suspension and lifting it, the withdrawal preview.
    await checked(admin('get', `/admin-api/members/${member.userId}/suspension`));
    await checked(admin('post', `/admin-api/members/${member.userId}/suspension`).send({ ground: 'other', reason: '文書の確認' }));
    await checked(mine('get', '/api/me'));
    await checked(admin('post', `/admin-api/members/${member.userId}/suspension/lift`));
    await checked(admin('get', `/admin-api/members/${member.userId}/withdrawal`));
    await checked(admin('get', `/admin-api/members/${memberId}/withdrawal`));

    // A news item written, shown, changed and removed; a coupon made and read.
    const news = await checked(admin('post', '/admin-api/news').send({ title: '文書の確認', body: '本文', published_at: null, game_id: null }));
    if (news.body?.id) {
      await checked(admin('get', `/admin-api/news/${news.body.id}`));
      await checked(admin('put', `/admin-api/news/${news.body.id}`).send({ title: '文書の確認（改）', body: '本文', published_at: null, game_id: null }));
      await checked(admin('delete', `/admin-api/news/${news.body.id}`));
    }

    // A coach with a student and a past lesson, an item and a coupon: the lists below then name one of each.
    const coachId = await coachFixture(app, gameId, `文書コーチ ${tag}`);
    await startedSubscription(app, member.userId, gameId, 4, coachId, planId);
    const lessonId = await pastLesson(app, { memberId: member.userId, coachId, startsAt: hoursFromNow(-48) });
    await checked(admin('post', '/admin-api/items').send({ game_id: gameId, code: `${tag}-item`, name: '文書アイテム', price: 3000 }));
    await checked(admin('post', '/admin-api/coupons').send({ code: `${tag}-c`.toUpperCase(), name: '文書クーポン', discount_type: 'amount', discount_value: 500, target: 'subtotal', plan_id: null, max_uses: null }));
    await checked(admin('get', `/admin-api/coaches/${coachId}/days-off`));
    await checked(admin('get', `/admin-api/coaches/${coachId}/member-ratings`));
    await checked(admin('get', `/admin-api/coaches/${coachId}/photo`));
    await checked(admin('post', `/admin-api/coaches/${coachId}/calendar-feed`));
    await checked(admin('get', `/admin-api/lessons/${lessonId}`));
    await checked(admin('get', `/admin-api/lessons/${lessonId}/karte`));
    await checked(admin('post', `/admin-api/lessons/${lessonId}/attendance`).send({ attended: true }));
    await checked(admin('put', `/admin-api/lessons/${lessonId}/karte`).send({ worked_on: 'エイム', homework: '', ratings: { aim: 3, movement: 3, game_sense: 3, communication: 3 } }));
    await checked(mine('get', '/api/karte'));
    await checked(mine('get', '/api/coach'));
    await checked(mine('get', '/api/lessons?is_group=0'));
    await checked(mine('put', `/api/lessons/${lessonId}/rating`).send({ score: 5, comment: '' }));
    await checked(mine('get', '/api/lessons/ratings'));
    await checked(mine('post', '/api/lessons/calendar-feed'));

    // Every back-office record a list names, by the first id the list answers (`GET /admin-api/<list>/{id}`).
    const byId = Object.keys(validator.doc.paths).filter((path) => /^\/admin-api\/[a-z-]+\/\{id\}$/.test(path) && validator.doc.paths[path].get);
    const read: string[] = [];
    for (const path of byId) {
      const list = await agent.get(path.replace('/{id}', '')).set('X-Forwarded-For', '10.46.4.1');
      const first = Array.isArray(list.body) ? (list.body[0] as { id?: string | number } | undefined) : undefined;
      if (first?.id === undefined) continue;
      await checked(admin('get', path.replace('{id}', encodeURIComponent(String(first.id)))));
      read.push(path);
    }
    expect(read.length).toBeGreaterThan(8);
    await checked(admin('get', '/admin-api/games/999999999'));
  });

  it('a guardian and children (issue 31): the links from both sides, the guardian area, buying for a child, and support on the member 360', async () => {
    const em = app.get(EntityManager);
    const MINOR = { ...ADULT_STUDENT, birthday: '2012-05-05', diff: true, parent_last_name: '山田', parent_first_name: '花子', parent_last_name_kana: 'ヤマダ', parent_first_name_kana: 'ハナコ', parent_birthday: '1980-01-15', parent_gender: 'female', guardian_consent: true };
    const [guardian, child, second] = await Promise.all([signedUpGuardian(app, '10.46.6'), signedUpMember(app, '10.46.7'), signedUpMember(app, '10.46.7')]);
    const by = (who: BillingMember) => (method: 'get' | 'post' | 'put', url: string) => who.agent[method](url).set('X-XSRF-TOKEN', who.token);
    const [mine, kid, other] = [by(guardian), by(child), by(second)];
    const { agent, token } = await signedInOperator(app, ADMIN, '10.46.6.250');
    const staff = (method: 'get' | 'post', url: string) => agent[method](url).set('X-Forwarded-For', '10.46.6.250').set('X-XSRF-TOKEN', token);
    await checked(kid('post', '/api/personal_informations').send(MINOR));

    // The child asks, the guardian accepts (with a minor's consent); the guardian asks a second child, whose
    // invitation support sends again, and who accepts and then ends it; an invitation to an address with no account, withdrawn.
    const invited = await checked(kid('post', '/api/guardian-links').send({ email: guardian.email }));
    expect(invited.status).toBe(201);
    const linkId: string = invited.body.data.id;
    await checked(mine('get', '/api/guardian/links'));
    await checked(kid('get', '/api/guardian-links'));
    expect((await checked(mine('post', `/api/guardian/links/${linkId}/accept`))).status).toBe(200);
    const added = await checked(mine('post', '/api/guardian/links').send({ email: second.email }));
    expect(added.status).toBe(201);
    expect((await checked(staff('post', `/admin-api/guardian-links/${added.body.data.id}/resend`))).status).toBe(200);
    expect((await checked(other('post', `/api/guardian-links/${added.body.data.id}/accept`))).status).toBe(200);
    expect((await checked(other('post', `/api/guardian-links/${added.body.data.id}/end`))).status).toBe(200);
    const pending = await checked(mine('post', '/api/guardian/links').send({ email: `invitee-${tag}@example.jp` }));
    expect((await checked(mine('post', `/api/guardian/links/${pending.body.data.id}/end`))).status).toBe(200);
    await checked(mine('get', '/api/guardian/links'));

    // The guardian buys for the child: the quotes, a bank order (202) and the same order again (200), an item; then what they paid.
    const [{ id: itemId }] = await sql<{ id: number }>(em.fork(), "insert into items (game_id, code, name, price, tax_rate) values (?, ?, '文書の追加レッスン', 9000, 1.1) returning id", [gameId, `${tag}-g-item`]);
    await checked(mine('get', `/api/guardian/children/${linkId}/plans/${planId}/calc?method=bulk&period=3`));
    await checked(mine('get', `/api/guardian/children/${linkId}/items/${itemId}/calc?method=bank&quantity=2`));
    const key = randomUUID();
    const buy = () => mine('post', `/api/guardian/children/${linkId}/plans/${planId}/purchase`).send({ method: 'bank', period: 1, idempotency_key: key });
    expect((await checked(buy())).status).toBe(202);
    expect((await checked(buy())).status).toBe(200);
    expect((await checked(mine('post', `/api/guardian/children/${linkId}/items/${itemId}/purchase`).send({ method: 'bank', quantity: 1, idempotency_key: randomUUID() }))).status).toBe(202);
    expect((await checked(mine('get', `/api/guardian/children/${linkId}/payments`))).body.data).toHaveLength(2);
    expect((await checked(mine('get', '/api/guardian/children'))).body.data).toEqual([expect.objectContaining({ link_id: linkId, payments: [expect.anything(), expect.anything()] })]);

    // The guardian area's other pages: a paid camp application made with the guardian's address (a camp no longer taking
    // applications, so no other test's open camp changes), and the weekly summary turned on.
    const [{ id: campEventId }] = await sql<{ id: number }>(
      em.fork(),
      `insert into camp_events (name, venue, starts_at, ends_at, capacity, price, application_starts_at, application_ends_at, grade_from, grade_to)
       values (?, '東京会場', now() + interval '30 days', now() + interval '32 days', 20, 30000, now() - interval '10 days', now() - interval '1 day', 'e4', 'h3') returning id`,
      [`文書キャンプ ${tag}`],
    );
    await sql(
      em.fork(),
      `insert into camp_applications (id, camp_event_id, name, kana, email, phone_number, token_hash, token_expires_at, consents, status, method, count, total, children, paid_at, applied_at, updated_at)
       values (?, ?, '山田 花子', 'ヤマダ ハナコ', ?, '09012345678', ?, now() + interval '1 day', '[]', 'paid', 'bulk', 1, 30000, ?::jsonb, now(), now(), now())`,
      [randomUUID(), campEventId, guardian.email, randomUUID(), JSON.stringify([{ name: '山田 太郎', kana: 'ヤマダ タロウ', grade: 'e5', notes: '', emergency_name: '山田 花子', emergency_phone: '09012345678' }])],
    );
    expect((await checked(mine('get', '/api/guardian/camp-applications'))).body.data).toEqual([expect.objectContaining({ status: 'paid', receipt_href: expect.any(String) })]);
    await checked(mine('get', '/api/guardian/preferences'));
    await checked(mine('put', '/api/guardian/preferences').send({ weekly_summary: true }));
    await checked(mine('put', '/api/guardian/preferences').send({ weekly_summary: 'often' }));

    // The child turns 18 today (Tokyo): the links page asks once, and the child answers that the link continues.
    const today = tokyoDate(new Date());
    await checked(kid('post', '/api/personal_informations').send({ ...ADULT_STUDENT, birthday: `${Number(today.slice(0, 4)) - 18}${today.slice(4)}` }));
    expect((await checked(kid('get', '/api/guardian-links'))).body.data).toEqual([expect.objectContaining({ id: linkId, needs_adult_confirmation: true })]);
    expect((await checked(kid('post', `/api/guardian-links/${linkId}/adult-answer`).send({ continue: true }))).status).toBe(200);

    // Support: the member 360 of the child and of the guardian with their links, the child's export, and the link ended.
    expect((await checked(staff('get', `/admin-api/members/${child.userId}`))).body.guardian_links).toEqual([expect.objectContaining({ id: linkId, status: 'active' })]);
    expect((await checked(staff('get', `/admin-api/members/${guardian.userId}`))).body).toMatchObject({ account_kind: 'guardian', guardian_links: [expect.anything(), expect.anything(), expect.anything()] });
    const file = await checked(staff('get', `/admin-api/members/${child.userId}/export`));
    expect([file.status, file.body.member?.id]).toEqual([200, child.userId]);
    expect((await checked(staff('post', `/admin-api/guardian-links/${linkId}/end`))).status).toBe(200);
    expect((await checked(mine('get', '/api/guardian/children'))).body).toEqual({ data: [] });
  });

  it('no answer broke the document (and says how much of it has answer schemas)', () => {
    const broken = checks.filter((c) => c.errors.length).map((c) => `${c.operation}: ${c.errors.slice(0, 3).join('; ')}`);
    const undescribed = [...new Set(checks.filter((c) => c.undescribed).map((c) => c.operation))];
    // The remaining work, printed for the note: successes whose body has no schema in the contracts yet.
    process.stdout.write(`openapi answers: ${checks.length} checked, ${undescribed.length} operations without an answer schema\n`);
    expect(checks.length).toBeGreaterThan(60);
    expect(broken).toEqual([]);
  });
});
