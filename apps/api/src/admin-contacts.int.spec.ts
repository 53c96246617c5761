import { EntityManager } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { upsertOperator } from '@coaching/server-backoffice';
import { sql } from '@coaching/server-core';
import request from 'supertest';
import { startTestApi } from './testing/test-api';

const ADMIN = { email: 'admin-int@ggcoach.example', name: '管理 太郎', role: 'admin' as const, password: 'admin-int-password' };
const LOCKED = { email: 'locked-int@ggcoach.example', name: 'ロック 次郎', role: 'support' as const, password: 'locked-int-password' };
const SUPPORT = { email: 'support-int@ggcoach.example', name: 'サポート 花子', role: 'support' as const, password: 'support-int-password' };

describe('/admin-api (real api, PostgreSQL, Redis)', () => {
  let app: NestExpressApplication;
  let em: EntityManager;
  const marker = `admin-${Date.now()}`;

  beforeAll(async () => {
    app = await startTestApi();
    em = app.get(EntityManager);
    await upsertOperator(em.fork(), ADMIN);
    await upsertOperator(em.fork(), SUPPORT);
    await upsertOperator(em.fork(), LOCKED);
    for (const [i, name] of ['青木', '井上', '上田'].entries()) {
      await sql(em.fork(), 'insert into contacts (id, name, email, message, created_at) values (gen_random_uuid(), ?, ?, ?, now() - ? * interval \'1 minute\')', [
        `${name} ${marker}`,
        `${i}-${marker}@example.jp`,
        `お問い合わせ ${i} 100%_オフ`,
        i,
      ]);
    }
  });
  afterAll(() => app.close());

  /** Signs in as an operator; answers the cookie-keeping agent and the CSRF token of the new session. */
  async function signIn(operator: { email: string; password: string }, ip: string) {
    const agent = request.agent(app.getHttpServer());
    const session = await agent.get('/admin-api/auth/session').set('X-Forwarded-For', ip);
    expect(session.body.data.operator).toBeNull();
    const before = session.headers['set-cookie']?.[0]?.split(';')[0];
    const login = await agent.post('/admin-api/auth/login').set('X-Forwarded-For', ip).set('X-XSRF-TOKEN', session.body.data.csrfToken).send({ email: operator.email, password: operator.password });
    expect(login.status).toBe(200);
    const after = login.headers['set-cookie']?.[0]?.split(';')[0];
    return { agent, token: login.body.data.csrfToken as string, login, before, after };
  }

  it('is closed to anyone who is not a signed-in operator', async () => {
    const anonymous = request(app.getHttpServer());
    expect((await anonymous.get('/admin-api/contacts')).status).toBe(401);
    expect((await anonymous.get('/admin-api/contacts/00000000-0000-0000-0000-000000000000')).status).toBe(401);
    // A member-side session is no operator session.
    const member = request.agent(app.getHttpServer());
    await member.get('/sanctum/csrf-cookie');
    expect((await member.get('/admin-api/contacts')).status).toBe(401);
  });

  it('signs in with a rotated session id, and refuses a wrong password with a clear message', async () => {
    const { login, before, after } = await signIn(ADMIN, '10.2.0.1');
    expect(login.body.data.operator).toEqual({ id: expect.any(String), email: ADMIN.email, name: ADMIN.name, role: 'admin' });
    expect(after).toMatch(/^coaching_admin_session=/);
    expect(after).not.toEqual(before);
    expect(login.headers['set-cookie'][0]).toMatch(/Path=\/admin-api.*HttpOnly/i);

    const agent = request.agent(app.getHttpServer());
    const { body } = await agent.get('/admin-api/auth/session');
    const wrong = await agent.post('/admin-api/auth/login').set('X-XSRF-TOKEN', body.data.csrfToken).send({ email: ADMIN.email, password: 'nope-nope' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('メールアドレスまたはパスワードが正しくありません。');
    const unknown = await agent.post('/admin-api/auth/login').set('X-XSRF-TOKEN', body.data.csrfToken).send({ email: 'nobody@example.jp', password: 'nope-nope' });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    const empty = await agent.post('/admin-api/auth/login').set('X-XSRF-TOKEN', body.data.csrfToken).send({});
    expect(empty.status).toBe(422);
    expect((await agent.post('/admin-api/auth/login').send({ email: ADMIN.email, password: ADMIN.password })).status).toBe(419);
  });

  it('throttles repeated wrong passwords for one account', async () => {
    const agent = request.agent(app.getHttpServer());
    const { body } = await agent.get('/admin-api/auth/session');
    const attempt = () => agent.post('/admin-api/auth/login').set('X-XSRF-TOKEN', body.data.csrfToken).send({ email: LOCKED.email, password: 'wrong-password' });
    // The default lock-out: 5 failures of one account (OPERATOR_LOGIN_MAX_FAILURES).
    for (let i = 0; i < 5; i++) expect((await attempt()).status).toBe(401);
    expect((await attempt()).status).toBe(429);
    const right = await agent.post('/admin-api/auth/login').set('X-XSRF-TOKEN', body.data.csrfToken).send({ email: LOCKED.email, password: LOCKED.password });
    expect(right.status).toBe(429);
  });

  it('lists in ra-data-simple-rest conventions: sort, range, filter and Content-Range', async () => {
    const { agent } = await signIn(ADMIN, '10.2.0.2');
    const filter = encodeURIComponent(JSON.stringify({ q: marker }));
    const page = await agent.get(`/admin-api/contacts?sort=${encodeURIComponent('["name","ASC"]')}&range=${encodeURIComponent('[0,1]')}&filter=${filter}`);
    expect(page.status).toBe(200);
    expect(page.headers['content-range']).toBe('contacts 0-1/3');
    expect(page.body.map((c: { name: string }) => c.name)).toEqual([`上田 ${marker}`, `井上 ${marker}`].sort((a, b) => (a < b ? -1 : 1)));
    const newest = await agent.get(`/admin-api/contacts?filter=${filter}`);
    expect(newest.body.map((c: { email: string }) => c.email)).toEqual([`0-${marker}@example.jp`, `1-${marker}@example.jp`, `2-${marker}@example.jp`]);
    const literal = await agent.get(`/admin-api/contacts?filter=${encodeURIComponent(JSON.stringify({ q: '100%_' }))}`);
    expect(literal.body.length).toBeGreaterThanOrEqual(3);
    const none = await agent.get(`/admin-api/contacts?filter=${encodeURIComponent(JSON.stringify({ q: `${marker}-none` }))}`);
    expect(none.headers['content-range']).toBe('contacts 0-0/0');
    expect(none.body).toEqual([]);
  });

  it('answers 400 for malformed list parameters, 404 for unknown or malformed ids', async () => {
    const { agent } = await signIn(ADMIN, '10.2.0.3');
    for (const query of ['sort=oops', 'sort=["password_hash","ASC"]', 'range=[5,1]', 'range=[-1,3]', 'filter={"status":"deleted"}', 'filter=[']) {
      expect((await agent.get(`/admin-api/contacts?${encodeURI(query)}`)).status).toBe(400);
    }
    expect((await agent.get('/admin-api/contacts/not-a-uuid')).status).toBe(404);
    expect((await agent.get('/admin-api/contacts/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('shows an inquiry and marks it handled, once, by a support operator too', async () => {
    const { agent, token } = await signIn(SUPPORT, '10.2.0.4');
    const [target] = (await agent.get(`/admin-api/contacts?filter=${encodeURIComponent(JSON.stringify({ q: `0-${marker}` }))}`)).body;
    const shown = await agent.get(`/admin-api/contacts/${target.id}`);
    expect(shown.body).toMatchObject({ id: target.id, status: 'new', handled_at: null });
    expect((await agent.put(`/admin-api/contacts/${target.id}`).send({ status: 'handled' })).status).toBe(419);
    expect((await agent.put(`/admin-api/contacts/${target.id}`).set('X-XSRF-TOKEN', token).send({ status: 'deleted' })).status).toBe(422);
    const handled = await agent.put(`/admin-api/contacts/${target.id}`).set('X-XSRF-TOKEN', token).send({ status: 'handled' });
    expect(handled.status).toBe(200);
    expect(handled.body).toMatchObject({ id: target.id, status: 'handled', handled_at: expect.any(String), handled_by: expect.any(String), handled_by_name: SUPPORT.name });
    const again = await agent.put(`/admin-api/contacts/${target.id}`).set('X-XSRF-TOKEN', token).send({ status: 'handled' });
    expect(again.body.handled_at).toBe(handled.body.handled_at);
    const filtered = await agent.get(`/admin-api/contacts?filter=${encodeURIComponent(JSON.stringify({ q: marker, status: 'handled' }))}`);
    expect(filtered.body.map((c: { id: string }) => c.id)).toEqual([target.id]);
  });

  it('signs out: the session no longer opens the back office', async () => {
    const { agent, token } = await signIn(ADMIN, '10.2.0.5');
    expect((await agent.post('/admin-api/auth/logout').set('X-XSRF-TOKEN', token)).status).toBe(204);
    expect((await agent.get('/admin-api/contacts')).status).toBe(401);
  });
});
