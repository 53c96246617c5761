import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { type AdminStudent, type CurrentUser, tokyoMonth, tokyoMonthRange } from '@coaching/contracts';
import { sql } from '@coaching/server-core';
import { signedUpMember } from './testing/billing-members';
import { coachFixture, operatorAgent, pastLesson, startedSubscription } from './testing/lesson-fixtures';
import { startTestApi } from './testing/test-api';

/**
 * Issue 34: an add plan (追加コーチング, plan_type add) adds lessons to the course it belongs to; it never becomes the
 * course. Bought after the base plan, it used to take over mypage's heading and hide the chart set on the base plan,
 * and its lessons were not added to what the course may book.
 */
describe('an add plan adds to its course (real api, PostgreSQL)', () => {
  let app: NestExpressApplication;
  let em: EntityManager;
  let support: Awaited<ReturnType<typeof operatorAgent>>;
  const gameId = 47_000_000 + Math.floor(Math.random() * 900_000);
  const names = { base: `ベース ${gameId}`, add: `追加コーチング ${gameId}` };
  const plans = { base: 0, add: 0 };
  let coachId = '';

  beforeAll(async () => {
    app = await startTestApi();
    em = app.get(EntityManager);
    support = await operatorAgent(app, { email: `support-addon-${randomUUID().slice(0, 8)}@ggcoach.example`, name: 'サポート 追加', role: 'support', password: 'support-addon-password' }, '10.147.0.1');
    await sql(em.fork(), 'insert into games (id, name, is_purchasable, is_legacy, sort_order, discord_url) values (?, ?, true, false, 9700, null)', [gameId, `ゲーム ${gameId}`]);
    for (const key of ['base', 'add'] as const) {
      plans[key] = (
        await sql<{ id: number }>(em.fork(), 'insert into plans (game_id, code, name, plan_type, lesson_count, tax_rate, price1) values (?, ?, ?, ?, 2, 1.1, 20000) returning id', [
          gameId,
          `${key}-${gameId}`,
          names[key],
          key === 'add' ? 'add' : 'normal',
        ])
      )[0].id;
    }
    coachId = await coachFixture(app, gameId, 'コーチ 追加');
  });
  afterAll(() => app.close());

  const chart = `https://docs.google.com/spreadsheets/d/1AddOnKeepsChart${gameId}_0123456789abcdef/edit`;

  /** A member of the base plan (coach assigned, chart set), who then buys the add plan. */
  const memberWithAddOn = async () => {
    const who = await signedUpMember(app, '10.148');
    const base = await startedSubscription(app, who.userId, gameId, 2, coachId, plans.base);
    const saved = await support.agent.put(`/admin-api/students/${base}/chart`).set('X-XSRF-TOKEN', support.token).send({ chart_url: chart });
    expect(saved.status).toBe(200);
    const addOn = await startedSubscription(app, who.userId, gameId, 2, null, plans.add);
    return { who, base, addOn };
  };

  it('keeps the base plan as mypage\'s heading and its chart after the add plan is bought', async () => {
    const { who } = await memberWithAddOn();
    const res = await who.agent.get('/api/me');
    expect(res.status).toBe(200);
    const me = res.body.data as CurrentUser;
    expect(me.current_plan).toMatchObject({ plan: { name: names.base, game: { id: gameId } }, chart_url: chart });
    expect(me.current_plan?.embed).toContain('1AddOnKeepsChart');
    // Both are still the member's plans (payment history, the sidebar's plans).
    expect(me.user_plans.map((p) => p.plan.name).sort()).toEqual([names.add, names.base].sort());
  });

  it("adds the add plan's lessons to what the course books in a month, as plan lessons of the course", async () => {
    const { who, base } = await memberWithAddOn();
    // A Tokyo month wholly ahead, at hours no other test of this coach (this file's own) takes.
    const month = tokyoMonth(new Date(Date.now() + 40 * 24 * 3600 * 1000));
    const { from } = tokyoMonthRange(month);
    const at = (day: number) => new Date(new Date(from).getTime() + day * 24 * 3600 * 1000 + 3 * 3600 * 1000);
    const book = (startsAt: Date) => support.agent.post('/admin-api/lessons').set('X-XSRF-TOKEN', support.token).send({ member_id: who.userId, coach_id: coachId, starts_at: startsAt.toISOString() });
    const ids: string[] = [];
    for (const day of [2, 3, 4, 5]) {
      const res = await book(at(day));
      expect([day, res.status, res.body.message]).toEqual([day, 201, undefined]);
      ids.push(res.body.id);
    }
    const rows = await sql<{ subscription_id: string; source: string }>(em.fork(), 'select subscription_id, source from lessons where id = any(?::uuid[])', [`{${ids.join(',')}}`]);
    expect(rows.map((r) => [r.subscription_id, r.source])).toEqual(Array(4).fill([base, 'plan']));
    // Two of the base plan and two of the add plan: a fifth is over the month's allowance.
    expect((await book(at(6))).status).toBe(422);
  });

  it("shows 受講者 this month's plan lessons, extras and make-ups apart, and the add plan on its course's row (not a 未割当 student of its own)", async () => {
    const { who, base, addOn } = await memberWithAddOn();
    const { from } = tokyoMonthRange(tokyoMonth(new Date()));
    // This Tokyo month, at hours of this member's own (the coach is this file's).
    const hour = (n: number) => new Date(new Date(from).getTime() + (n + 12 * Math.floor(Math.random() * 50)) * 3600 * 1000);
    const lesson = (n: number, source: 'plan' | 'extra' | 'make-up') => pastLesson(app, { memberId: who.userId, coachId, subscriptionId: base, startsAt: hour(n), source });
    await lesson(0, 'plan');
    await lesson(2, 'plan');
    await lesson(4, 'extra');
    await lesson(6, 'make-up');

    const list = await support.agent.get('/admin-api/students').query({ filter: JSON.stringify({ q: who.email }), range: '[0,24]' });
    expect(list.status).toBe(200);
    const rows = list.body as AdminStudent[];
    expect(rows.map((r) => r.id)).toEqual([base]);
    expect(rows[0]).toMatchObject({
      lessons_per_month: 2,
      add_on_lessons_per_month: 2,
      plan_lessons_this_month: 2,
      extra_lessons_this_month: 1,
      make_up_lessons_this_month: 1,
      lessons_this_month: 4,
    });
    const unassigned = await support.agent.get('/admin-api/students').query({ filter: JSON.stringify({ q: who.email, unassigned: true }), range: '[0,24]' });
    expect((unassigned.body as AdminStudent[]).map((r) => r.id)).not.toContain(addOn);
  });
});
