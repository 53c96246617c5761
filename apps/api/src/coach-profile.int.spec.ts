import { EntityManager } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { COACH_PROFILE_MAX_LENGTH, CoachProfileMessages, LessonAdminMessages } from '@coaching/contracts';
import { sql } from '@coaching/server-core';
import sharp from 'sharp';
import type request from 'supertest';
import { signedUpMember } from './testing/billing-members';
import { coachFixture, operatorAgent, startedSubscription } from './testing/lesson-fixtures';
import { startTestApi } from './testing/test-api';

// Issue 29, "the coach, known": staff (or a coach, on their own record) write the coach's profile and photo in the
// back office, on the record (the audit log); a member sees their own current plan's coach on mypage (`GET /api/coach`),
// nobody else's, and the photo is served to that member and operators only.

const SUPPORT = { email: 'support-coach-profile-int@ggcoach.example', name: 'サポート 五郎', role: 'support' as const, password: 'support-coach-profile-password' };
const COACH = { email: 'coach-coach-profile-int@ggcoach.example', name: 'コーチ 六郎', role: 'coach' as const, password: 'coach-coach-profile-password' };

const jpeg = () => sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 30, g: 90, b: 200 } } }).jpeg().toBuffer();
/** Reads a binary answer (supertest buffers only text by default). */
const binary = (req: request.Test) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

describe('the coach, known: profile and photo in the back office, the card on mypage (real api, PostgreSQL)', () => {
  let app: NestExpressApplication;
  let em: EntityManager;
  let support: Awaited<ReturnType<typeof operatorAgent>>;
  let coach: Awaited<ReturnType<typeof operatorAgent>>;
  let ownCoachId: string;
  let otherCoachId: string;
  const gameId = 47_000_000 + Math.floor(Math.random() * 1_000_000);
  const gameName = `コーチ紹介 ${gameId}`;

  beforeAll(async () => {
    app = await startTestApi();
    em = app.get(EntityManager);
    await sql(em.fork(), 'insert into games (id, name, is_purchasable, is_legacy, sort_order) values (?, ?, true, false, 9650)', [gameId, gameName]);
    support = await operatorAgent(app, SUPPORT, '10.96.0.1');
    coach = await operatorAgent(app, COACH, '10.96.0.2');
    await sql(em.fork(), 'update coaches set operator_id = null where operator_id = ?', [coach.operatorId]);
    ownCoachId = await coachFixture(app, gameId, '紹介 一郎', coach.operatorId);
    otherCoachId = await coachFixture(app, gameId, '紹介 二郎');
  });
  afterAll(() => app.close());

  const put = (who: typeof support, coachId: string, body: Record<string, unknown>) => who.agent.put(`/admin-api/coaches/${coachId}`).set('X-XSRF-TOKEN', who.token).send(body);
  const upload = (who: typeof support, coachId: string, file: Buffer, filename = 'coach.jpg', contentType = 'image/jpeg') =>
    who.agent.post(`/admin-api/coaches/${coachId}/photo`).set('X-XSRF-TOKEN', who.token).attach('photo', file, { filename, contentType });
  const auditLines = (coachId: string) =>
    sql<{ operator_id: string; summary: string }>(em.fork(), 'select operator_id, summary from audit_log where stream_id = ? order by global_position', [`coach-${coachId}`]);

  it('support writes any coach\'s profile and photo; both are on the record', async () => {
    const profile = '元プロ選手。\n立ち回りを言語化して教えます。<b>太字</b>';
    const saved = await put(support, otherCoachId, { profile });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ profile, game_name: gameName, photo_url: null });

    const photo = await upload(support, otherCoachId, await jpeg());
    expect(photo.status).toBe(200);
    expect(photo.body.photo_url).toMatch(new RegExp(`^/admin-api/coaches/${otherCoachId}/photo\\?v=\\d+$`));
    const served = await binary(support.agent.get(photo.body.photo_url));
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(await sharp(served.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 512, height: 512 });

    const lines = await auditLines(otherCoachId);
    expect(lines.map((l) => [l.operator_id, l.summary])).toEqual(
      expect.arrayContaining([
        [support.operatorId, expect.stringContaining('プロフィール')],
        [support.operatorId, expect.stringContaining('写真')],
      ]),
    );
  });

  it('a coach edits only their own profile and photo; another coach\'s is not found and unchanged', async () => {
    const own = await put(coach, ownCoachId, { profile: '自分で書いた紹介文', name: '改名 したい', is_active: false });
    expect(own.status).toBe(200);
    // A coach writes their profile, never their name or active flag.
    expect(own.body).toMatchObject({ profile: '自分で書いた紹介文', name: '紹介 一郎', is_active: true });
    expect((await upload(coach, ownCoachId, await jpeg())).status).toBe(200);
    expect((await auditLines(ownCoachId)).every((l) => l.operator_id === coach.operatorId)).toBe(true);

    const [before] = await sql<{ profile: string }>(em.fork(), 'select profile from coaches where id = ?', [otherCoachId]);
    const other = await put(coach, otherCoachId, { profile: '他人の紹介文を書き換え' });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe(LessonAdminMessages.coachNotFound);
    expect((await upload(coach, otherCoachId, await jpeg())).status).toBe(404);
    expect((await coach.agent.get(`/admin-api/coaches/${otherCoachId}/photo`)).status).toBe(404);
    const [after] = await sql<{ profile: string }>(em.fork(), 'select profile from coaches where id = ?', [otherCoachId]);
    expect(after.profile).toBe(before.profile);
  });

  it('refuses bad input with Japanese messages, never a 500', async () => {
    const long = await put(support, otherCoachId, { profile: 'あ'.repeat(COACH_PROFILE_MAX_LENGTH + 1) });
    expect(long.status).toBe(422);
    expect(long.body.errors).toEqual({ profile: [CoachProfileMessages.profileTooLong] });
    expect((await put(support, otherCoachId, { profile: 'あ'.repeat(COACH_PROFILE_MAX_LENGTH) })).status).toBe(200);

    const html = await upload(support, otherCoachId, Buffer.from('<html><script>alert(1)</script></html>'), 'cat.png', 'image/png');
    expect(html.status).toBe(422);
    expect(html.body.errors).toEqual({ photo: [CoachProfileMessages.photoNotImage] });
    const huge = await upload(support, otherCoachId, Buffer.alloc(6 * 1024 * 1024, 1), 'big.jpg');
    expect(huge.status).toBe(422);
    expect(huge.body.errors).toEqual({ photo: [CoachProfileMessages.photoTooLarge] });
    const none = await support.agent.post(`/admin-api/coaches/${otherCoachId}/photo`).set('X-XSRF-TOKEN', support.token).send({});
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual({ photo: [CoachProfileMessages.photoRequired] });
    expect((await upload(support, 'not-a-coach', await jpeg())).status).toBe(404);
  });

  it('a member without a coach sees the empty state; once support assigns one, the card of that coach only', async () => {
    const member = await signedUpMember(app, '10.97');
    expect((await member.agent.get('/api/coach')).body).toEqual({ data: null });

    const subscriptionId = await startedSubscription(app, member.userId, gameId, 4);
    expect((await member.agent.get('/api/coach')).body).toEqual({ data: null });
    expect((await member.agent.get('/api/coach/photo')).status).toBe(404);

    const assigned = await support.agent.put(`/admin-api/students/${subscriptionId}`).set('X-XSRF-TOKEN', support.token).send({ coach_id: otherCoachId });
    expect(assigned.status).toBe(200);
    const card = (await member.agent.get('/api/coach')).body.data;
    const [{ profile }] = await sql<{ profile: string }>(em.fork(), 'select profile from coaches where id = ?', [otherCoachId]);
    expect(card).toEqual({ name: '紹介 二郎', games: [{ id: gameId, name: gameName }], profile, photo_url: expect.stringMatching(/^\/api\/coach\/photo\?v=\d+$/) });
    const photo = await binary(member.agent.get(card.photo_url));
    expect(photo.status).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.headers['cache-control']).toBe('private, max-age=86400');

    // Another member (no coach) gets nothing of this coach; nobody signed out does.
    const stranger = await signedUpMember(app, '10.97');
    expect((await stranger.agent.get('/api/coach')).body).toEqual({ data: null });
    expect((await stranger.agent.get('/api/coach/photo')).status).toBe(404);
    expect((await stranger.agent.get(`/admin-api/coaches/${otherCoachId}/photo`)).status).toBe(401);
  });

  it('follows the member\'s selected course when they have two plans', async () => {
    const secondGame = gameId + 1;
    await sql(em.fork(), 'insert into games (id, name, is_purchasable, is_legacy, sort_order) values (?, ?, true, false, 9651) on conflict (id) do nothing', [secondGame, `${gameName} 2`]);
    const secondCoach = await coachFixture(app, secondGame, '紹介 三郎');
    const member = await signedUpMember(app, '10.98');
    await startedSubscription(app, member.userId, gameId, 4, otherCoachId);
    await startedSubscription(app, member.userId, secondGame, 4, secondCoach);
    await sql(em.fork(), 'insert into game_users (user_id, game_id, is_selected) values (?, ?, false), (?, ?, true) on conflict (user_id, game_id) do update set is_selected = excluded.is_selected', [
      member.userId,
      gameId,
      member.userId,
      secondGame,
    ]);
    expect((await member.agent.get('/api/coach')).body.data).toMatchObject({ name: '紹介 三郎', photo_url: null });
    await sql(em.fork(), 'update game_users set is_selected = (game_id = ?) where user_id = ?', [gameId, member.userId]);
    expect((await member.agent.get('/api/coach')).body.data).toMatchObject({ name: '紹介 二郎' });
  });
});
