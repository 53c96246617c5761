import { EntityManager } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { IdentityMessages, Messages } from '@coaching/contracts';
import { sql } from '@coaching/server-core';
import { byEmail, signVerificationPath, User } from '@coaching/server-identity';
import request from 'supertest';
import sharp from 'sharp';
import { ProfileMessages } from '@coaching/contracts';
import { seedDemoData } from './database/seed/demo-data';
import { csrfAgent, startTestApi } from './testing/test-api';
import { prepareTestDatabase, testDatabaseUrl } from '@coaching/server-core/testing';

type Agent = Awaited<ReturnType<typeof csrfAgent>>['agent'];

const PASSWORD = 'correct-horse-42';
let ipCounter = 0;
const nextIp = () => `10.3.${Math.floor(++ipCounter / 200)}.${ipCounter % 200}`;
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${ipCounter}@example.jp`;

/** The XSRF token a response set, if any (it changes at sign-in). */
const xsrfFrom = (res: request.Response): string | undefined => {
  const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('XSRF-TOKEN='));
  return cookie ? decodeURIComponent(cookie.split(';')[0].split('=')[1]) : undefined;
};
const sessionCookie = (res: request.Response) => ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('coaching_session='))?.split(';')[0];

describe('member identity (real api, PostgreSQL, Redis)', () => {
  let app: NestExpressApplication;
  let em: EntityManager;

  // A database of its own: the demo data (its coaches and trial hours) must not reach the other api specs running
  // beside this one on the shared one, whose slots count their own coaches' seats.
  beforeAll(async () => {
    const url = await prepareTestDatabase('api_identity');
    await seedDemoData(url);
    app = await startTestApi({ DATABASE_URL: testDatabaseUrl('api_identity'), QUEUE_PREFIX: `test-api-identity-${process.pid}` });
    em = app.get(EntityManager);
  });
  afterAll(() => app.close());

  const mailsTo = async (email: string, template: string) =>
    sql<{ url: string }>(em.fork(), "select payload->'locals'->>'url' as url from outbox where payload->>'template' = ? and payload->'to'->>0 = ? order by position", [template, email]);

  async function register(email = uniqueEmail('member'), extra: Record<string, unknown> = {}) {
    const { agent, token } = await csrfAgent(app, nextIp());
    const res = await agent.post('/api/register').set('X-XSRF-TOKEN', token).send({ email, password: PASSWORD, ...extra });
    return { agent, res, email, token: xsrfFrom(res) ?? token };
  }

  async function signIn(email: string, password = PASSWORD) {
    const { agent, token } = await csrfAgent(app, nextIp());
    const res = await agent.post('/api/login').set('X-XSRF-TOKEN', token).send({ email, password });
    return { agent, res, token: xsrfFrom(res) ?? token, oldToken: token };
  }

  async function verify(email: string, agent: Agent) {
    const [mail] = await mailsTo(email, 'verify-email');
    const url = new URL(mail.url);
    return agent.get(`${url.pathname}${url.search}`);
  }

  describe('sign-up', () => {
    it('creates an unverified member, signs them in and queues the verification mail', async () => {
      const { agent, res, email } = await register(uniqueEmail('signup'), { from: 'trial', game_id: 2, movie_flg: '1' });
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ email, is_verified: false, is_discord_login: false, status: 'registered', trial_count: 1, route: 'trial', trial_reserve_url: 'http://localhost:3000/trials?game_id=2' });
      expect(res.body.data.game_users).toEqual([{ game_id: 2, is_selected: true, game: { name: 'VALORANT', is_legacy: false, discord_url: expect.any(String) } }]);
      expect(res.body.data).not.toHaveProperty('password_hash');
      expect((await agent.get('/api/me')).body.data.email).toBe(email);
      const [mail] = await mailsTo(email, 'verify-email');
      expect(mail.url).toMatch(/^http:\/\/localhost:3000\/api\/email\/verify\/[0-9a-f]{32}\/[0-9a-f]{40}\?expires=\d+&signature=/);
    });

    it('answers that an address is already registered (spec §8)', async () => {
      const { email } = await register();
      const again = await register(email.toUpperCase());
      expect(again.res.status).toBe(422);
      expect(again.res.body).toEqual({ message: IdentityMessages.emailTaken, errors: { email: [IdentityMessages.emailTaken] } });
    });

    it('refuses bad input with the spec messages and writes nothing', async () => {
      // Other files sign members up alongside this one: count only the addresses tried here.
      const tried = "select count(*) n from users where lower(email) in ('a@example.jp', 'not-mail')";
      const before = Number((await sql<{ n: string }>(em.fork(), tried))[0].n);
      const { agent, token } = await csrfAgent(app, nextIp());
      const post = (body: object) => agent.post('/api/register').set('X-XSRF-TOKEN', token).send(body);
      expect((await post({})).body.errors).toEqual({ email: [IdentityMessages.emailRequired], password: [IdentityMessages.passwordRequired] });
      expect((await post({ email: 'a@example.jp', password: 'short' })).body.errors).toEqual({ password: [IdentityMessages.passwordMin] });
      expect((await post({ email: 'a@example.jp', password: 'x'.repeat(10_000) })).body.errors).toEqual({ password: [IdentityMessages.passwordMax] });
      expect((await post({ email: 'not-mail', password: PASSWORD })).body.errors).toEqual({ email: [IdentityMessages.emailInvalid] });
      expect((await post({ email: 'a@example.jp', password: PASSWORD, from: 'trial' })).body.errors).toEqual({ game_id: [IdentityMessages.trialNeedsGame] });
      expect((await agent.post('/api/register').send({ email: 'a@example.jp', password: PASSWORD })).status).toBe(419);
      expect(Number((await sql<{ n: string }>(em.fork(), tried))[0].n)).toBe(before);
    });
  });

  describe('e-mail verification', () => {
    it('verifies with the signed link: /login?verified=1 in another browser, /mypage?verified=1 where the member is signed in (issue 30)', async () => {
      const { agent, email } = await register();
      const elsewhere = await verify(email, (await csrfAgent(app, nextIp())).agent);
      expect(elsewhere.status).toBe(302);
      expect(elsewhere.headers.location).toBe('/login?verified=1');
      expect((await agent.get('/api/me')).body.data.is_verified).toBe(true);
      expect((await verify(email, agent)).headers.location).toBe('/mypage?verified=1');
    });

    it('refuses forged and expired links and changes nothing', async () => {
      const { agent, email } = await register();
      const [mail] = await mailsTo(email, 'verify-email');
      const url = new URL(mail.url);
      const forged = await agent.get(`${url.pathname}?expires=${url.searchParams.get('expires')}&signature=forged`);
      expect(forged.headers.location).toBe(`/login?error=${encodeURIComponent(IdentityMessages.verificationLinkInvalid)}`);
      const publicId = url.pathname.split('/')[4];
      const expired = signVerificationPath('local-development-session-secret-change-me', publicId, email, Date.now() - 48 * 3600 * 1000);
      expect((await agent.get(expired)).headers.location).toMatch(/^\/login\?error=/);
      expect((await agent.get(url.pathname)).headers.location).toMatch(/^\/login\?error=/);
      expect((await agent.get('/api/me')).body.data.is_verified).toBe(false);
    });

    it('resends to the signed-in member, and by address with one answer for every address', async () => {
      const { agent, email, token } = await register();
      const resend = await agent.post('/api/email/verification-notification').set('X-XSRF-TOKEN', token);
      expect(resend.status).toBe(202);
      expect(resend.body.message).toBe(IdentityMessages.verificationSent);
      expect(await mailsTo(email, 'verify-email')).toHaveLength(2);
      const anonymous = request(app.getHttpServer());
      const known = await anonymous.get(`/api/email/send?email=${encodeURIComponent(email)}`).set('X-Forwarded-For', nextIp());
      const unknown = await anonymous.get(`/api/email/send?email=nobody-${Date.now()}@example.jp`).set('X-Forwarded-For', nextIp());
      expect([known.status, known.body]).toEqual([unknown.status, unknown.body]);
      expect(await mailsTo(email, 'verify-email')).toHaveLength(3);
      expect((await request(app.getHttpServer()).post('/api/email/verification-notification').set('X-Forwarded-For', nextIp())).status).toBe(419);
    });
  });

  describe('sign-in and sign-out', () => {
    it('signs in on a new session id and a new CSRF token, and answers { user }', async () => {
      const { email } = await register();
      const { agent, token: csrf } = await csrfAgent(app, nextIp());
      const before = (await agent.get('/sanctum/csrf-cookie'));
      const res = await agent.post('/api/login').set('X-XSRF-TOKEN', csrf).send({ email, password: PASSWORD });
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({ email, is_verified: false });
      expect(sessionCookie(res)).toBeDefined();
      expect(sessionCookie(res)).not.toEqual(sessionCookie(before));
      const fresh = xsrfFrom(res)!;
      expect(fresh).not.toEqual(csrf);
      expect((await agent.post('/api/logout').set('X-XSRF-TOKEN', csrf)).status).toBe(419);
      expect((await agent.post('/api/logout').set('X-XSRF-TOKEN', fresh)).status).toBe(204);
      expect((await agent.get('/api/me')).status).toBe(401);
    });

    it('signs in whatever the case of the address, and finds the member through the address index, not by reading every member', async () => {
      const { email } = await register();
      const res = (await signIn(`  ${email.toUpperCase()} `)).res;
      expect(res.status).toBe(200);
      expect(res.body.user.email).toBe(email);
      // A LIKE wildcard in the address is a plain character: it matches no other member.
      expect((await signIn(email.replace('-', '_'))).res.status).toBe(422);
      const lookup = em.fork().createQueryBuilder(User).select('id').where(byEmail(email)).getFormattedQuery();
      const plan = await em.fork().getConnection().execute<{ 'QUERY PLAN': string }[]>(`explain ${lookup}`);
      expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain('users_email_unique');
    });

    it('answers the spec failure for a wrong password or an unknown address, alike', async () => {
      const { email } = await register();
      const wrong = await signIn(email, 'wrong-password');
      const unknown = await signIn(`nobody-${Date.now()}@example.jp`);
      expect(wrong.res.status).toBe(422);
      expect(wrong.res.body).toEqual({ message: IdentityMessages.loginFailed, errors: { email: [IdentityMessages.loginFailed] } });
      expect(unknown.res.body).toEqual(wrong.res.body);
      expect((await wrong.agent.get('/api/me')).status).toBe(401);
    });

    it('throttles ten wrong passwords in a row for one account', async () => {
      const { email } = await register();
      const { agent, token } = await csrfAgent(app, nextIp());
      for (let i = 0; i < 10; i++) expect((await agent.post('/api/login').set('X-XSRF-TOKEN', token).send({ email, password: 'wrong-password' })).status).toBe(422);
      const throttled = await agent.post('/api/login').set('X-XSRF-TOKEN', token).send({ email, password: PASSWORD });
      expect(throttled.status).toBe(429);
      expect(throttled.body.message).toBe(Messages.common.tooManyRequests);
    });

    it('keeps each member to their own data', async () => {
      const first = await register();
      const second = await register();
      expect((await first.agent.get('/api/me')).body.data.email).toBe(first.email);
      expect((await second.agent.get('/api/me')).body.data.email).toBe(second.email);
      expect((await request(app.getHttpServer()).get('/api/me')).status).toBe(401);
    });
  });

  describe('passwords', () => {
    it('gives the same status and body to forgot-password for a known and an unknown address', async () => {
      const { email } = await register();
      const { agent, token } = await csrfAgent(app, nextIp());
      const known = await agent.post('/api/forgot-password').set('X-XSRF-TOKEN', token).send({ email });
      const unknown = await agent.post('/api/forgot-password').set('X-XSRF-TOKEN', token).send({ email: `nobody-${Date.now()}@example.jp` });
      expect(known.status).toBe(200);
      expect([known.status, known.body]).toEqual([unknown.status, unknown.body]);
      expect(known.body).toEqual({ message: IdentityMessages.resetMailSent });
      expect(await mailsTo(email, 'reset-password')).toHaveLength(1);
    });

    it('resets once with the mailed token; a replayed, forged or mismatched request changes nothing', async () => {
      const { email } = await register();
      const { agent, token } = await csrfAgent(app, nextIp());
      await agent.post('/api/forgot-password').set('X-XSRF-TOKEN', token).send({ email });
      const [mail] = await mailsTo(email, 'reset-password');
      const link = new URL(mail.url);
      expect(link.pathname).toBe('/password/reset');
      const resetToken = link.searchParams.get('token')!;
      const reset = (body: object) => agent.post('/api/reset-password').set('X-XSRF-TOKEN', token).send({ email, token: resetToken, ...body });

      expect((await reset({ password: 'new-password-1', password_confirmation: 'other-password' })).body.errors).toEqual({ password_confirmation: [IdentityMessages.passwordsDiffer] });
      expect((await reset({ token: 'forged', password: 'new-password-1', password_confirmation: 'new-password-1' })).body.message).toBe(IdentityMessages.resetTokenInvalid);
      expect((await signIn(email, PASSWORD)).res.status).toBe(200);

      expect((await reset({ password: 'new-password-1', password_confirmation: 'new-password-1' })).body).toEqual({ message: IdentityMessages.passwordReset });
      const replay = await reset({ password: 'new-password-2', password_confirmation: 'new-password-2' });
      expect(replay.status).toBe(422);
      expect(replay.body.errors).toEqual({ token: [IdentityMessages.resetTokenInvalid] });
      expect((await signIn(email, PASSWORD)).res.status).toBe(422);
      expect((await signIn(email, 'new-password-1')).res.status).toBe(200);
    });

    it('changes the password of the signed-in member only after the current one is given', async () => {
      const { agent, email, token } = await register();
      await verify(email, agent);
      const change = (body: object) => agent.post('/api/change-password').set('X-XSRF-TOKEN', token).send(body);
      expect((await change({ old_password: 'wrong-password', new_password: 'changed-pass-1', new_password_confirmation: 'changed-pass-1' })).body).toEqual({
        message: IdentityMessages.currentPasswordWrong,
        errors: { old_password: [IdentityMessages.currentPasswordWrong] },
      });
      expect((await change({ old_password: PASSWORD, new_password: 'changed-pass-1', new_password_confirmation: 'changed-pass-2' })).status).toBe(422);
      expect((await change({ old_password: PASSWORD, new_password: 'changed-pass-1', new_password_confirmation: 'changed-pass-1' })).body).toEqual({ message: IdentityMessages.passwordChanged });
      expect((await signIn(email, 'changed-pass-1')).res.status).toBe(200);
      const { agent: anonymous, token: anonymousToken } = await csrfAgent(app, nextIp());
      expect((await anonymous.post('/api/change-password').set('X-XSRF-TOKEN', anonymousToken).send({})).status).toBe(401);
    });
  });

  describe('profile', () => {
    const photo = () => sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 40, b: 74 } } }).jpeg().toBuffer();

    it('updates names and Discord id as JSON (PUT) and as multipart with a photo (POST, _method=PUT)', async () => {
      const { agent, email, token } = await register();
      const json = await agent.put('/api/profile').set('X-XSRF-TOKEN', token).send({ last_name: '山田', first_name: '太郎', email, discord_id: 'taro#1234' });
      expect(json.status).toBe(200);
      expect(json.body).toMatchObject({ message: ProfileMessages.updated, data: { name: '山田 太郎', last_name: '山田', first_name: '太郎', discord_id: 'taro#1234', profile_photo_url: null } });

      const multipart = await agent
        .post('/api/profile')
        .set('X-XSRF-TOKEN', token)
        .field('_method', 'PUT')
        .field('last_name', '山田')
        .field('first_name', '花子')
        .field('email', email)
        .attach('profile_photo', await photo(), { filename: 'me.jpg', contentType: 'image/jpeg' });
      expect(multipart.status).toBe(200);
      const url: string = multipart.body.data.profile_photo_url;
      expect(url).toMatch(/^\/api\/profile\/photo\/[0-9a-f]{32}\?v\d+$/);
      const served = await request(app.getHttpServer()).get(url).buffer(true).parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect((await sharp(served.body as Buffer).metadata()).format).toBe('webp');
    });

    it('refuses a non-image, an oversized photo and missing names, and changes nothing', async () => {
      const { agent, email, token } = await register();
      const html = await agent
        .post('/api/profile')
        .set('X-XSRF-TOKEN', token)
        .field('last_name', '山田')
        .field('first_name', '太郎')
        .field('email', email)
        .attach('profile_photo', Buffer.from('<html><script>alert(1)</script></html>'), { filename: 'cat.png', contentType: 'image/png' });
      expect(html.status).toBe(422);
      expect(html.body.errors).toEqual({ profile_photo: [ProfileMessages.photoNotImage] });
      const huge = await agent
        .post('/api/profile')
        .set('X-XSRF-TOKEN', token)
        .field('last_name', '山田')
        .field('first_name', '太郎')
        .field('email', email)
        .attach('profile_photo', Buffer.alloc(6 * 1024 * 1024, 1), { filename: 'big.jpg', contentType: 'image/jpeg' });
      expect(huge.status).toBe(422);
      expect(huge.body.errors).toEqual({ profile_photo: [ProfileMessages.photoTooLarge] });
      const missing = await agent.put('/api/profile').set('X-XSRF-TOKEN', token).send({ email });
      expect(missing.body.errors).toEqual({ last_name: [ProfileMessages.nameRequired], first_name: [ProfileMessages.nameRequired] });
      const me = (await agent.get('/api/me')).body.data;
      expect([me.last_name, me.first_name, me.profile_photo_url]).toEqual([null, null, null]);
      expect((await request(app.getHttpServer()).get('/api/profile/photo/not-an-id')).status).toBe(404);
    });

    it('asks for verification again when the address changes, and refuses an address of another member', async () => {
      const other = await register();
      const { agent, token } = await register();
      await verify((await agent.get('/api/me')).body.data.email, agent);
      const taken = await agent.put('/api/profile').set('X-XSRF-TOKEN', token).send({ last_name: '山田', first_name: '太郎', email: other.email });
      expect(taken.body.errors).toEqual({ email: [IdentityMessages.emailTaken] });
      const moved = uniqueEmail('moved');
      const changed = await agent.put('/api/profile').set('X-XSRF-TOKEN', token).send({ last_name: '山田', first_name: '太郎', email: moved });
      expect(changed.body.data).toMatchObject({ email: moved, is_verified: false });
      expect(await mailsTo(moved, 'verify-email')).toHaveLength(1);
    });
  });
});

