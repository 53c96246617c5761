import { EntityManager } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Messages } from '@coaching/contracts';
import { sql } from '@coaching/server-core';
import request from 'supertest';
import { signedUpMember, xsrfFrom } from './testing/billing-members';
import { csrfAgent, startTestApi } from './testing/test-api';

const APP_ORIGIN = 'http://localhost:3000';

/** The Sanctum contract (PROTOCOLS.md) without a stored session per visitor, and stateful requests only from our origin. */
describe('CSRF tokens and origins (real api, PostgreSQL, Redis)', () => {
  let app: NestExpressApplication;
  let em: EntityManager;

  beforeAll(async () => {
    app = await startTestApi({ APP_URL: APP_ORIGIN });
    em = app.get(EntityManager);
  });
  afterAll(() => app.close());

  const sessionRows = async () => Number((await sql<{ n: string }>(em.fork(), 'select count(*) n from http_sessions'))[0].n);

  it('50 cookieless GET /sanctum/csrf-cookie store no session (other files may add a few meanwhile)', async () => {
    const before = await sessionRows();
    const answers = await Promise.all(Array.from({ length: 50 }, () => request(app.getHttpServer()).get('/sanctum/csrf-cookie')));
    for (const res of answers) {
      expect(res.status).toBe(204);
      const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
      expect(cookies.some((c) => c.startsWith('XSRF-TOKEN='))).toBe(true);
      expect(cookies.some((c) => c.startsWith('coaching_session='))).toBe(false);
    }
    expect((await sessionRows()) - before).toBeLessThan(10);
  });

  it('a visitor’s unstored token still works for the public form, sign-up and sign-in; a forged or borrowed one does not', async () => {
    const { agent, token } = await csrfAgent(app, '10.30.0.1');
    // Asking again keeps the browser's token, as a stored one would stay.
    expect(xsrfFrom(await agent.get('/sanctum/csrf-cookie'))).toBe(token);
    expect((await agent.post('/api/contacts').set('X-XSRF-TOKEN', token).send({ name: '山田', email: 'csrf@example.jp', message: 'x' })).status).toBe(201);
    // Another browser with its own cookie cannot use this token, nor can a request without the cookie.
    const { agent: other } = await csrfAgent(app, '10.30.0.2');
    expect((await other.post('/api/contacts').set('X-XSRF-TOKEN', token).send({})).status).toBe(419);
    expect((await request(app.getHttpServer()).post('/api/contacts').set('X-XSRF-TOKEN', token).set('Cookie', `XSRF-TOKEN=${encodeURIComponent(token)}x`).send({})).status).toBe(419);
    // A token we did not sign, planted in both the cookie and the header, is refused.
    const forged = 'u.forged-nonce.forged-signature';
    const planted = await request(app.getHttpServer()).post('/api/contacts').set('X-XSRF-TOKEN', forged).set('Cookie', `XSRF-TOKEN=${forged}`).send({});
    expect(planted.status).toBe(419);
    expect(planted.body.message).toBe(Messages.common.csrfMismatch);

    const member = await signedUpMember(app, '10.31');
    expect((await member.agent.post('/api/logout').set('X-XSRF-TOKEN', member.token)).status).toBe(204);
    const fresh = await member.agent.get('/sanctum/csrf-cookie');
    const login = await member.agent.post('/api/login').set('X-XSRF-TOKEN', xsrfFrom(fresh)!).send({ email: member.email, password: 'billing-member-password' });
    expect(login.status).toBe(200);
    // Signed in, the session's own token is the one that counts; csrf-cookie hands it out again.
    const again = await member.agent.get('/sanctum/csrf-cookie');
    expect(xsrfFrom(again)).toBe(xsrfFrom(login));
  });

  describe('a state-changing request from another site is refused (403), whatever its token', () => {
    it('by Origin, and by Referer when there is no Origin', async () => {
      const member = await signedUpMember(app, '10.32');
      const save = (first_name: string) => member.agent.put('/api/profile').set('X-XSRF-TOKEN', member.token).send({ last_name: '山田', first_name, email: member.email });
      const foreign = await save('外部').set('Origin', 'https://evil.example');
      expect(foreign.status).toBe(403);
      expect(foreign.body).toEqual({ message: Messages.common.forbidden });
      expect((await save('外部').set('Referer', 'https://evil.example/page')).status).toBe(403);
      expect((await save('外部').set('Origin', 'null')).status).toBe(403);
      const [row] = await sql<{ first_name: string | null }>(em.fork(), 'select first_name from users where id = ?', [member.userId]);
      expect(row.first_name).not.toBe('外部');

      expect((await save('自サイト').set('Origin', APP_ORIGIN)).status).toBe(200);
      expect((await save('自サイト').set('Referer', `${APP_ORIGIN}/mypage`)).status).toBe(200);
      // Reading is not a state change, and the page-view beacon stays open.
      expect((await member.agent.get('/api/me').set('Origin', 'https://evil.example')).status).toBe(200);
    });
  });
});
