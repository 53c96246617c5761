import { EntityManager } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { sql } from '@coaching/server-core';
import { prepareTestDatabase, testDatabaseUrl } from '@coaching/server-core/testing';
import { setTimeout as sleep } from 'node:timers/promises';
import request from 'supertest';
import { coachFixture, operatorAgent } from './testing/lesson-fixtures';
import { startTestApi } from './testing/test-api';

// Operator accounts, the sign-in lock-out and the audit log, on a database of their own: "the last active admin"
// is a question about every account, so no other spec's admins may be in it.

const LOCK_SECONDS = 3;
const MAX_FAILURES = 3;
const MAX_FAILURES_PER_ADDRESS = 4;

type Agent = Awaited<ReturnType<typeof operatorAgent>>;
const CHIEF = { email: 'chief@ggcoach.example', name: '管理 一郎', role: 'admin', password: 'chief-admin-password' } as const;

describe('operator accounts, sign-in lock-out and the audit log (real api, PostgreSQL and Redis)', () => {
  let app: NestExpressApplication;
  let em: EntityManager;
  let admin: Agent;

  beforeAll(async () => {
    await prepareTestDatabase('api_operators');
    app = await startTestApi({
      DATABASE_URL: testDatabaseUrl('api_operators'),
      QUEUE_PREFIX: `test-api-operators-${process.pid}`,
      OPERATOR_LOGIN_MAX_FAILURES: String(MAX_FAILURES),
      OPERATOR_LOGIN_MAX_FAILURES_PER_ADDRESS: String(MAX_FAILURES_PER_ADDRESS),
      OPERATOR_LOGIN_LOCK_SECONDS: String(LOCK_SECONDS),
    });
    em = app.get(EntityManager);
    admin = await operatorAgent(app, CHIEF, '10.40.0.1');
  });
  afterAll(() => app.close());

  /** A fresh browser's sign-in attempt from an address. */
  const signIn = async (email: string, password: string, ip: string) => {
    const agent = request.agent(app.getHttpServer()).set('X-Forwarded-For', ip);
    const session = await agent.get('/admin-api/auth/session');
    const res = await agent.post('/admin-api/auth/login').set('X-XSRF-TOKEN', session.body.data.csrfToken).send({ email, password });
    return { res, agent, token: (res.body.data?.csrfToken ?? session.body.data.csrfToken) as string };
  };
  const post = (who: Agent, path: string, body: object) => who.agent.post(path).set('X-XSRF-TOKEN', who.token).send(body);
  const put = (who: Agent, path: string, body: object) => who.agent.put(path).set('X-XSRF-TOKEN', who.token).send(body);
  const auditOf = async (filter: object) => (await admin.agent.get(`/admin-api/audit-log?filter=${encodeURIComponent(JSON.stringify(filter))}`)).body as Array<{ event_type: string; summary: string; operator_name: string; stream_id: string }>;

  it('an admin creates a support operator with a first password; they sign in; the audit log names the admin', async () => {
    const created = await post(admin, '/admin-api/operators', { name: 'サポート 花子', email: 'hanako@ggcoach.example', role: 'support', password: 'hanako-first-password' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'サポート 花子', role: 'support', active: true, invitation_pending: false, coach_id: null });
    expect((await signIn('hanako@ggcoach.example', 'hanako-first-password', '10.40.1.1')).res.status).toBe(200);

    const list = await admin.agent.get('/admin-api/operators');
    expect(list.headers['content-range']).toMatch(/^operators 0-1\/2$/);
    const log = await auditOf({ event_type: 'OperatorCreated' });
    expect(log[0]).toMatchObject({ operator_name: '管理 一郎', summary: 'アカウントを作成（サポート 花子・サポート）', stream_id: `operator-${created.body.id}` });

    const again = await post(admin, '/admin-api/operators', { name: '別人', email: 'HANAKO@ggcoach.example', role: 'support', password: 'another-long-password' });
    expect(again.status).toBe(422);
    expect(again.body.errors.email[0]).toBe('このメールアドレスのアカウントはすでにあります。');
    const bad = await post(admin, '/admin-api/operators', { name: '', email: 'nope', role: 'owner', password: 'short' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'name', 'password', 'role']);
  });

  it('an invitation link sets the password once, and not after it expires', async () => {
    const created = await post(admin, '/admin-api/operators', { name: '招待 次郎', email: 'jiro@ggcoach.example', role: 'support' });
    expect(created.body.invitation_pending).toBe(true);
    const [mail] = await sql<{ payload: { to: string[]; locals: { url: string } } }>(em.fork(), "select payload from outbox where payload->>'template' = 'operator-invitation' and payload->'to'->>0 = ?", ['jiro@ggcoach.example']);
    const token = decodeURIComponent(mail.payload.locals.url.split('invitation=')[1]);
    expect(mail.payload.locals.url).toMatch(/\/admin\/#\/login\?invitation=/);
    expect((await signIn('jiro@ggcoach.example', '', '10.40.2.1')).res.status).toBe(422);

    const visitor = await signIn('nobody@ggcoach.example', 'x', '10.40.2.2');
    const accept = (t: string, password = 'jiro-chosen-password') => visitor.agent.post('/admin-api/auth/invitation').set('X-XSRF-TOKEN', visitor.token).send({ token: t, password, password_confirmation: password });
    const mismatch = await visitor.agent.post('/admin-api/auth/invitation').set('X-XSRF-TOKEN', visitor.token).send({ token, password: 'jiro-chosen-password', password_confirmation: 'other' });
    expect(mismatch.status).toBe(422);
    expect((await accept(token)).body).toEqual({ data: { email: 'jiro@ggcoach.example' } });
    const replay = await accept(token, 'someone-elses-password');
    expect(replay.status).toBe(422);
    expect(replay.body.errors.token[0]).toBe('リンクが無効か、有効期限が切れています。管理者に招待の再送を依頼してください。');
    expect((await signIn('jiro@ggcoach.example', 'jiro-chosen-password', '10.40.2.3')).res.status).toBe(200);

    // A reset by link: the old password stops at once; an expired link does nothing.
    expect((await post(admin, `/admin-api/operators/${created.body.id}/password`, {})).status).toBe(200);
    expect((await signIn('jiro@ggcoach.example', 'jiro-chosen-password', '10.40.2.4')).res.status).toBe(401);
    const [reset] = await sql<{ payload: { locals: { url: string; reset: boolean } } }>(
      em.fork(),
      "select payload from outbox where payload->>'template' = 'operator-invitation' and payload->'to'->>0 = ? order by position desc limit 1",
      ['jiro@ggcoach.example'],
    );
    expect(reset.payload.locals.reset).toBe(true);
    await sql(em.fork(), "update operator_invitations set expires_at = now() - interval '1 second' where operator_id = ?", [created.body.id]);
    expect((await accept(decodeURIComponent(reset.payload.locals.url.split('invitation=')[1]))).status).toBe(422);
    expect((await auditOf({ operator_id: created.body.id, event_type: 'OperatorPasswordSet' })).map((e) => e.operator_name)).toEqual(['招待 次郎']);
  });

  it('a deactivated operator is signed out at once and refused at sign-in, even with the right password; reactivated, they sign in', async () => {
    const created = await post(admin, '/admin-api/operators', { name: '退職 三郎', email: 'saburo@ggcoach.example', role: 'support', password: 'saburo-long-password' });
    const saburo = await signIn('saburo@ggcoach.example', 'saburo-long-password', '10.40.3.1');
    expect((await saburo.agent.get('/admin-api/contacts')).status).toBe(200);

    const off = await put(admin, `/admin-api/operators/${created.body.id}`, { active: false });
    expect(off.body.active).toBe(false);
    expect((await saburo.agent.get('/admin-api/contacts')).status).toBe(401);
    expect((await saburo.agent.get('/admin-api/auth/session')).body.data.operator).toBeNull();
    const refused = await signIn('saburo@ggcoach.example', 'saburo-long-password', '10.40.3.2');
    expect(refused.res.status).toBe(401);
    expect(refused.res.body.message).toBe('メールアドレスまたはパスワードが正しくありません。');
    expect((await auditOf({ event_type: 'OperatorSignInFailed', operator_id: created.body.id }))[0].summary).toBe('ログイン失敗（saburo@ggcoach.example・無効なアカウント）');

    await put(admin, `/admin-api/operators/${created.body.id}`, { active: true });
    expect((await signIn('saburo@ggcoach.example', 'saburo-long-password', '10.40.3.3')).res.status).toBe(200);
    expect((await auditOf({ operator_id: admin.operatorId, event_type: 'OperatorDeactivated' })).length).toBe(1);
  });

  it('the last active admin cannot be demoted or deactivated; with a second admin the first may step down', async () => {
    const self = await put(admin, `/admin-api/operators/${admin.operatorId}`, { active: false });
    expect(self.status).toBe(422);
    const demote = await put(admin, `/admin-api/operators/${admin.operatorId}`, { role: 'support' });
    expect(demote.status).toBe(422);
    expect(demote.body.message).toBe('有効な管理者が1人もいなくなるため、この変更はできません。先に別の管理者を有効にしてください。');

    const second = await post(admin, '/admin-api/operators', { name: '副 管理', email: 'deputy@ggcoach.example', role: 'admin', password: 'deputy-long-password' });
    const deputy = await signIn('deputy@ggcoach.example', 'deputy-long-password', '10.40.4.1');
    const deputyAgent = { agent: deputy.agent, token: deputy.token, operatorId: second.body.id as string };
    // Both at once, each demoting the other: the lock lets one through. The other is refused either as the last
    // admin (422) or, when the winner's demotion has already ended the loser's session, by the session check (419).
    const [a, b] = await Promise.all([
      put(admin, `/admin-api/operators/${second.body.id}`, { role: 'support' }),
      put(deputyAgent, `/admin-api/operators/${admin.operatorId}`, { role: 'support' }),
    ]);
    const statuses = [a.status, b.status];
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect([422, 419]).toContain(statuses.find((s) => s !== 200));
    const [{ n }] = await sql<{ n: number }>(em.fork(), "select count(*)::int as n from operators where role = 'admin' and active");
    expect(n).toBe(1);
    // Either may win. When the deputy did, the chief is support now and signed out: the later tests act as the
    // chief admin, so the chief is made admin again and signs in anew.
    if (b.status === 200) admin = await operatorAgent(app, CHIEF, '10.40.0.2');
  });

  it('a coach account is linked to one coach record, which no other account can take', async () => {
    await sql(em.fork(), "insert into games (id, name, is_purchasable, is_legacy, sort_order) values (9600, 'コーチ用', true, false, 9600)");
    const coach = { id: await coachFixture(app, 9600, 'コーチ 四郎') };
    const noCoach = await post(admin, '/admin-api/operators', { name: 'コーチ 四郎', email: 'shiro@ggcoach.example', role: 'coach', password: 'shiro-long-password' });
    expect(noCoach.body.errors.coach_id[0]).toBe('コーチ権限のアカウントには、紐づけるコーチを選択して下さい');
    const choices = await admin.agent.get('/admin-api/operators/coach-choices');
    expect(choices.body).toEqual(expect.arrayContaining([{ id: coach.id, name: 'コーチ 四郎' }]));

    const created = await post(admin, '/admin-api/operators', { name: 'コーチ 四郎', email: 'shiro@ggcoach.example', role: 'coach', coach_id: coach.id, password: 'shiro-long-password' });
    expect(created.body).toMatchObject({ role: 'coach', coach_id: coach.id, coach_name: 'コーチ 四郎' });
    const taken = await post(admin, '/admin-api/operators', { name: '横取り', email: 'other-coach@ggcoach.example', role: 'coach', coach_id: coach.id, password: 'other-long-password' });
    expect(taken.status).toBe(422);
    expect(await sql(em.fork(), 'select 1 from operators where email = ?', ['other-coach@ggcoach.example'])).toHaveLength(0);
    expect((await admin.agent.get('/admin-api/operators/coach-choices')).body.map((c: { id: string }) => c.id)).not.toContain(coach.id);

    const coachSession = await signIn('shiro@ggcoach.example', 'shiro-long-password', '10.40.5.1');
    expect((await coachSession.agent.get(`/admin-api/coaches/${coach.id}`)).status).toBe(200);
    const demoted = await put(admin, `/admin-api/operators/${created.body.id}`, { role: 'support' });
    expect(demoted.body).toMatchObject({ role: 'support', coach_id: null });
    expect((await admin.agent.get('/admin-api/operators/coach-choices')).body.map((c: { id: string }) => c.id)).toContain(coach.id);
  });

  it('locks an account after repeated failures, refuses even the right password while locked, and lifts after the window', async () => {
    await post(admin, '/admin-api/operators', { name: '施錠 五郎', email: 'goro@ggcoach.example', role: 'support', password: 'goro-long-password' });
    for (let i = 0; i < MAX_FAILURES; i++) {
      const wrong = await signIn('goro@ggcoach.example', 'not-the-password', `10.40.6.${i + 1}`);
      expect(wrong.res.status).toBe(401);
    }
    // From yet another address (so it is the account's lock, not the address's), with the right password.
    const locked = await signIn('goro@ggcoach.example', 'goro-long-password', '10.40.6.50');
    expect(locked.res.status).toBe(429);
    expect(locked.res.body.message).toMatch(/^ログインの失敗が続いたため、ログインを一時的に制限しています。1分後に再度お試しください。$/);
    expect(Number(locked.res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await auditOf({ event_type: 'OperatorSignInFailed' })).some((e) => e.summary === 'ログイン失敗（goro@ggcoach.example・試行制限中）')).toBe(true);

    await sleep((LOCK_SECONDS + 1) * 1000);
    expect((await signIn('goro@ggcoach.example', 'goro-long-password', '10.40.6.51')).res.status).toBe(200);
  });

  it('locks one address that tries many accounts, whichever account it tries next', async () => {
    const ip = '10.40.7.1';
    // Every attempt a different (unknown) account, all at once: the count in Redis is shared, so exactly the limit fail.
    const guesses = await Promise.all(Array.from({ length: MAX_FAILURES_PER_ADDRESS }, (_, i) => signIn(`guess-${i}@ggcoach.example`, 'guess', ip)));
    expect(guesses.map((g) => g.res.status)).toEqual(Array(MAX_FAILURES_PER_ADDRESS).fill(401));
    expect((await signIn('chief@ggcoach.example', 'chief-admin-password', ip)).res.status).toBe(429);
    expect((await signIn('chief@ggcoach.example', 'chief-admin-password', '10.40.7.2')).res.status).toBe(200);
  });

  it('records sign-in and sign-out, filters the log by operator, type and Tokyo day, and exports it as CSV', async () => {
    const hanako = await signIn('hanako@ggcoach.example', 'hanako-first-password', '10.40.8.1');
    expect((await hanako.agent.post('/admin-api/auth/logout').set('X-XSRF-TOKEN', hanako.token)).status).toBe(204);
    const [{ id }] = await sql<{ id: string }>(em.fork(), 'select id from operators where email = ?', ['hanako@ggcoach.example']);
    const types = (await auditOf({ operator_id: id })).map((e) => e.event_type);
    expect(types.slice(0, 2)).toEqual(['OperatorSignedOut', 'OperatorSignedIn']);

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date());
    expect((await auditOf({ operator_id: id, from: today, to: today })).length).toBe(types.length);
    expect(await auditOf({ operator_id: id, from: '2020-01-01', to: '2020-01-31' })).toEqual([]);
    expect((await admin.agent.get(`/admin-api/audit-log?filter=${encodeURIComponent(JSON.stringify({ from: '2026-13-01' }))}`)).status).toBe(400);

    const csv = await admin.agent.get(`/admin-api/audit-log/export.csv?filter=${encodeURIComponent(JSON.stringify({ operator_id: id }))}`);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.text.replace(/^\ufeff/, '').trim().split('\r\n');
    expect(lines[0]).toBe('"日時","オペレーター","操作","種類","対象","対象ID"');
    expect(lines).toHaveLength(types.length + 1);
    expect(lines[1]).toContain('"ログアウト","OperatorSignedOut"');
  });

  it('refuses support and coaches the operator screens and the audit log', async () => {
    const support = await operatorAgent(app, { email: 'support-matrix@ggcoach.example', name: 'サポート', role: 'support', password: 'support-matrix-password' }, '10.40.9.1');
    for (const path of ['/admin-api/operators', '/admin-api/audit-log', '/admin-api/audit-log/export.csv', '/admin-api/operators/coach-choices']) {
      expect((await support.agent.get(path)).status).toBe(403);
    }
    expect((await post(support, '/admin-api/operators', { name: 'x', email: 'x@ggcoach.example', role: 'admin', password: 'x-long-password1' })).status).toBe(403);
  });

  it('reads the chosen operators back by id, as the audit log’s operator choice asks (react-admin’s getMany)', async () => {
    // More than react-admin's default page (25): getMany sends no range, and must still get every id it asked for.
    const made: string[] = [];
    for (let n = 1; n <= 27; n++) {
      const created = await post(admin, '/admin-api/operators', { name: `選択 ${n}`, email: `choice-${n}@ggcoach.example`, role: 'support', password: `choice-${n}-long-password` });
      expect(created.status).toBe(201);
      made.push(created.body.id);
    }
    const byId = async (id: unknown) => {
      const res = await admin.agent.get(`/admin-api/operators?filter=${encodeURIComponent(JSON.stringify({ id }))}`);
      expect(res.status).toBe(200);
      return { ids: (res.body as { id: string }[]).map((o) => o.id), range: res.headers['content-range'] };
    };
    expect(await byId([made[1]])).toEqual({ ids: [made[1]], range: 'operators 0-0/1' });
    expect(await byId(made[0])).toEqual({ ids: [made[0]], range: 'operators 0-0/1' });
    const all = await byId(made);
    expect(all.ids.sort()).toEqual([...made].sort());
    expect(all.range).toBe('operators 0-26/27');
    expect((await admin.agent.get(`/admin-api/operators?filter=${encodeURIComponent('{"id":["x"]}')}`)).status).toBe(400);
  });
});
