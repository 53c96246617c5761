import { EntityManager } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { IdentityMessages, Messages } from '@coaching/contracts';
import { sql } from '@coaching/server-core';
import request from 'supertest';
import { signedUpMember, verifyByMail, xsrfFrom } from './testing/billing-members';
import { csrfAgent, startTestApi } from './testing/test-api';

const PASSWORD = 'billing-member-password';
let ipCounter = 0;
const nextIp = () => `10.7.${Math.floor(++ipCounter / 200)}.${ipCounter % 200}`;

/** Who may use the member endpoints, and for how long: verified address, sessions ended by a new password, no caching. */
describe('member sessions and access (real api, PostgreSQL, Redis)', () => {
  let app: NestExpressApplication;
  let em: EntityManager;

  beforeAll(async () => {
    app = await startTestApi();
    em = app.get(EntityManager);
  });
  afterAll(() => app.close());

  const sessionsOf = async (userId: string) =>
    Number((await sql<{ n: string }>(em.fork(), "select count(*) n from http_sessions where sess->>'userId' = ?", [userId]))[0].n);

  async function signIn(email: string, password = PASSWORD) {
    const { agent, token } = await csrfAgent(app, nextIp());
    const res = await agent.post('/api/login').set('X-XSRF-TOKEN', token).send({ email, password });
    expect(res.status).toBe(200);
    return { agent, token: xsrfFrom(res) ?? token };
  }

  describe('an unverified member', () => {
    it('may read me, edit the profile, resend the link and sign out, and nothing else until verified', async () => {
      const member = await signedUpMember(app, '10.8', { verified: false });
      const { agent, token } = member;
      const refused = [
        await agent.get('/api/payments'),
        await agent.get('/api/payments/cards'),
        await agent.get('/api/subscriptions'),
        await agent.get('/api/payments/00000000-0000-4000-8000-000000000000'),
        await agent.post('/api/payments/00000000-0000-4000-8000-000000000000/cancel').set('X-XSRF-TOKEN', token),
        await agent.get('/api/plans/1/calc?method=card&period=1'),
        await agent.post('/api/personal_informations').set('X-XSRF-TOKEN', token).send({}),
        await agent.post('/api/plans/1/purchase').set('X-XSRF-TOKEN', token).send({ method: 'bank', period: 1 }),
        await agent.post('/api/payments/saveCard').set('X-XSRF-TOKEN', token).send({ token: 'x' }),
        await agent.post('/api/change-password').set('X-XSRF-TOKEN', token).send({ old_password: PASSWORD, new_password: 'other-pass-1', new_password_confirmation: 'other-pass-1' }),
      ];
      for (const res of refused) expect({ path: res.req.path, status: res.status, body: res.body }).toEqual({ path: res.req.path, status: 403, body: { message: Messages.common.emailNotVerified } });
      expect(await sql(em.fork(), 'select 1 from personal_informations where user_id = ?', [member.userId])).toEqual([]);

      expect((await agent.get('/api/me')).body.data).toMatchObject({ email: member.email, is_verified: false });
      expect((await agent.put('/api/profile').set('X-XSRF-TOKEN', token).send({ last_name: '山田', first_name: '花子', email: member.email })).status).toBe(200);
      expect((await agent.post('/api/email/verification-notification').set('X-XSRF-TOKEN', token)).status).toBe(202);

      await verifyByMail(app, agent, member.email);
      expect((await agent.get('/api/payments')).status).toBe(200);
      expect((await agent.post('/api/logout').set('X-XSRF-TOKEN', token)).status).toBe(204);
    });
  });

  it('answers every member request with Cache-Control: no-store', async () => {
    const { agent } = await signedUpMember(app, '10.9');
    for (const path of ['/api/me', '/api/payments', '/api/payments/cards']) {
      const res = await agent.get(path);
      expect({ path, status: res.status, cacheControl: res.headers['cache-control'] }).toEqual({ path, status: 200, cacheControl: 'no-store' });
    }
  });

  it('writes a session’s new expiry back at most once a minute per api copy (two hours idle, give or take a minute)', async () => {
    const member = await signedUpMember(app, '10.9', { verified: false });
    // A fresh sign-in: its session was saved, never touched yet by this copy.
    const { agent } = await signIn(member.email);
    const expiries = async () =>
      (await sql<{ left: number }>(em.fork(), "select extract(epoch from expire - now())::int as left from http_sessions where sess->>'userId' = ? order by expire desc", [member.userId])).map((r) => r.left);
    const shorten = () => sql(em.fork(), "update http_sessions set expire = now() + interval '1 hour' where sess->>'userId' = ?", [member.userId]);
    await shorten();
    expect((await agent.get('/api/me')).status).toBe(200);
    // The first request pushed the newest session back to two hours.
    expect((await expiries())[0]).toBeGreaterThan(2 * 3600 - 120);
    await shorten();
    for (let i = 0; i < 3; i++) expect((await agent.get('/api/me')).status).toBe(200);
    // Within the minute nothing is written again: every session still ends in an hour.
    for (const left of await expiries()) expect(left).toBeLessThanOrEqual(3600);
  });

  describe('a new password ends every other session', () => {
    it('change: the changing session stays signed in; another session, even one saved again, is signed out', async () => {
      const member = await signedUpMember(app, '10.10');
      const other = await signIn(member.email);
      const [stolen] = await sql<{ sid: string; sess: unknown; expire: Date }>(em.fork(), "select sid, sess, expire from http_sessions where sess->>'userId' = ? order by expire desc limit 1", [member.userId]);
      expect((await other.agent.get('/api/me')).status).toBe(200);
      expect(await sessionsOf(member.userId)).toBe(2);

      const changed = await member.agent
        .post('/api/change-password')
        .set('X-XSRF-TOKEN', member.token)
        .send({ old_password: PASSWORD, new_password: 'changed-pass-1', new_password_confirmation: 'changed-pass-1' });
      expect(changed.body).toEqual({ message: IdentityMessages.passwordChanged });
      expect((await member.agent.get('/api/me')).status).toBe(200);
      expect((await other.agent.get('/api/me')).status).toBe(401);
      expect(await sessionsOf(member.userId)).toBe(1);

      // A request in flight at the change may save its session again: the guard still ends it.
      await sql(em.fork(), 'insert into http_sessions (sid, sess, expire) values (?, ?, ?) on conflict (sid) do nothing', [stolen.sid, JSON.stringify(stolen.sess), stolen.expire]);
      const thief = request.agent(app.getHttpServer());
      const cookie = `coaching_session=s%3A${stolen.sid}`;
      expect((await thief.get('/api/me').set('Cookie', cookie)).status).toBe(401);
      // The changing session still changes things with its new token.
      const token = xsrfFrom(changed)!;
      expect((await member.agent.put('/api/profile').set('X-XSRF-TOKEN', token).send({ last_name: '山田', first_name: '一郎', email: member.email })).status).toBe(200);
    });

    it('reset: every session of the member is signed out, and the new password signs in', async () => {
      const member = await signedUpMember(app, '10.11');
      const other = await signIn(member.email);
      const { agent, token } = await csrfAgent(app, nextIp());
      await agent.post('/api/forgot-password').set('X-XSRF-TOKEN', token).send({ email: member.email });
      const [mail] = await sql<{ url: string }>(em.fork(), "select payload->'locals'->>'url' as url from outbox where payload->>'template' = 'reset-password' and payload->'to'->>0 = ?", [member.email]);
      const resetToken = new URL(mail.url).searchParams.get('token')!;
      const reset = await agent.post('/api/reset-password').set('X-XSRF-TOKEN', token).send({ email: member.email, token: resetToken, password: 'reset-pass-1', password_confirmation: 'reset-pass-1' });
      expect(reset.status).toBe(200);
      expect((await member.agent.get('/api/me')).status).toBe(401);
      expect((await other.agent.get('/api/me')).status).toBe(401);
      expect(await sessionsOf(member.userId)).toBe(0);
      expect((await (await signIn(member.email, 'reset-pass-1')).agent.get('/api/me')).status).toBe(200);
    });
  });

  it('limits change-password attempts per member (429 past ten)', async () => {
    const { agent, token } = await signedUpMember(app, '10.12');
    const wrong = () => agent.post('/api/change-password').set('X-XSRF-TOKEN', token).send({ old_password: 'wrong-password', new_password: 'changed-pass-1', new_password_confirmation: 'changed-pass-1' });
    for (let i = 0; i < 10; i += 1) expect((await wrong()).status).toBe(422);
    const limited = await wrong();
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: Messages.common.tooManyRequests });
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
  });
});
