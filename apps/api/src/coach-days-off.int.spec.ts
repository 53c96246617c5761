import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { CoachDayOffMessages, LessonAdminMessages, type MakeUpCredit, MakeUpMessages, shiftTokyoDate, tokyoDate } from '@coaching/contracts';
import { sql } from '@coaching/server-core';
import type request from 'supertest';
import { signedUpMember, type BillingMember } from './testing/billing-members';
import { coachFixture, operatorAgent, pastLesson, startedSubscription } from './testing/lesson-fixtures';
import { startTestApi } from './testing/test-api';

const HOUR = 3600_000;
/** 'YYYY-MM-DD' of the Tokyo day `days` from today. */
const dayIn = (days: number) => shiftTokyoDate(tokyoDate(new Date()), days);
/** An instant on a Tokyo day, 'HH:mm' Tokyo. */
const at = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00+09:00`);

describe("a coach's days off (休み, issue 30): kept beside his weekly hours, refused over bookings, respected by make-ups and scheduling (real api, PostgreSQL)", () => {
  let app: NestExpressApplication;
  let em: EntityManager;
  const gameId = 46_000_000 + Math.floor(Math.random() * 1_000_000);
  type Agent = Awaited<ReturnType<typeof operatorAgent>>;
  let staff: Agent;

  beforeAll(async () => {
    app = await startTestApi();
    em = app.get(EntityManager);
    await sql(em.fork(), 'insert into games (id, name, is_purchasable, is_legacy, sort_order) values (?, ?, true, false, 9502)', [gameId, `休み ${gameId}`]);
    staff = await operatorAgent(app, { email: `days-off-staff-${gameId}@ggcoach.example`, name: '運営 休子', role: 'support', password: 'days-off-staff-password' }, '10.91.0.1');
  });
  afterAll(() => app.close());

  /** A coach who works all week, signed in to the back office as himself. */
  const coachWithAccount = async (name: string) => {
    const account = { email: `coach-${randomUUID().slice(0, 8)}@ggcoach.example`, name, role: 'coach' as const, password: 'days-off-coach-password' };
    const agent = await operatorAgent(app, account, '10.91.0.2');
    return { ...agent, coachId: await coachFixture(app, gameId, name, agent.operatorId) };
  };
  const addDayOff = (who: Agent, coachId: string, body: Record<string, unknown>) => who.agent.post(`/admin-api/coaches/${coachId}/days-off`).set('X-XSRF-TOKEN', who.token).send(body);
  const removeDayOff = (who: Agent, coachId: string, day: string) => who.agent.delete(`/admin-api/coaches/${coachId}/days-off/${day}`).set('X-XSRF-TOKEN', who.token);
  const daysOff = async (who: Agent, coachId: string) => who.agent.get(`/admin-api/coaches/${coachId}/days-off`);
  type Student = BillingMember & { subscriptionId: string };
  const student = async (coachId: string): Promise<Student> => {
    const who = await signedUpMember(app, '10.92');
    return { ...who, subscriptionId: await startedSubscription(app, who.userId, gameId, 8, coachId) };
  };
  /** A lesson four days ahead cancelled on time by the member: a make-up credit for a week after it. */
  const credit = async (who: Student, coachId: string) => {
    const lessonId = await pastLesson(app, { memberId: who.userId, coachId, subscriptionId: who.subscriptionId, startsAt: at(dayIn(4), '12:00') });
    expect((await who.agent.post(`/api/lessons/${lessonId}/cancel`).set('X-XSRF-TOKEN', who.token).send({ reason: '体調不良のため' })).status).toBe(200);
    return lessonId;
  };
  const bookMakeUp = (who: Student, creditId: string, startsAt: Date) => who.agent.post(`/api/lessons/make-ups/${creditId}/book`).set('X-XSRF-TOKEN', who.token).send({ starts_at: startsAt.toISOString() });
  const schedule = (who: Agent, body: Record<string, unknown>) => who.agent.post('/admin-api/lessons').set('X-XSRF-TOKEN', who.token).send(body);

  it('a coach adds and takes back his own days off, staff any coach’s, and another coach’s record answers 404; each is recorded on the coach’s stream', async () => {
    const coach = await coachWithAccount('休日 一郎');
    const other = await coachWithAccount('休日 二郎');
    const [first, second] = [dayIn(3), dayIn(10)];

    const added = await addDayOff(coach, coach.coachId, { day: second, note: '  通院  ' });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({ message: CoachDayOffMessages.added, data: [{ day: second, note: '通院' }] });
    expect((await addDayOff(staff, coach.coachId, { day: first })).status).toBe(201);
    expect((await daysOff(coach, coach.coachId)).body.data).toEqual([
      { day: first, note: '' },
      { day: second, note: '通院' },
    ]);

    // Another coach neither reads nor writes them; staff read them.
    expect((await daysOff(other, coach.coachId)).status).toBe(404);
    expect((await addDayOff(other, coach.coachId, { day: dayIn(5) })).status).toBe(404);
    expect((await removeDayOff(other, coach.coachId, first)).status).toBe(404);
    expect((await daysOff(staff, coach.coachId)).body.data).toHaveLength(2);

    const removed = await removeDayOff(coach, coach.coachId, first);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ message: CoachDayOffMessages.removed, data: [{ day: second, note: '通院' }] });
    const again = await removeDayOff(coach, coach.coachId, first);
    expect([again.status, again.body.message]).toEqual([404, CoachDayOffMessages.notFound]);

    const events = await sql<{ type: string; data: Record<string, unknown>; actor: string }>(
      em.fork(),
      "select type, data, metadata->'actor'->>'id' as actor from events where stream_id = ? and type like 'CoachDayOff%' order by global_position",
      [`coach-${coach.coachId}`],
    );
    expect(events).toEqual([
      { type: 'CoachDayOffAdded', data: { coachId: coach.coachId, day: second, note: '通院' }, actor: coach.operatorId },
      { type: 'CoachDayOffAdded', data: { coachId: coach.coachId, day: first, note: '' }, actor: staff.operatorId },
      { type: 'CoachDayOffRemoved', data: { coachId: coach.coachId, day: first, note: '' }, actor: coach.operatorId },
    ]);
  });

  it('refuses in Japanese, never a 500: a past day, beyond 180 days, not a date, a day twice, a long note, and a day holding a lesson (listed, to move first)', async () => {
    const coach = await coachWithAccount('休日 三郎');
    const refusals: [string, request.Response, number, string][] = [
      ['yesterday', await addDayOff(coach, coach.coachId, { day: dayIn(-1) }), 422, CoachDayOffMessages.dayInPast],
      ['181 days ahead', await addDayOff(coach, coach.coachId, { day: dayIn(181) }), 422, CoachDayOffMessages.dayTooFar],
      ['not a date', await addDayOff(coach, coach.coachId, { day: '2026-13-45' }), 422, CoachDayOffMessages.dayInvalid],
      ['no day', await addDayOff(coach, coach.coachId, {}), 422, CoachDayOffMessages.dayInvalid],
      ['a long note', await addDayOff(coach, coach.coachId, { day: dayIn(2), note: 'あ'.repeat(101) }), 422, CoachDayOffMessages.noteTooLong],
      ['a bad day to remove', await removeDayOff(coach, coach.coachId, '2026-02-31'), 404, CoachDayOffMessages.notFound],
    ];
    for (const [what, res, status, message] of refusals) expect([what, res.status, res.body.message]).toEqual([what, status, message]);
    // Today and the 180th day are the bounds, both allowed.
    expect((await addDayOff(coach, coach.coachId, { day: dayIn(0) })).status).toBe(201);
    expect((await addDayOff(coach, coach.coachId, { day: dayIn(180) })).status).toBe(201);
    const twice = await addDayOff(coach, coach.coachId, { day: dayIn(180) });
    expect([twice.status, twice.body.message]).toEqual([409, CoachDayOffMessages.alreadyOff]);

    const who = await student(coach.coachId);
    const day = dayIn(6);
    await pastLesson(app, { memberId: who.userId, coachId: coach.coachId, subscriptionId: who.subscriptionId, startsAt: at(day, '20:00') });
    await pastLesson(app, { memberId: who.userId, coachId: coach.coachId, subscriptionId: who.subscriptionId, startsAt: at(day, '09:00') });
    const booked = await addDayOff(staff, coach.coachId, { day });
    expect(booked.status).toBe(409);
    const [month, date] = [Number(day.slice(5, 7)), Number(day.slice(8, 10))];
    expect(booked.body.message).toMatch(new RegExp(`^この日には予約済みの予定があります（${month}月${date}日\\([日月火水木金土]\\) 09:00 レッスン、${month}月${date}日\\([日月火水木金土]\\) 20:00 レッスン）。先に予定を移動またはキャンセルしてから休みにしてください。$`));
    expect((await daysOff(coach, coach.coachId)).body.data.map((d: { day: string }) => d.day)).not.toContain(day);
  });

  it('a day off takes its hours out of the member’s make-up hours, and a make-up booked on it is refused; the next day stays bookable', async () => {
    const coach = await coachWithAccount('休日 四郎');
    const who = await student(coach.coachId);
    const creditId = await credit(who, coach.coachId);
    const off = dayIn(6);
    const hoursOn = async (day: string) => {
      const [listed] = (await who.agent.get('/api/lessons/make-ups')).body.data as MakeUpCredit[];
      return listed.free_hours.filter((h) => tokyoDate(new Date(h.started_at)) === day);
    };
    expect(await hoursOn(off)).toHaveLength(24);

    expect((await addDayOff(coach, coach.coachId, { day: off, note: '帰省' })).status).toBe(201);
    expect(await hoursOn(off)).toEqual([]);
    expect(await hoursOn(dayIn(7))).toHaveLength(24);

    const refused = await bookMakeUp(who, creditId, at(off, '20:00'));
    expect([refused.status, refused.body.message]).toEqual([422, MakeUpMessages.outsideCoachHours]);
    // A lesson from 23:00 the day before into the day off touches it too: refused.
    const across = await bookMakeUp(who, creditId, new Date(at(off, '00:00').getTime() - HOUR / 2));
    expect(across.status).toBe(422);
    expect((await bookMakeUp(who, creditId, at(dayIn(7), '20:00'))).status).toBe(201);
  });

  it('staff schedule a lesson on a day off only with 時間外でも登録, recorded on the event; the coach himself cannot pass it', async () => {
    const coach = await coachWithAccount('休日 五郎');
    const who = await student(coach.coachId);
    const off = dayIn(8);
    expect((await addDayOff(coach, coach.coachId, { day: off })).status).toBe(201);
    const startsAt = at(off, '19:00').toISOString();

    const refused = await schedule(staff, { member_id: who.userId, starts_at: startsAt });
    expect([refused.status, refused.body.message]).toEqual([422, CoachDayOffMessages.onDayOff]);
    const asCoach = await schedule(coach, { member_id: who.userId, starts_at: startsAt, outside_hours: true });
    expect([asCoach.status, asCoach.body.message]).toEqual([422, CoachDayOffMessages.onDayOff]);
    // Outside the weekly hours too: the same override.
    await sql(em.fork(), "update coach_weekly_hours set starts = '10:00', ends = '18:00' where coach_id = ?", [coach.coachId]);
    const night = at(dayIn(9), '21:00').toISOString();
    expect((await schedule(staff, { member_id: who.userId, starts_at: night })).body.message).toBe(LessonAdminMessages.outsideWeeklyHours);

    for (const time of [startsAt, night]) {
      const forced = await schedule(staff, { member_id: who.userId, starts_at: time, outside_hours: true });
      expect(forced.status).toBe(201);
      const [event] = await sql<{ metadata: Record<string, unknown> }>(em.fork(), "select metadata from events where stream_id = ? and type = 'LessonScheduled'", [`lesson-${forced.body.data?.id ?? forced.body.id}`]);
      expect(event.metadata).toMatchObject({ actor: { type: 'operator', id: staff.operatorId }, outsideHours: true });
    }
  });

  it('a day off and a make-up on that day, asked at the same instant: never both (the coach’s time lock orders them)', async () => {
    for (let round = 0; round < 3; round += 1) {
      const coach = await coachWithAccount(`休日 競争${round}`);
      const who = await student(coach.coachId);
      const creditId = await credit(who, coach.coachId);
      const day = dayIn(6);
      const [off, makeUp] = await Promise.all([addDayOff(coach, coach.coachId, { day }), bookMakeUp(who, creditId, at(day, '20:00'))]);
      expect([off.status, makeUp.status].filter((s) => s === 201)).toHaveLength(1);
      if (off.status === 201) expect(makeUp.body.message).toBe(MakeUpMessages.outsideCoachHours);
      else expect(off.body.message).toMatch(/^この日には予約済みの予定があります（.+ 20:00 レッスン）。/);
      const [dayOff] = await sql(em.fork(), 'select 1 from coach_days_off where coach_id = ? and day = ?', [coach.coachId, day]);
      const lessons = await sql(em.fork(), "select 1 from lessons where coach_id = ? and status <> 'cancelled' and starts_at = ?", [coach.coachId, at(day, '20:00')]);
      expect(Number(Boolean(dayOff)) + lessons.length).toBe(1);
    }
  });
});
