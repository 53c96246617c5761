import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { type AdminCoach, type AdminStudent, LessonAdminMessages } from '@coaching/contracts';
import { sql } from '@coaching/server-core';
import { signedUpMember } from './testing/billing-members';
import { coachFixture, hoursFromNow, operatorAgent, startedSubscription } from './testing/lesson-fixtures';
import { startTestApi } from './testing/test-api';

/**
 * Issue 34: the coach picker listed every coach whatever the game, and the server took a VALORANT coach for an APEX
 * student. Now the picker asks for the student's game's coaches only, the server refuses another game's coach with a
 * clear message, and support can take a coach off (未割当 again) with a reason.
 */
describe("a student's coach is a coach of the student's game (real api, PostgreSQL)", () => {
  let app: NestExpressApplication;
  let em: EntityManager;
  let support: Awaited<ReturnType<typeof operatorAgent>>;
  const base = 48_000_000 + Math.floor(Math.random() * 900_000) * 2;
  const games = { apex: base, valorant: base + 1 };
  const coaches = { apex: '', otherApex: '', valorant: '' };

  beforeAll(async () => {
    app = await startTestApi();
    em = app.get(EntityManager);
    support = await operatorAgent(app, { email: `support-picker-${randomUUID().slice(0, 8)}@ggcoach.example`, name: 'サポート 選択', role: 'support', password: 'support-picker-password' }, '10.149.0.1');
    for (const key of ['apex', 'valorant'] as const) {
      await sql(em.fork(), 'insert into games (id, name, is_purchasable, is_legacy, sort_order) values (?, ?, true, false, 9800)', [games[key], `${key} ${base}`]);
    }
    coaches.apex = await coachFixture(app, games.apex, 'エーペックス コーチ');
    coaches.otherApex = await coachFixture(app, games.apex, 'エーペックス 二人目');
    coaches.valorant = await coachFixture(app, games.valorant, 'ヴァロラント コーチ');
  });
  afterAll(() => app.close());

  const put = (id: string, body: Record<string, unknown>) => support.agent.put(`/admin-api/students/${id}`).set('X-XSRF-TOKEN', support.token).send(body);
  const student = async (id: string) => (await support.agent.get(`/admin-api/students/${id}`)).body as AdminStudent;

  it("offers the coaches of the student's game only (the picker's filter)", async () => {
    const res = await support.agent.get('/admin-api/coaches').query({ filter: JSON.stringify({ is_active: true, game_id: games.apex }), range: '[0,99]' });
    expect(res.status).toBe(200);
    expect((res.body as AdminCoach[]).map((c) => c.id).sort()).toEqual([coaches.apex, coaches.otherApex].sort());
  });

  it("refuses another game's coach, first assignment or change, with the reason in Japanese, and keeps the student as they were", async () => {
    const who = await signedUpMember(app, '10.150');
    const subscriptionId = await startedSubscription(app, who.userId, games.apex, 4);
    const first = await put(subscriptionId, { coach_id: coaches.valorant });
    expect(first.status).toBe(422);
    expect(first.body).toMatchObject({ message: LessonAdminMessages.coachOfOtherGame, errors: { coach_id: [LessonAdminMessages.coachOfOtherGame] } });
    expect((await student(subscriptionId)).coach).toBeNull();

    expect((await put(subscriptionId, { coach_id: coaches.apex })).status).toBe(200);
    const change = await put(subscriptionId, { coach_id: coaches.valorant, reason: '相性' });
    expect(change.status).toBe(422);
    expect(change.body.message).toBe(LessonAdminMessages.coachOfOtherGame);
    expect((await student(subscriptionId)).coach?.id).toBe(coaches.apex);
    // A coach of the same game is taken.
    expect((await put(subscriptionId, { coach_id: coaches.otherApex, reason: '相性' })).status).toBe(200);
  });

  it('takes a coach off with a reason (未割当 again, on the record), and not while a lesson is ahead', async () => {
    const who = await signedUpMember(app, '10.151');
    const subscriptionId = await startedSubscription(app, who.userId, games.apex, 4, coaches.apex);

    const noReason = await put(subscriptionId, { coach_id: null });
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors).toEqual({ reason: [LessonAdminMessages.unassignReasonRequired] });

    // A lesson ahead needs its coach: refused until it is moved or cancelled.
    const booked = await support.agent.post('/admin-api/lessons').set('X-XSRF-TOKEN', support.token).send({ member_id: who.userId, coach_id: coaches.apex, starts_at: hoursFromNow(24 * 15 + 5).toISOString() });
    expect(booked.status).toBe(201);
    const ahead = await put(subscriptionId, { coach_id: null, reason: '退職のため' });
    expect(ahead.status).toBe(422);
    expect(ahead.body.message).toBe(LessonAdminMessages.unassignLessonsAhead);
    await sql(em.fork(), "update lessons set starts_at = now() - interval '2 days', ends_at = now() - interval '2 days' + interval '1 hour' where id = ?", [booked.body.id]);

    const off = await put(subscriptionId, { coach_id: null, reason: '退職のため' });
    expect(off.status).toBe(200);
    expect(off.body.coach).toBeNull();
    const unassigned = await support.agent.get('/admin-api/students').query({ filter: JSON.stringify({ unassigned: true, q: who.email }), range: '[0,24]' });
    expect((unassigned.body as AdminStudent[]).map((s) => s.id)).toContain(subscriptionId);
    const [event] = await sql<{ data: Record<string, unknown> }>(em.fork(), "select data from events where stream_id = ? and type = 'StudentCoachUnassigned'", [`lesson-student-${subscriptionId}`]);
    expect(event.data).toMatchObject({ previousCoachId: coaches.apex, reason: '退職のため' });
    // And assigned again from 未割当 as a first assignment.
    expect((await put(subscriptionId, { coach_id: coaches.otherApex })).status).toBe(200);
  });
});
