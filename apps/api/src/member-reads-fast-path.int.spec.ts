import { EntityManager } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { EventStore, sql, sqlTransaction } from '@coaching/server-core';
import request, { type Response } from 'supertest';
import { signedUpMember } from './testing/billing-members';
import { startTestApi } from './testing/test-api';

/**
 * The fast path's member reads (http/fast-path/member-reads.ts, ADR 0021) against the real api, PostgreSQL and Redis:
 * `GET /api/me` (and mypage's `/api/lessons/latest`) answered ahead of Express is the answer Express gives (a query string sends the same request to
 * Express), and every case that is not plain is Express's, refusals included.
 */
describe('the member reads on the fast path: GET /api/me and /api/lessons/latest (real api, PostgreSQL, Redis)', () => {
  let app: NestExpressApplication;
  let em: EntityManager;

  beforeAll(async () => {
    app = await startTestApi();
    em = app.get(EntityManager);
  });
  afterAll(() => app.close());

  const get = (path: string, cookie: string) => request(app.getHttpServer()).get(path).set('Cookie', cookie).set('Accept', 'application/json');
  /** The member's session cookie, as the browser holds it after signing up. */
  const sessionCookie = async (verified: boolean) => {
    const member = await signedUpMember(app, '10.61', { verified });
    const renewed = (await member.agent.get('/api/me')).headers['set-cookie'] as unknown as string[];
    return { ...member, cookie: renewed.find((c) => c.startsWith('coaching_session='))!.split(';')[0] };
  };
  /** What a browser and a proxy see of an answer: status, body, and the headers bar Date (and the cookie's Expires, compared apart). */
  const seen = (res: Response) => {
    // Each answer has its own request id (ADR 0043); both must carry one.
    const { date: _date, 'set-cookie': setCookie, 'x-request-id': requestId, ...headers } = res.headers as Record<string, unknown>;
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    return { status: res.status, body: res.text, headers, cookie: String(setCookie ?? '').replace(/Expires=[^;]+/, 'Expires=…') };
  };
  const expiresIn = (res: Response) => Date.parse(String(res.headers['set-cookie']).match(/Expires=([^;]+)/)![1]) - Date.now();

  it.each([
    ['a verified member', true],
    ['a member who has not verified the address yet', false],
  ])('answers %s exactly as the Express route does, and renews the session for two hours', async (_who, verified) => {
    const { cookie, email } = await sessionCookie(verified);
    const fast = await get('/api/me', cookie);
    const viaExpress = await get('/api/me?via=express', cookie);
    expect(fast.status).toBe(200);
    expect(JSON.parse(fast.text).data).toMatchObject({ email, is_verified: verified });
    expect(seen(fast)).toEqual(seen(viaExpress));
    expect(seen(fast).cookie).toMatch(/^coaching_session=s%3A[^;]+; Path=\/; Expires=…; HttpOnly; SameSite=Lax$/);
    expect(Math.abs(expiresIn(fast) - 2 * 3600_000)).toBeLessThan(5_000);
  });

  it('answers mypage’s next lesson as the Express route does, and leaves it to Express (403) for a member not yet verified', async () => {
    const verified = await sessionCookie(true);
    const fast = await get('/api/lessons/latest', verified.cookie);
    expect(fast.status).toBe(200);
    expect(JSON.parse(fast.text)).toEqual({ data: null, standings: expect.any(Array) });
    expect(seen(fast)).toEqual(seen(await get('/api/lessons/latest?via=express', verified.cookie)));

    const unverified = await sessionCookie(false);
    const refused = await get('/api/lessons/latest', unverified.cookie);
    expect(refused.status).toBe(403);
    expect(seen(refused)).toEqual(seen(await get('/api/lessons/latest?via=express', unverified.cookie)));
  });

  it('answers a forged or unknown session cookie as Express does (401), without a cookie set', async () => {
    const { cookie } = await sessionCookie(true);
    const forged = cookie.replace(/\.[^.]+$/, '.forged');
    for (const bad of [forged, 'coaching_session=s%3Anobody.sig', 'coaching_session=unsigned']) {
      const fast = await get('/api/me', bad);
      expect(fast.status).toBe(401);
      expect(fast.headers['set-cookie']).toBeUndefined();
      expect(seen(fast)).toEqual(seen(await get('/api/me?via=express', bad)));
    }
  });

  it('ends a session signed in before the password was last set: 401, and its stored row is gone', async () => {
    const { cookie, userId } = await sessionCookie(true);
    expect((await get('/api/me', cookie)).status).toBe(200);
    // The password set later than this session's sign-in, recorded on the account as identity's commands record it
    // (the member's home, where the guard reads the standing, is emptied in the same transaction).
    await sqlTransaction(em, async (tx) => {
      await sql(tx, "update users set password_changed_at = now() + interval '1 second' where id = ?", [userId]);
      await app.get(EventStore).record(tx, { id: `member-${userId}`, type: 'member-account' }, [{ type: 'MemberAccountChanged', data: { memberId: userId, change: 'password' } }]);
    });
    expect((await get('/api/me', cookie)).status).toBe(401);
    expect(await sql(em.fork(), "select 1 from http_sessions where sess->>'userId' = ?", [userId])).toEqual([]);
  });

  it('ends a session past its absolute expiry (30 days) however active it was', async () => {
    const { cookie, userId } = await sessionCookie(true);
    const longAgo = Date.now() - 31 * 24 * 3600_000;
    await sql(em.fork(), "update http_sessions set sess = jsonb_set(sess::jsonb, '{createdAt}', to_jsonb(?::bigint))::json where sess->>'userId' = ?", [longAgo, userId]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await get('/api/me', cookie)).status).toBe(401);
  });
});
