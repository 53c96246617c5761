import { EntityManager } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { sql } from '@coaching/server-core';
import { signedUpMember } from './testing/billing-members';
import { coachFixture, hoursFromNow, pastLesson, startedSubscription } from './testing/lesson-fixtures';
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

  it('serves no member route about coaches', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.map((r) => `${r.method} ${r.path}`).filter((key) => /coach/i.test(key))).toEqual([]);
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
