import { EntityManager } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { type LessonHistory, type LessonHistoryItem, LessonMessages } from '@coaching/contracts';
import { ReactorRegistry, sql } from '@coaching/server-core';
import { drainReactions } from '@coaching/server-core/testing';
import { signedUpMember, type BillingMember } from './testing/billing-members';
import { coachFixture, hoursFromNow, operatorAgent, pastLesson, startedSubscription, tokyoDayAt } from './testing/lesson-fixtures';
import { startTestApi } from './testing/test-api';

const SUPPORT = { email: 'support-member-lessons-int@ggcoach.example', name: 'サポート 五郎', role: 'support' as const, password: 'support-member-lessons-int-password' };
const DAY_MS = 24 * 3600 * 1000;

/**
 * Issue 29, a member's week: `GET /api/lessons` lists every lesson of the member, and for each one still ahead the
 * server says whether the member may cancel it and until when, or why not. The page acts on that answer alone.
 */
describe('the member’s lesson list: every lesson still ahead with its own cancel state (real api, PostgreSQL)', () => {
  let app: NestExpressApplication;
  let em: EntityManager;
  let support: Awaited<ReturnType<typeof operatorAgent>>;
  let coachId: string;
  const gameId = 46_000_000 + Math.floor(Math.random() * 1_000_000);

  beforeAll(async () => {
    app = await startTestApi();
    em = app.get(EntityManager);
    await sql(em.fork(), "insert into games (id, name, is_purchasable, is_legacy, sort_order, discord_url) values (?, ?, true, false, 9600, 'https://discord.gg/member-lessons-int')", [gameId, `一覧 ${gameId}`]);
    support = await operatorAgent(app, SUPPORT, '10.98.0.1');
    coachId = await coachFixture(app, gameId, '一覧 コーチ');
  });
  afterAll(() => app.close());

  const student = async () => {
    const who = await signedUpMember(app, '10.99');
    const subscriptionId = await startedSubscription(app, who.userId, gameId, 8, coachId);
    return { ...who, subscriptionId };
  };
  const schedule = async (memberId: string, startsAt: Date): Promise<string> => {
    const res = await support.agent.post('/admin-api/lessons').set('X-XSRF-TOKEN', support.token).send({ member_id: memberId, starts_at: startsAt.toISOString() });
    expect(res.status).toBe(201);
    return res.body.id as string;
  };
  const list = async (who: BillingMember, query = '') => {
    const res = await who.agent.get(`/api/lessons${query}`);
    expect(res.status).toBe(200);
    return res.body as LessonHistory;
  };
  const byId = (history: LessonHistory, id: string) => history.data.find((lesson) => lesson.id === id);

  it('lists a lesson inside the deadline and one six days ahead: the later one cancellable, the nearer one not, with the reason', async () => {
    const who = await student();
    // Tomorrow in Tokyo: its deadline (23:59 two days before the lesson day, i.e. yesterday) has passed whatever the
    // hour now. (26 hours ahead was two Tokyo days ahead after 22:00 in Tokyo, and its deadline still to come.)
    const near = await schedule(who.userId, tokyoDayAt(1, '20:00'));
    const later = await schedule(who.userId, hoursFromNow(24 * 6));

    const history = await list(who, '?is_group=0');
    expect(history.data.map((lesson) => lesson.id)).toEqual([later, near]);
    const nearItem = byId(history, near)!;
    expect(nearItem).toMatchObject({ status: 'scheduled', upcoming: true, cancellable: false, cancel_refusal: 'deadline-passed' });
    expect(new Date(nearItem.cancel_deadline!).getTime()).toBeLessThan(Date.now());
    const laterItem = byId(history, later)!;
    expect(laterItem).toMatchObject({ status: 'scheduled', upcoming: true, cancellable: true, cancel_refusal: null });
    // 23:59:59.999 in Tokyo, some days ahead: the last moment of the day two days before the lesson day.
    const deadline = new Date(laterItem.cancel_deadline!);
    expect(deadline.getTime()).toBeGreaterThan(Date.now() + 3 * DAY_MS);
    expect(new Date(deadline.getTime() + 1).toISOString()).toMatch(/T15:00:00\.000Z$/);
    expect(deadline.getTime()).toBeLessThan(new Date(laterItem.started_at).getTime() - DAY_MS);

    // What the list says is what the cancel command does: the nearer one is refused with the terms' reason…
    const refused = await who.agent.post(`/api/lessons/${near}/cancel`).set('X-XSRF-TOKEN', who.token).send({ reason: '急用' });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(LessonMessages.cancelDeadlinePassed);
    // …the later one, although the nearer one is the next lesson, is cancelled, and listed with its make-up credit.
    const cancelled = await who.agent.post(`/api/lessons/${later}/cancel`).set('X-XSRF-TOKEN', who.token).send({ reason: '家族の用事のため' });
    expect(cancelled.status).toBe(200);
    const after = byId(await list(who, '?is_group=0'), later)!;
    expect(after).toMatchObject({ status: 'cancelled', cancellation: 'member', upcoming: true, cancellable: false, cancel_deadline: null, cancel_refusal: null });
    expect(after.make_up_by).toBe(new Date(new Date(after.started_at).getTime() + 7 * DAY_MS).toISOString());
    expect(byId(await list(who, '?is_group=0'), near)).toMatchObject({ status: 'scheduled', cancellable: false, cancel_refusal: 'deadline-passed' });
  });

  it('never lists another member’s lessons, in any tab', async () => {
    const [mine, theirs] = await Promise.all([student(), student()]);
    const own = await schedule(mine.userId, hoursFromNow(24 * 8));
    const other = await schedule(theirs.userId, hoursFromNow(24 * 8 + 2));
    for (const query of ['', '?is_group=0', '?is_group=1']) {
      const ids = (await list(mine, query)).data.map((lesson) => lesson.id);
      expect(ids).not.toContain(other);
      expect((await list(theirs, query)).data.map((lesson) => lesson.id)).not.toContain(own);
    }
    expect((await list(mine, '?is_group=0')).data.map((lesson) => lesson.id)).toEqual([own]);
  });

  it('answers past lessons as history (nothing to cancel) and a group lesson ahead as support’s to call off', async () => {
    const who = await student();
    const past = await pastLesson(app, { memberId: who.userId, coachId, subscriptionId: who.subscriptionId, startsAt: new Date(Date.now() - 3 * DAY_MS) });
    const group = await support.agent
      .post('/admin-api/groups')
      .set('X-XSRF-TOKEN', support.token)
      .send({ name: 'チーム 一覧', type_label: '1人グループ', game_id: gameId, coach_id: coachId, members: [{ member_id: who.userId, is_leader: true, ticket_count: 1 }] });
    expect(group.status).toBe(201);
    const groupLesson = await support.agent.post('/admin-api/lessons').set('X-XSRF-TOKEN', support.token).send({ group_id: group.body.id, starts_at: hoursFromNow(24 * 10).toISOString() });
    expect(groupLesson.status).toBe(201);

    const personal = await list(who, '?is_group=0');
    expect(byId(personal, past)).toMatchObject({ upcoming: false, cancellable: false, cancel_deadline: null, cancel_refusal: null });
    const groups = await list(who, '?is_group=1');
    const item = byId(groups, groupLesson.body.id) as LessonHistoryItem;
    expect(item).toMatchObject({ group: { name: 'チーム 一覧' }, upcoming: true, cancellable: false, cancel_refusal: 'group-lesson' });
    expect(item.cancel_deadline).toEqual(expect.any(String));
  });

  it("gives a Premium member (spec §9: make-up of a lesson the day before) until 23:59 the day before: listed, mailed and applied", async () => {
    // Premium is the catalogue's plan with unlimited events (special_coaching_count -1); Standard has none.
    const plan = async (code: string, events: number) =>
      (
        await sql<{ id: number }>(em.fork(), 'insert into plans (game_id, code, name, lesson_count, special_coaching_count, tax_rate, price1) values (?, ?, ?, 4, ?, 1.1, 58000) returning id', [
          gameId,
          `${code}-${gameId}`,
          code,
          events,
        ])
      )[0].id;
    // A coach of their own: the other tests book the file's coach at hours from now, which can fall on tomorrow 20:00–22:00.
    const dayBeforeCoach = await coachFixture(app, gameId, '一覧 コーチ 前日');
    const premium = await signedUpMember(app, '10.99');
    await startedSubscription(app, premium.userId, gameId, 8, dayBeforeCoach, await plan('premium', -1));
    const standard = await signedUpMember(app, '10.99');
    await startedSubscription(app, standard.userId, gameId, 8, dayBeforeCoach, await plan('standard', 0));
    // Tomorrow (Tokyo) at 20:00: past everyone's two-days-before deadline (today began it), inside Premium's day-before one.
    const startsAt = tokyoDayAt(1, '20:00');
    const premiumLesson = await schedule(premium.userId, startsAt);
    // The same Tokyo day, an hour later (one coach teaches both).
    const standardLesson = await schedule(standard.userId, new Date(startsAt.getTime() + 3600_000));

    const premiumItem = byId(await list(premium), premiumLesson)!;
    expect(premiumItem).toMatchObject({ cancellable: true, cancel_refusal: null, cancel_terms: 'day-before' });
    // 23:59:59.999 Tokyo the day before the lesson day.
    expect(new Date(premiumItem.cancel_deadline!).getTime() + 1).toBe(startsAt.getTime() - 20 * 3600_000);
    expect(byId(await list(standard), standardLesson)).toMatchObject({ cancellable: false, cancel_refusal: 'deadline-passed', cancel_terms: 'two-days-before' });
    const latest = await premium.agent.get('/api/lessons/latest');
    expect(latest.body.data).toMatchObject({ id: premiumLesson, cancellable: true, cancel_terms: 'day-before' });

    const refused = await standard.agent.post(`/api/lessons/${standardLesson}/cancel`).set('X-XSRF-TOKEN', standard.token).send({ reason: '急用' });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(LessonMessages.cancelDeadlinePassed);
    const cancelled = await premium.agent.post(`/api/lessons/${premiumLesson}/cancel`).set('X-XSRF-TOKEN', premium.token).send({ reason: '急用' });
    expect(cancelled.status).toBe(200);
    const [row] = await sql<{ cancellation: string; make_up_by: Date }>(em.fork(), 'select cancellation, make_up_by from lessons where id = ?', [premiumLesson]);
    expect(row.cancellation).toBe('member');
    expect(new Date(row.make_up_by).getTime()).toBe(startsAt.getTime() + 7 * DAY_MS);

    // Each booking mail says the member's own deadline.
    await drainReactions(em, app.get(ReactorRegistry));
    const scheduledMail = (memberId: string) =>
      sql<{ cancel_by: string }>(em.fork(), "select payload->'locals'->>'cancelBy' as cancel_by from outbox where payload->>'toMember' = ? and payload->>'template' = 'lesson-scheduled'", [memberId]);
    expect(await scheduledMail(premium.userId)).toEqual([{ cancel_by: 'レッスン日の前日の23:59' }]);
    expect(await scheduledMail(standard.userId)).toEqual([{ cancel_by: 'レッスン日の2日前の23:59' }]);
  });

  it('keeps spec §7’s shape for a member with no lessons: an empty list and zero progress', async () => {
    const who = await student();
    expect(await list(who)).toEqual({ data: [], progress: { personal: { done: 0, total: 0 }, group: { done: 0, total: 0 } } });
  });
});
