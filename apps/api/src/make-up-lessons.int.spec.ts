import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { LessonMessages, type MakeUpCredit, MakeUpMessages } from '@coaching/contracts';
import { EventStore, ReactorRegistry, sql } from '@coaching/server-core';
import { drainReactions } from '@coaching/server-core/testing';
import request from 'supertest';
import { signedUpMember, type BillingMember } from './testing/billing-members';
import { coachFixture, pastLesson, startedSubscription } from './testing/lesson-fixtures';
import { startTestApi } from './testing/test-api';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;
/** A whole hour `hours` (rounded up to the hour) from now: make-ups start on the hour. */
const wholeHourIn = (hours: number) => new Date(Math.ceil((Date.now() + hours * HOUR) / HOUR) * HOUR);

describe('make-ups the member books themselves (issue 29): credits, the coach’s free hours, the race-safe booking (real api, PostgreSQL)', () => {
  let app: NestExpressApplication;
  let em: EntityManager;
  const gameId = 45_000_000 + Math.floor(Math.random() * 1_000_000);

  beforeAll(async () => {
    app = await startTestApi();
    em = app.get(EntityManager);
    await sql(em.fork(), "insert into games (id, name, is_purchasable, is_legacy, sort_order, discord_url) values (?, ?, true, false, 9501, 'https://discord.gg/make-ups-int')", [gameId, `振替 ${gameId}`]);
  });
  afterAll(() => app.close());

  const react = () => drainReactions(em, app.get(ReactorRegistry));
  const coach = (name = '振替 コーチ') => coachFixture(app, gameId, name);
  type Student = BillingMember & { subscriptionId: string };
  const student = async (coachId: string, ip = '10.97'): Promise<Student> => {
    const who = await signedUpMember(app, ip);
    return { ...who, subscriptionId: await startedSubscription(app, who.userId, gameId, 4, coachId) };
  };
  /** A lesson of the member `inHours` ahead, cancelled on time by the member through the api: a make-up credit. */
  const credit = async (who: Student, coachId: string, inHours = 24 * 4) => {
    const lessonId = await pastLesson(app, { memberId: who.userId, coachId, subscriptionId: who.subscriptionId, startsAt: wholeHourIn(inHours) });
    const cancel = await who.agent.post(`/api/lessons/${lessonId}/cancel`).set('X-XSRF-TOKEN', who.token).send({ reason: '体調不良のため' });
    expect(cancel.status).toBe(200);
    return lessonId;
  };
  const makeUps = async (who: Student) => {
    const res = await who.agent.get('/api/lessons/make-ups');
    expect(res.status).toBe(200);
    return res.body.data as MakeUpCredit[];
  };
  const book = (who: Student, creditId: string, startsAt: Date | string | undefined) =>
    who.agent
      .post(`/api/lessons/make-ups/${creditId}/book`)
      .set('X-XSRF-TOKEN', who.token)
      .send(startsAt === undefined ? {} : { starts_at: startsAt instanceof Date ? startsAt.toISOString() : startsAt });
  const creditUsedBy = async (creditId: string) => (await sql<{ credit_used_by: string | null }>(em.fork(), 'select credit_used_by from lessons where id = ?', [creditId]))[0].credit_used_by;
  const lessonsAt = async (coachId: string, startsAt: Date) =>
    sql<{ id: string; member_id: string; source: string; make_up_for: string }>(em.fork(), "select id, member_id, source, make_up_for from lessons where coach_id = ? and starts_at = ? and status <> 'cancelled'", [coachId, startsAt]);

  it('lists an on-time cancel’s credit with its week and the coach’s free hours: their lessons, trial seats and the member’s own lessons left out', async () => {
    const coachId = await coach('早瀬 凪');
    const who = await student(coachId);
    const other = await student(coachId);
    const creditId = await credit(who, coachId, 24 * 4);
    const [{ starts_at }] = await sql<{ starts_at: Date }>(em.fork(), 'select starts_at from lessons where id = ?', [creditId]);
    const lessonStart = new Date(starts_at);

    const taken = wholeHourIn(24 * 2);
    await pastLesson(app, { memberId: other.userId, coachId, subscriptionId: other.subscriptionId, startsAt: taken });
    const trialHour = new Date(taken.getTime() + 2 * HOUR);
    await sql(em.fork(), "insert into trial_seats (trial_id, game_id, coach_id, member_id, starts_at, ends_at, state) values (?, ?, ?, ?, ?, ?, 'booked')", [
      randomUUID(),
      gameId,
      coachId,
      randomUUID(),
      trialHour,
      new Date(trialHour.getTime() + HOUR),
    ]);

    const [listed, ...more] = await makeUps(who);
    expect(more).toEqual([]);
    expect(listed).toMatchObject({
      lesson_id: creditId,
      cancelled_lesson: { started_at: lessonStart.toISOString(), ended_at: new Date(lessonStart.getTime() + HOUR).toISOString() },
      make_up_by: new Date(lessonStart.getTime() + 7 * DAY).toISOString(),
      coach: { name: '早瀬 凪' },
      minutes: 60,
    });
    const free = listed.free_hours.map((h) => h.started_at);
    expect(free).not.toContain(taken.toISOString());
    expect(free).not.toContain(trialHour.toISOString());
    expect(free).toContain(new Date(taken.getTime() + HOUR).toISOString());
    expect(free[0] > new Date().toISOString()).toBe(true);
    expect(free.at(-1)! <= listed.make_up_by).toBe(true);
    // The other member (no credit) has none; their lesson is not theirs to see here either.
    expect(await makeUps(other)).toEqual([]);
  });

  it('books the make-up in a free hour: 201 with the lesson, the credit used once, mails to the member and the coach, and the calendar feed shows it', async () => {
    const coachId = await coach('水野 航');
    const who = await student(coachId);
    await sql(em.fork(), "update users set last_name = '山田', first_name = '太郎' where id = ?", [who.userId]);
    const creditId = await credit(who, coachId);
    const [listed] = await makeUps(who);
    const hour = listed.free_hours[5];

    const res = await book(who, creditId, hour.started_at);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ message: MakeUpMessages.booked, data: { started_at: hour.started_at, ended_at: hour.ended_at, coach: { name: '水野 航' }, status: 'scheduled' } });
    const [lesson] = await lessonsAt(coachId, new Date(hour.started_at));
    expect(lesson).toMatchObject({ id: res.body.data.id, member_id: who.userId, source: 'make-up', make_up_for: creditId });
    expect(await creditUsedBy(creditId)).toBe(lesson.id);
    expect(await makeUps(who)).toEqual([]);
    // The member's list says the cancelled lesson's make-up is booked, and lists the make-up itself.
    const listed2 = (await who.agent.get('/api/lessons?is_group=0')).body.data as { id: string; make_up_booked: boolean }[];
    expect(listed2.find((l) => l.id === creditId)?.make_up_booked).toBe(true);
    expect(listed2.find((l) => l.id === lesson.id)?.make_up_booked).toBe(false);
    const [event] = await sql<{ metadata: { actor: { type: string; id: string } } }>(em.fork(), "select metadata from events where stream_id = ? and type = 'LessonScheduled'", [`lesson-${lesson.id}`]);
    expect(event.metadata.actor).toEqual({ type: 'member', id: who.userId });

    // A second lesson naming the used credit, appended past every check of the command (as a support booking or a bug
    // would): the projection refuses it and the append rolls back, events included.
    const second = randomUUID();
    const [{ data: first }] = await sql<{ data: Record<string, unknown> }>(em.fork(), "select data from events where stream_id = ? and type = 'LessonScheduled'", [`lesson-${lesson.id}`]);
    const data = { ...first, lessonId: second, startsAt: listed.free_hours[7].started_at, endsAt: listed.free_hours[7].ended_at };
    const sneaked = em.fork().transactional((tx) => app.get(EventStore).append(tx, { id: `lesson-${second}`, type: 'lesson' }, 0, [{ type: 'LessonScheduled', data }]));
    await expect(sneaked).rejects.toMatchObject({ code: 'LESSON.MAKE_UP_CREDIT_USED' });
    expect(await sql(em.fork(), 'select 1 from lessons where id = ?', [second])).toEqual([]);
    expect(await sql(em.fork(), 'select 1 from events where stream_id = ?', [`lesson-${second}`])).toEqual([]);

    // The used credit again: refused, nothing more booked.
    const again = await book(who, creditId, listed.free_hours[6].started_at);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MakeUpMessages.creditUsed);

    await react();
    const memberMails = await sql<{ locals: Record<string, unknown> }>(em.fork(), "select payload->'locals' as locals from outbox where payload->>'toMember' = ? and payload->>'template' = 'lesson-make-up-booked'", [who.userId]);
    expect(memberMails.map((m) => m.locals)).toEqual([expect.objectContaining({ startsAt: hour.started_at, endsAt: hour.ended_at, coachName: '水野 航', discordUrl: 'https://discord.gg/make-ups-int' })]);
    const coachMails = await sql<{ locals: Record<string, unknown> }>(
      em.fork(),
      "select payload->'locals' as locals from outbox where payload->'to'->>0 = (select email from coaches where id = ?) and payload->>'template' = 'lesson-make-up-booked-coach'",
      [coachId],
    );
    expect(coachMails.map((m) => m.locals)).toEqual([expect.objectContaining({ startsAt: hour.started_at, lessonId: lesson.id, coachName: '水野 航', studentName: '山田 太郎' })]);

    const issued = await who.agent.post('/api/lessons/calendar-feed').set('X-XSRF-TOKEN', who.token);
    const feed = await request(app.getHttpServer()).get(new URL(issued.body.data.url).pathname);
    expect(feed.status).toBe(200);
    expect(feed.text).toContain(`lesson-${lesson.id}@ggcoach`);
    expect(feed.text).toContain('水野 航');
  });

  it('refuses, with the status and a Japanese message, never a 500: bad input, outside the window, an hour not free, someone else’s credit, a late cancel, the coach’s off hours', async () => {
    const coachId = await coach('谷口 蓮');
    const who = await student(coachId);
    const stranger = await student(coachId);
    const creditId = await credit(who, coachId, 24 * 3);
    const [listed] = await makeUps(who);
    const deadline = new Date(listed.make_up_by);
    const free = new Date(listed.free_hours[2].started_at);

    const refusals: [string, request.Response, number, string][] = [
      ['no start', await book(who, creditId, undefined), 422, MakeUpMessages.startRequired],
      ['not a time', await book(who, creditId, 'あした'), 422, MakeUpMessages.startRequired],
      ['not on the hour', await book(who, creditId, new Date(free.getTime() + 30 * 60_000)), 422, MakeUpMessages.startNotOnTheHour],
      ['in the past', await book(who, creditId, new Date(Math.floor(Date.now() / HOUR) * HOUR - HOUR)), 422, LessonMessages.startsInPast],
      ['after the deadline', await book(who, creditId, new Date(Math.ceil(deadline.getTime() / HOUR) * HOUR + HOUR)), 422, MakeUpMessages.outsideWindow],
      ['not a credit id', await book(who, 'not-a-uuid', free), 404, MakeUpMessages.creditNotFound],
      ['an unknown credit', await book(who, randomUUID(), free), 404, MakeUpMessages.creditNotFound],
      ['someone else’s credit', await book(stranger, creditId, free), 404, MakeUpMessages.creditNotFound],
    ];
    for (const [what, res, status, message] of refusals) expect([what, res.status, res.body.message]).toEqual([what, status, message]);

    // An hour another student of the coach has: taken.
    const takenHour = new Date(listed.free_hours[3].started_at);
    await pastLesson(app, { memberId: stranger.userId, coachId, subscriptionId: stranger.subscriptionId, startsAt: takenHour });
    const taken = await book(who, creditId, takenHour);
    expect([taken.status, taken.body.message]).toEqual([409, MakeUpMessages.hourTaken]);
    // An hour the member has another lesson: their own clash.
    const ownHour = new Date(listed.free_hours[4].started_at);
    await pastLesson(app, { memberId: who.userId, coachId: await coach('別 コーチ'), subscriptionId: who.subscriptionId, startsAt: ownHour });
    const busy = await book(who, creditId, ownHour);
    expect([busy.status, busy.body.message]).toEqual([409, MakeUpMessages.memberBusy]);
    // An hour outside the coach's weekly hours.
    const offHour = new Date(listed.free_hours[6].started_at);
    await sql(em.fork(), 'delete from coach_weekly_hours where coach_id = ?', [coachId]);
    const off = await book(who, creditId, offHour);
    expect([off.status, off.body.message]).toEqual([422, MakeUpMessages.outsideCoachHours]);
    expect(await creditUsedBy(creditId)).toBeNull();

    // A lesson cancelled late (support, after the deadline) gives no credit.
    const late = await student(coachId);
    const lateLesson = await pastLesson(app, { memberId: late.userId, coachId, subscriptionId: late.subscriptionId, startsAt: wholeHourIn(10) });
    await sql(em.fork(), "update lessons set status = 'cancelled', cancellation = 'member-late', make_up_by = null where id = ?", [lateLesson]);
    expect(await makeUps(late)).toEqual([]);
    const noCredit = await book(late, lateLesson, free);
    expect([noCredit.status, noCredit.body.message]).toEqual([404, MakeUpMessages.creditNotFound]);
  });

  it('makes a lesson up in its own course: a member of two courses books with the coach of the cancelled lesson, not the plan running longest', async () => {
    const otherGame = gameId + 1;
    await sql(em.fork(), 'insert into games (id, name, is_purchasable, is_legacy, sort_order) values (?, ?, true, false, 9502) on conflict (id) do nothing', [otherGame, `振替B ${otherGame}`]);
    const first = await coach('一宮 湊');
    const second = await coachFixture(app, otherGame, '二階堂 凛');
    const who = await student(first);
    // A second course, bought later and running longer, with its own coach.
    const later = await startedSubscription(app, who.userId, otherGame, 4, second);
    await sql(em.fork(), "update lesson_students set ends_at = ends_at + interval '1 day' where subscription_id = ?", [later]);
    const creditId = await credit(who, first, 24 * 3);

    const [listed] = await makeUps(who);
    expect(listed).toMatchObject({ lesson_id: creditId, coach: { name: '一宮 湊' } });
    const res = await book(who, creditId, listed.free_hours[2].started_at);
    expect(res.status).toBe(201);
    expect(res.body.data.coach).toEqual({ name: '一宮 湊' });
    const [lesson] = await sql<{ coach_id: string; subscription_id: string }>(em.fork(), 'select coach_id, subscription_id from lessons where id = ?', [res.body.data.id]);
    expect(lesson).toEqual({ coach_id: first, subscription_id: who.subscriptionId });
  });

  it('10 members with credits race for one make-up hour of one coach: exactly one booking; the nine others get 409 in Japanese and keep their credit', async () => {
    const coachId = await coach('一ノ瀬 駿');
    const members: Student[] = [];
    for (let i = 0; i < 10; i += 5) members.push(...(await Promise.all(Array.from({ length: 5 }, () => student(coachId, '10.98')))));
    // Each member's own lesson (a different hour of the same coach), cancelled on time.
    const credits = await Promise.all(members.map((m, i) => credit(m, coachId, 24 * 3 + i)));
    const hour = wholeHourIn(24 * 5 + 12);
    for (const m of members) expect((await makeUps(m))[0].free_hours.map((h) => h.started_at)).toContain(hour.toISOString());

    const answers = await Promise.all(members.map((m, i) => book(m, credits[i], hour)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    const refused = answers.filter((r) => r.status !== 201);
    expect(refused.map((r) => [r.status, r.body.message])).toEqual(Array(9).fill([409, MakeUpMessages.hourTaken]));

    const booked = await lessonsAt(coachId, hour);
    expect(booked).toHaveLength(1);
    const winner = members.findIndex((m) => m.userId === booked[0].member_id);
    expect(booked[0].make_up_for).toBe(credits[winner]);
    const [{ events }] = await sql<{ events: string }>(em.fork(), "select count(*) as events from events where type = 'LessonScheduled' and data->>'coachId' = ? and data->>'startsAt' = ?", [coachId, hour.toISOString()]);
    expect(Number(events)).toBe(1);
    for (const [i, m] of members.entries()) {
      if (i === winner) continue;
      expect(await creditUsedBy(credits[i])).toBeNull();
      const [still] = await makeUps(m);
      expect(still.lesson_id).toBe(credits[i]);
      expect(still.free_hours.map((h) => h.started_at)).not.toContain(hour.toISOString());
    }
  });

  it('one member double-clicking (five requests at once, one credit, one hour) books once', async () => {
    const coachId = await coach('二階堂 湊');
    const who = await student(coachId);
    const creditId = await credit(who, coachId);
    const hour = wholeHourIn(24 * 2 + 6);
    const answers = await Promise.all(Array.from({ length: 5 }, () => book(who, creditId, hour)));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(answers.filter((r) => r.status === 409).map((r) => r.body.message)).toEqual(Array(4).fill(MakeUpMessages.creditUsed));
    const [{ count }] = await sql<{ count: string }>(em.fork(), "select count(*) from lessons where make_up_for = ? and status <> 'cancelled'", [creditId]);
    expect(Number(count)).toBe(1);
  });
});
