import { EntityManager } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { MailRenderer, ReactorRegistry, sql } from '@coaching/server-core';
import { drainReactions } from '@coaching/server-core/testing';
import { signedUpMember } from './testing/billing-members';
import { coachFixture, hoursFromNow, operatorAgent, pastLesson, startedSubscription } from './testing/lesson-fixtures';
import { startTestApi } from './testing/test-api';

// Spec §2 and §6: a member cannot choose or change their coach; only support can, in the back office. Checked on
// the server, route by route: every member-facing route the api serves (found in its own router) is called by a
// signed-in member with every way of naming another coach, and afterwards the member's coach, their lesson's coach
// and the coach-change record are exactly as before. A new member route that lets a member change coach fails here.

interface Route {
  method: string;
  path: string;
}

describe('a member cannot change their coach (real api, every member route)', () => {
  let app: NestExpressApplication;
  let em: EntityManager;
  let routes: Route[];
  const gameId = 46_000_000 + Math.floor(Math.random() * 1_000_000);

  beforeAll(async () => {
    app = await startTestApi();
    em = app.get(EntityManager);
    await sql(em.fork(), "insert into games (id, name, is_purchasable, is_legacy, sort_order, discord_url) values (?, ?, true, false, 9600, 'https://discord.gg/coach-change-int')", [gameId, `コーチ変更 ${gameId}`]);
    const router = (app.getHttpAdapter().getInstance() as { router: { stack: Array<{ route?: { path: string; methods: Record<string, boolean> } }> } }).router;
    routes = router.stack
      .flatMap((layer) => (layer.route ? Object.keys(layer.route.methods).map((method) => ({ method: method.toUpperCase(), path: layer.route!.path })) : []))
      .filter((r) => r.path.startsWith('/api/'));
  });
  afterAll(() => app.close());

  it('serves no member route that changes a coach: only the own coach card and its photo are read', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.map((r) => `${r.method} ${r.path}`).filter((key) => /coach/i.test(key))).toEqual(['GET /api/coach', 'GET /api/coach/photo']);
  });

  it('changes nothing about the coach whatever member route is called, however the other coach is named', async () => {
    const coachId = await coachFixture(app, gameId, '担当 一郎');
    const otherCoachId = await coachFixture(app, gameId, '希望 次郎');
    const member = await signedUpMember(app, '10.94');
    const subscriptionId = await startedSubscription(app, member.userId, gameId, 4, coachId);
    const lessonId = await pastLesson(app, { memberId: member.userId, coachId, subscriptionId, startsAt: hoursFromNow(24 * 6) });
    const coachOf = async () => ({
      student: (await sql<{ coach_id: string }>(em.fork(), 'select coach_id from lesson_students where subscription_id = ?', [subscriptionId]))[0]?.coach_id,
      lesson: (await sql<{ coach_id: string }>(em.fork(), 'select coach_id from lessons where id = ?', [lessonId]))[0]?.coach_id,
    });
    expect(await coachOf()).toEqual({ student: coachId, lesson: coachId });

    const other = { coach_id: otherCoachId, coachId: otherCoachId, coach: { id: otherCoachId }, new_coach_id: otherCoachId, reason: '別のコーチに変えたい' };
    const query = new URLSearchParams({ coach_id: otherCoachId, reason: other.reason }).toString();
    const called: string[] = [];
    for (const route of routes) {
      // Signing out cannot change a coach; it would only leave the rest of the sweep signed out.
      if (route.path === '/api/logout') continue;
      // The ids a coach change would name: the member's lesson (lesson routes), their subscription, their course's game.
      for (const id of [lessonId, subscriptionId, String(gameId)]) {
        const path = route.path.replace(/:[A-Za-z_]+/g, id);
        const res = await member.agent[route.method.toLowerCase() as 'get'](`${path}?${query}`)
          .set('X-XSRF-TOKEN', member.token)
          .send({ ...other, id, lesson_id: lessonId, subscription_id: subscriptionId });
        called.push(`${route.method} ${path}: ${res.status}`);
        if (!route.path.includes(':')) break;
      }
    }
    // The sweep ran as the signed-in member all along (a sweep that lost its session would prove nothing).
    expect((await member.agent.get('/api/me')).status).toBe(200);
    expect(called.length).toBeGreaterThan(30);

    // The back office's coach change is an operator's: a member's session, with the back office's own CSRF token, is not one.
    const session = await member.agent.get('/admin-api/auth/session');
    const backOffice = await member.agent.put(`/admin-api/students/${subscriptionId}`).set('X-XSRF-TOKEN', session.body.data.csrfToken).send(other);
    expect(backOffice.status).toBe(401);

    expect(await coachOf()).toEqual({ student: coachId, lesson: coachId });
    const changes = await sql<{ n: number }>(em.fork(), "select count(*)::int as n from events where stream_id = ? and type = 'StudentCoachAssigned'", [`lesson-student-${subscriptionId}`]);
    expect(changes[0].n).toBe(0);
    const events = await sql<{ type: string }>(em.fork(), "select type from events where stream_id = ? and type = 'LessonCoachChanged'", [`lesson-${lessonId}`]);
    expect(events).toEqual([]);
  });
});

// Spec §6: support assigns or changes a member's coach; the member hears of it by mail (lesson-coach-assigned the
// first time, lesson-coach-changed on a change, with the reason and what became of their lessons ahead), once.
describe('support assigns or changes the coach: the member is mailed once (real api, PostgreSQL)', () => {
  const SUPPORT = { email: 'support-coach-mails-int@ggcoach.example', name: 'サポート 五郎', role: 'support' as const, password: 'support-coach-mails-int-password' };
  const APP_URL = 'http://localhost:3000';
  let app: NestExpressApplication;
  let em: EntityManager;
  let support: Awaited<ReturnType<typeof operatorAgent>>;
  const renderer = new MailRenderer({ appName: 'GG COACH', appUrl: APP_URL });
  const gameId = 47_000_000 + Math.floor(Math.random() * 1_000_000);
  const gameName = `ヴァロラント ${gameId}`;

  beforeAll(async () => {
    app = await startTestApi();
    em = app.get(EntityManager);
    await sql(em.fork(), "insert into games (id, name, is_purchasable, is_legacy, sort_order, discord_url) values (?, ?, true, false, 9601, 'https://discord.gg/coach-mails-int')", [gameId, gameName]);
    support = await operatorAgent(app, SUPPORT, '10.93.0.1');
  });
  afterAll(() => app.close());

  const assign = (subscriptionId: string, body: Record<string, unknown>) => support.agent.put(`/admin-api/students/${subscriptionId}`).set('X-XSRF-TOKEN', support.token).send(body);
  const schedule = (memberId: string, startsAt: Date) =>
    support.agent.post('/admin-api/lessons').set('X-XSRF-TOKEN', support.token).send({ member_id: memberId, starts_at: startsAt.toISOString() });
  /** The mails queued for a member, by template. */
  const mailsOf = (memberId: string, template: string) =>
    sql<{ locals: Record<string, unknown> }>(em.fork(), "select payload->'locals' as locals from outbox where payload->>'toMember' = ? and payload->>'template' = ? order by position", [memberId, template]);
  /** As the worker's SendMailJob renders a member's mail: the payload's locals and the member's salutation. */
  const rendered = (template: string, locals: Record<string, unknown>) => renderer.render(template, { salutation: '山田 太郎 様', ...locals });

  it('a first assignment: one 担当コーチが決まりました to the member, with the coach and the game; the same coach again mails nothing', async () => {
    const coachId = await coachFixture(app, gameId, '初田 一郎');
    const member = await signedUpMember(app, '10.93');
    const subscriptionId = await startedSubscription(app, member.userId, gameId, 4, null);

    expect((await assign(subscriptionId, { coach_id: coachId })).status).toBe(200);
    expect((await assign(subscriptionId, { coach_id: coachId })).status).toBe(200);

    const mails = await mailsOf(member.userId, 'lesson-coach-assigned');
    expect(mails.map((m) => m.locals)).toEqual([{ coachName: '初田 一郎', gameName, discordUrl: 'https://discord.gg/coach-mails-int' }]);
    expect(await mailsOf(member.userId, 'lesson-coach-changed')).toEqual([]);

    const mail = rendered('lesson-coach-assigned', mails[0].locals);
    expect(mail.subject).toBe('【GG COACH】担当コーチが決まりました');
    expect(mail.text).toContain('山田 太郎 様');
    expect(mail.text).toContain(`${gameName} コースの担当コーチが 初田 一郎 に決まりました。`);
    expect(mail.text).toContain('レッスンの日時が決まりましたら、あらためてメールでお知らせします。');
    expect(mail.text).toContain('コミュニティサーバー：https://discord.gg/coach-mails-int');
    expect(mail.text).toContain(`マイページ：${APP_URL}/mypage`);
    expect(mail.html).toContain('担当コーチが <strong>初田 一郎</strong> に決まりました。');
  });

  it('a change with a reason: one 担当コーチが変わりました with the reason, the moved lesson and a count of the cancelled one, whose own mail tells the rest', async () => {
    const fromId = await coachFixture(app, gameId, '前田 二郎');
    const toId = await coachFixture(app, gameId, '新井 三郎');
    const member = await signedUpMember(app, '10.93');
    const subscriptionId = await startedSubscription(app, member.userId, gameId, 8, fromId);
    const busyAt = hoursFromNow(24 * 10);
    const freeAt = hoursFromNow(24 * 11);
    expect((await schedule(member.userId, busyAt)).status).toBe(201);
    expect((await schedule(member.userId, freeAt)).status).toBe(201);
    // The new coach already teaches someone else at the first lesson's hour: that lesson cannot move.
    const other = await signedUpMember(app, '10.93');
    await startedSubscription(app, other.userId, gameId, 8, toId);
    expect((await schedule(other.userId, busyAt)).status).toBe(201);

    const changed = await assign(subscriptionId, { coach_id: toId, reason: 'ご本人のご希望により' });
    expect(changed.status).toBe(200);
    expect(changed.body.coach_change).toEqual({ moved: 1, cancelled: 1 });
    await drainReactions(em, app.get(ReactorRegistry));

    const mails = await mailsOf(member.userId, 'lesson-coach-changed');
    expect(mails).toHaveLength(1);
    const { locals } = mails[0];
    expect(locals).toMatchObject({ previousCoachName: '前田 二郎', coachName: '新井 三郎', gameName, reason: 'ご本人のご希望により' });
    expect(await mailsOf(member.userId, 'lesson-coach-assigned')).toEqual([]);
    // The cancelled lesson has its own mail (the make-up week); the moved one has none but this.
    const cancelledMails = await mailsOf(member.userId, 'lesson-cancelled');
    expect(cancelledMails.map((m) => m.locals)).toEqual([expect.objectContaining({ bySchool: true, startsAt: busyAt.toISOString() })]);

    const mail = rendered('lesson-coach-changed', locals);
    expect(mail.subject).toBe('【GG COACH】担当コーチが変わりました');
    expect(mail.text).toContain(`${gameName} コースの担当コーチが 前田 二郎 から 新井 三郎 に変わりました。`);
    expect(mail.text).toContain('変更の理由：ご本人のご希望により');
    expect(mail.text).toContain('■新しいコーチで行うレッスン');
    expect(mail.text).toContain(`・${tokyoText(freeAt)}〜`);
    expect(mail.text).not.toContain(tokyoText(busyAt));
    expect(mail.text).toContain('■中止となったレッスン（1件）');
    expect(mail.text).toContain('「レッスンをキャンセルしました」のメールでご確認ください');
    expect(mail.html).toContain('変更の理由：ご本人のご希望により');
  });
});

/** `2026年11月29日 14:05`: the instant read as Asia/Tokyo (UTC+9, no daylight saving), written out by hand. */
function tokyoText(at: Date): string {
  const t = new Date(at.getTime() + 9 * 3600 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${t.getUTCFullYear()}年${t.getUTCMonth() + 1}月${t.getUTCDate()}日 ${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}`;
}
