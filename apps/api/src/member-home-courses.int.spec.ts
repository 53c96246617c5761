import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { CurrentUser, LatestLessonAnswer, LessonHistory, MemberGroup } from '@coaching/contracts';
import { sql } from '@coaching/server-core';
import { signedUpMember, type BillingMember } from './testing/billing-members';
import { coachFixture, hoursFromNow, operatorAgent, pastLesson, startedSubscription } from './testing/lesson-fixtures';
import { startTestApi } from './testing/test-api';

/**
 * Issue 29, courses really switch: the course a member selects in the sidebar (`/api/games/{id}/join`) decides what
 * mypage shows: `current_plan` (and its chart) in `GET /api/me`, and, through `?game_id=` of that plan's game, the next
 * lesson and the groups. Every lesson and group carries its game. A member who never chose sees the latest plan.
 */
describe('the selected course decides mypage (real api, PostgreSQL)', () => {
  let app: NestExpressApplication;
  let em: EntityManager;
  let support: Awaited<ReturnType<typeof operatorAgent>>;
  const base = 45_000_000 + Math.floor(Math.random() * 900_000) * 2;
  const games = { a: base, b: base + 1 };
  const names = { a: `コースA ${base}`, b: `コースB ${base}` };
  const plans = { a: 0, b: 0 };
  const coaches = { a: '', b: '' };

  beforeAll(async () => {
    app = await startTestApi();
    em = app.get(EntityManager);
    const tag = randomUUID().slice(0, 8);
    support = await operatorAgent(app, { email: `support-courses-${tag}@ggcoach.example`, name: 'サポート 切替', role: 'support', password: 'support-courses-password' }, '10.140.0.1');
    for (const key of ['a', 'b'] as const) {
      await sql(em.fork(), 'insert into games (id, name, is_purchasable, is_legacy, sort_order, discord_url) values (?, ?, true, false, 9600, ?)', [games[key], names[key], `https://discord.gg/course-${key}-${base}`]);
      plans[key] = (
        await sql<{ id: number }>(em.fork(), "insert into plans (game_id, code, name, lesson_count, tax_rate, price1) values (?, ?, ?, 4, 1.1, 40000) returning id", [
          games[key],
          `course-${key}-${base}`,
          `プラン${key.toUpperCase()} ${base}`,
        ])
      )[0].id;
      coaches[key] = await coachFixture(app, games[key], `コーチ${key.toUpperCase()}`);
    }
  });
  afterAll(() => app.close());

  const me = async (who: BillingMember): Promise<CurrentUser> => {
    const res = await who.agent.get('/api/me');
    expect(res.status).toBe(200);
    return res.body.data;
  };
  const latest = async (who: BillingMember, gameId?: number) => {
    const res = await who.agent.get(`/api/lessons/latest${gameId === undefined ? '' : `?game_id=${gameId}`}`);
    expect(res.status).toBe(200);
    return (res.body as LatestLessonAnswer).data;
  };
  const groups = async (who: BillingMember, gameId?: number) => {
    const res = await who.agent.get(`/api/groups${gameId === undefined ? '' : `?game_id=${gameId}`}`);
    expect(res.status).toBe(200);
    return (res.body.data as MemberGroup[]).map((g) => [g.name, g.game?.id]);
  };
  const join = async (who: BillingMember, gameId: number): Promise<CurrentUser> => {
    const res = await who.agent.post(`/api/games/${gameId}/join`).set('X-XSRF-TOKEN', who.token);
    expect(res.status).toBe(200);
    return res.body.data;
  };
  const chart = (key: string) => `https://docs.google.com/spreadsheets/d/1CourseSwitch${key}${base}_0123456789abcdef/edit`;
  const group = async (key: 'a' | 'b', members: string[]) => {
    const created = await support.agent
      .post('/admin-api/groups')
      .set('X-XSRF-TOKEN', support.token)
      .send({ name: `チーム${key.toUpperCase()} ${base}`, game_id: games[key], coach_id: coaches[key], members: members.map((member_id) => ({ member_id })) });
    expect(created.status).toBe(201);
    return created.body.id as string;
  };

  /** A member with a running plan in each game (A bought first, then B), a chart, a lesson ahead and a group in each. */
  let built = 0;
  const twoCourseMember = async () => {
    const hour = 2 * built++; // each member's lessons at hours of their own: a coach is in one lesson at a time
    const who = await signedUpMember(app, '10.141');
    const subscriptions = {
      a: await startedSubscription(app, who.userId, games.a, 4, coaches.a, plans.a),
      b: await startedSubscription(app, who.userId, games.b, 4, coaches.b, plans.b),
    };
    for (const key of ['a', 'b'] as const) {
      const saved = await support.agent.put(`/admin-api/students/${subscriptions[key]}/chart`).set('X-XSRF-TOKEN', support.token).send({ chart_url: chart(key) });
      expect(saved.status).toBe(200);
    }
    // A's lesson comes first, so "the next lesson of all" and "the next of the course" differ once B is shown.
    const lessons = {
      a: await pastLesson(app, { memberId: who.userId, coachId: coaches.a, subscriptionId: subscriptions.a, startsAt: hoursFromNow(24 * 5 + 1 + hour) }),
      b: await pastLesson(app, { memberId: who.userId, coachId: coaches.b, subscriptionId: subscriptions.b, startsAt: hoursFromNow(24 * 9 + 1 + hour) }),
    };
    const groupIds = { a: await group('a', [who.userId]), b: await group('b', [who.userId]) };
    return { who, subscriptions, lessons, groupIds };
  };

  it('switches the plan, its chart, the next lesson and the groups to the course the member selects, and keeps it on the next read', async () => {
    const { who, lessons } = await twoCourseMember();

    // Starting B's subscription selected B (billing records the member's game); its plan and chart are shown.
    let data = await me(who);
    expect(data.game_users.filter((g) => g.is_selected).map((g) => g.game_id)).toEqual([games.b]);
    expect(data.current_plan).toMatchObject({ plan: { name: `プランB ${base}`, game: { id: games.b, name: names.b } }, chart_url: chart('b') });
    expect(data.user_plans).toHaveLength(2);
    expect(await latest(who, games.b)).toMatchObject({ id: lessons.b, game: { id: games.b, name: names.b }, user_plan: { discord_url: `https://discord.gg/course-b-${base}` } });
    expect(await groups(who, games.b)).toEqual([[`チームB ${base}`, games.b]]);

    // Selecting A: the join answers the member with A's plan, and so does every read after it.
    const joined = await join(who, games.a);
    expect(joined.current_plan).toMatchObject({ plan: { name: `プランA ${base}`, game: { id: games.a, name: names.a } }, chart_url: chart('a') });
    data = await me(who);
    expect(data.current_plan).toMatchObject({ plan: { name: `プランA ${base}`, game: { id: games.a } }, chart_url: chart('a') });
    expect(data.current_plan?.embed).toContain('1CourseSwitcha');
    expect(await latest(who, games.a)).toMatchObject({ id: lessons.a, game: { id: games.a, name: names.a }, user_plan: { discord_url: `https://discord.gg/course-a-${base}` } });
    expect(await groups(who, games.a)).toEqual([[`チームA ${base}`, games.a]]);

    // And back to B.
    expect((await join(who, games.b)).current_plan?.plan.game.id).toBe(games.b);
    expect((await me(who)).current_plan).toMatchObject({ plan: { game: { id: games.b } }, chart_url: chart('b') });
    expect((await latest(who, games.b))?.id).toBe(lessons.b);

    // Without a game: the first lesson of all and every group, each with its game.
    expect(await latest(who)).toMatchObject({ id: lessons.a, game: { id: games.a } });
    expect(await groups(who)).toEqual([
      [`チームA ${base}`, games.a],
      [`チームB ${base}`, games.b],
    ]);
    // A game with no lesson of the member's: no next lesson, no group.
    expect(await latest(who, 1_999_999_999)).toBeNull();
    expect(await groups(who, 1_999_999_999)).toEqual([]);
    expect((await who.agent.get('/api/lessons/latest?game_id=abc')).status).toBe(422);

    // /histories: every lesson with its game.
    const history = (await who.agent.get('/api/lessons')).body as LessonHistory;
    expect(history.data.map((l) => [l.id, l.game?.id])).toEqual(
      expect.arrayContaining([
        [lessons.a, games.a],
        [lessons.b, games.b],
      ]),
    );
  });

  it('books a lesson with the coach of a course into that course (its plan, its game), whichever plan runs longest', async () => {
    const who = await signedUpMember(app, '10.141');
    const subscriptions = {
      a: await startedSubscription(app, who.userId, games.a, 4, coaches.a, plans.a),
      b: await startedSubscription(app, who.userId, games.b, 4, coaches.b, plans.b),
    };
    // B runs a day longer: before, every lesson went to the plan running longest, A's coach's too.
    await sql(em.fork(), "update lesson_students set ends_at = ends_at + interval '1 day' where subscription_id = ?", [subscriptions.b]);
    const book = async (coachId: string, startsAt: Date) => {
      const res = await support.agent.post('/admin-api/lessons').set('X-XSRF-TOKEN', support.token).send({ member_id: who.userId, coach_id: coachId, starts_at: startsAt.toISOString() });
      expect(res.status).toBe(201);
      return res.body.id as string;
    };
    const withA = await book(coaches.a, hoursFromNow(24 * 12 + 3));
    const withB = await book(coaches.b, hoursFromNow(24 * 13 + 3));
    const rows = await sql<{ id: string; subscription_id: string }>(em.fork(), 'select id, subscription_id from lessons where id in (?, ?)', [withA, withB]);
    expect(Object.fromEntries(rows.map((r) => [r.id, r.subscription_id]))).toEqual({ [withA]: subscriptions.a, [withB]: subscriptions.b });
    const history = (await who.agent.get('/api/lessons')).body as LessonHistory;
    expect(history.data.map((l) => [l.id, l.game?.id])).toEqual(
      expect.arrayContaining([
        [withA, games.a],
        [withB, games.b],
      ]),
    );
  });

  it('shows a member who never chose a course their latest running plan and its chart', async () => {
    const who = await signedUpMember(app, '10.142');
    const a = await startedSubscription(app, who.userId, games.a, 4, coaches.a, plans.a);
    const b = await startedSubscription(app, who.userId, games.b, 4, coaches.b, plans.b);
    await support.agent.put(`/admin-api/students/${b}/chart`).set('X-XSRF-TOKEN', support.token).send({ chart_url: chart('b') });
    await support.agent.put(`/admin-api/students/${a}/chart`).set('X-XSRF-TOKEN', support.token).send({ chart_url: chart('a') });
    // As a member of before the course list (no course selected): written before the home's first read (ADR 0026).
    await sql(em.fork(), 'update game_users set is_selected = false where user_id = ?', [who.userId]);

    const data = await me(who);
    expect(data.game_users.map((g) => g.is_selected)).toEqual([false, false]);
    expect(data.current_plan).toMatchObject({ plan: { name: `プランB ${base}`, game: { id: games.b } }, chart_url: chart('b') });
  });

  it("never shows another member's plan, lessons or groups", async () => {
    const { who, lessons, groupIds } = await twoCourseMember();
    const other = await signedUpMember(app, '10.143');
    await startedSubscription(app, other.userId, games.a, 4, coaches.a, plans.a);

    const data = await me(other);
    expect(data.current_plan).toMatchObject({ plan: { game: { id: games.a } }, chart_url: null, embed: null });
    expect(await latest(other, games.a)).toBeNull();
    expect(await latest(other, games.b)).toBeNull();
    expect(await groups(other, games.a)).toEqual([]);
    expect(await groups(other)).toEqual([]);
    const history = (await other.agent.get('/api/lessons')).body as LessonHistory;
    expect(history.data.map((l) => l.id)).not.toEqual(expect.arrayContaining([lessons.a]));
    expect(history.data).toEqual([]);

    // The two-course member still sees their own, not the other's course choice.
    await join(other, games.b);
    expect((await me(who)).current_plan?.plan.game.id).toBe(games.b);
    expect((await latest(who, games.a))?.id).toBe(lessons.a);
    expect(groupIds.a).toBeTruthy();
  });
});
