import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { type CoachMemberRatingMonth, type CoachTrialConversionMonth, type ProgressQuestion, ProgressQuestionMessages, tokyoMonth, tokyoMonthRange } from '@coaching/contracts';
import { EventStore, ReactorRegistry, sql } from '@coaching/server-core';
import { drainReactions } from '@coaching/server-core/testing';
import { lessonStream } from '@coaching/server-lessons';
import { signedUpMember, type BillingMember } from './testing/billing-members';
import { coachFixture, operatorAgent, pastLesson, startedSubscription } from './testing/lesson-fixtures';
import { startTestApi } from './testing/test-api';

const SUPPORT = { email: 'support-progress-int@ggcoach.example', name: 'サポート 上達', role: 'support' as const, password: 'support-progress-int-password' };
const COACH = { email: 'coach-progress-int@ggcoach.example', name: 'コーチ 上達', role: 'coach' as const, password: 'coach-progress-int-password' };
const HOUR = 3600_000;
const DAY = 24 * HOUR;

describe('the monthly 「今月、上達を実感できましたか？」, 満足度 and 上達実感 per coach, trial conversion per coach (issues 29 and 30; real api, PostgreSQL)', () => {
  let app: NestExpressApplication;
  let em: EntityManager;
  let support: Awaited<ReturnType<typeof operatorAgent>>;
  let coachOperator: Awaited<ReturnType<typeof operatorAgent>>;
  let ownCoachId: string;
  const gameId = 47_000_000 + Math.floor(Math.random() * 1_000_000);
  const otherGameId = gameId + 1;

  beforeAll(async () => {
    app = await startTestApi();
    em = app.get(EntityManager);
    for (const id of [gameId, otherGameId]) await sql(em.fork(), 'insert into games (id, name, is_purchasable, is_legacy, sort_order) values (?, ?, true, false, 9503)', [id, `上達 ${id}`]);
    support = await operatorAgent(app, SUPPORT, '10.95.0.1');
    coachOperator = await operatorAgent(app, COACH, '10.95.0.2');
    ownCoachId = await coachFixture(app, gameId, '上達 太陽', coachOperator.operatorId);
  });
  afterAll(() => app.close());

  type Student = BillingMember & { coachId: string; subscriptionId: string };
  /** A paying member of the course with their own coach (so their lessons never meet another test's). */
  const student = async (coachId?: string): Promise<Student> => {
    const who = await signedUpMember(app, '10.96');
    const coach = coachId ?? (await coachFixture(app, gameId, `上達コーチ ${randomUUID().slice(0, 4)}`));
    return { ...who, coachId: coach, subscriptionId: await startedSubscription(app, who.userId, gameId, 4, coach) };
  };
  /** A lesson of this Tokyo month that has ended (attended unless told), `hoursAgo` hours ago at most but not before the month began. */
  const lessonThisMonth = async (who: Student, attendance: 'attended' | 'missed' | null = 'attended', hoursAgo = 3) => {
    const now = Date.now();
    const startsAt = new Date(Math.max(now - hoursAgo * HOUR, tokyoMonthRange(tokyoMonth(new Date())).from.getTime()));
    startsAt.setUTCSeconds(0, 0);
    const lessonId = await pastLesson(app, { memberId: who.userId, coachId: who.coachId, subscriptionId: who.subscriptionId, startsAt, endsAt: new Date(Math.min(startsAt.getTime() + HOUR, now - 60_000)) });
    const recordedAt = new Date().toISOString();
    if (attendance === 'attended') await append(lessonId, 1, 'LessonAttended', { recordedAt });
    if (attendance === 'missed') await append(lessonId, 1, 'LessonMissed', { recordedAt, month: tokyoMonth(new Date()) });
    return lessonId;
  };
  const append = (lessonId: string, version: number, type: string, data: Record<string, unknown>) =>
    em.fork().transactional((tx) => app.get(EventStore).append(tx, lessonStream(lessonId), version, [{ type, data }]));
  const question = async (who: BillingMember, query = `?game_id=${gameId}`) => {
    const res = await who.agent.get(`/api/lessons/progress-question${query}`);
    expect(res.status).toBe(200);
    return res.body.data as ProgressQuestion | null;
  };
  const answer = (who: BillingMember, body: unknown, token: string | null = who.token) => {
    const req = who.agent.put('/api/lessons/progress-question');
    return (token ? req.set('X-XSRF-TOKEN', token) : req).send(body as object);
  };
  const streamOf = (who: BillingMember, game = gameId) =>
    sql<{ type: string; data: Record<string, unknown>; metadata: { actor: unknown } }>(em.fork(), 'select type, data, metadata from events where stream_id = ? order by version', [`lesson-progress-${who.userId}-${game}`]);

  it('is asked from the first attended lesson of the month, answered once, changeable, and recorded as the member’s events', async () => {
    const who = await student();
    expect(await question(who)).toEqual({ month: tokyoMonth(new Date()), game_id: gameId, eligible: false, answer: null });
    const early = await answer(who, { improved: true, game_id: gameId });
    expect(early.status).toBe(422);
    expect(early.body.message).toBe(ProgressQuestionMessages.noFinishedLesson);
    // A missed lesson is not one the member had.
    await lessonThisMonth(who, 'missed', 6);
    expect((await question(who))?.eligible).toBe(false);

    await lessonThisMonth(who, 'attended', 3);
    expect(await question(who)).toMatchObject({ eligible: true, answer: null });
    // Without game_id: the member's current course (their only one).
    expect(await question(who, '')).toMatchObject({ game_id: gameId, eligible: true });

    const first = await answer(who, { improved: true, comment: '  立ち回りが安定しました  ' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ message: ProgressQuestionMessages.answered, data: { eligible: true, answer: { improved: true, comment: '立ち回りが安定しました' } } });
    const changed = await answer(who, { improved: false, game_id: gameId });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ message: ProgressQuestionMessages.changed, data: { answer: { improved: false, comment: '' } } });
    expect((await question(who))?.answer).toMatchObject({ improved: false, comment: '' });

    const events = await streamOf(who);
    expect(events.map((e) => e.type)).toEqual(['MemberProgressAnswered', 'MemberProgressAnswerChanged']);
    expect(events[0].data).toMatchObject({ memberId: who.userId, gameId, month: tokyoMonth(new Date()), coachId: who.coachId, improved: true });
    expect(events[1].metadata.actor).toEqual({ type: 'member', id: who.userId });
    // Without the CSRF header: refused (419), nothing recorded.
    expect((await answer(who, { improved: true }, null)).status).toBe(419);
    expect(await streamOf(who)).toHaveLength(2);
  });

  it('refuses another course, no course, and bad input with the Japanese message; a member never sees another member’s answer', async () => {
    const who = await student();
    await lessonThisMonth(who);
    const otherCourse = await answer(who, { improved: true, game_id: otherGameId });
    expect(otherCourse.status).toBe(422);
    expect(otherCourse.body).toEqual({ message: ProgressQuestionMessages.noCourse, errors: { game_id: [ProgressQuestionMessages.noCourse] } });
    expect(await question(who, `?game_id=${otherGameId}`)).toBeNull();
    expect(await streamOf(who, otherGameId)).toEqual([]);

    for (const [body, field, message] of [
      [{}, 'improved', ProgressQuestionMessages.answerRequired],
      [{ improved: 'はい' }, 'improved', ProgressQuestionMessages.answerRequired],
      [{ improved: true, comment: 'あ'.repeat(401) }, 'comment', ProgressQuestionMessages.commentTooLong],
      [{ improved: true, game_id: 'x' }, 'game_id', ProgressQuestionMessages.noCourse],
    ] as const) {
      const bad = await answer(who, body);
      expect(bad.status).toBe(422);
      expect(bad.body.errors[field]).toEqual([message]);
    }
    expect((await who.agent.get('/api/lessons/progress-question?game_id=-1')).status).toBe(422);
    expect((await answer(who, { improved: true, comment: 'あ'.repeat(400) })).status).toBe(200);

    // A member without a plan: no question, and an answer is refused.
    const visitor = await signedUpMember(app, '10.97');
    expect(await question(visitor, '')).toBeNull();
    const refused = await answer(visitor, { improved: true });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(ProgressQuestionMessages.noCourse);
    // An unverified member is turned away by the guard; a guest too.
    const unverified = await signedUpMember(app, '10.97', { verified: false });
    expect((await unverified.agent.get('/api/lessons/progress-question')).status).toBe(403);

    // Another paying member of the same coach, same month: their own question, unanswered.
    const classmate = await student(who.coachId);
    await lessonThisMonth(classmate, 'attended', 5);
    expect(await question(classmate)).toMatchObject({ eligible: true, answer: null });
  });

  it('ten answers sent at once by one member record exactly one first answer', async () => {
    const who = await student();
    await lessonThisMonth(who);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => answer(who, { improved: i % 2 === 0 })));
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(answers.filter((r) => r.body.message === ProgressQuestionMessages.answered)).toHaveLength(1);
    const events = await streamOf(who);
    expect(events.filter((e) => e.type === 'MemberProgressAnswered')).toHaveLength(1);
    expect(await sql(em.fork(), 'select 1 from member_progress_answers where member_id = ?', [who.userId])).toHaveLength(1);
  });

  it("shows each month's 満足度 and 上達実感 with their counts, to staff and to that coach only", async () => {
    const month = tokyoMonth(new Date());
    const students = [await student(ownCoachId), await student(ownCoachId), await student(ownCoachId)];
    // The coach's lessons one after another (one coach, no overlaps), each rated, then answered: はい, はい, いいえ.
    for (const [i, who] of students.entries()) {
      const lessonId = await lessonThisMonth(who, 'attended', 3 + i * 1.5);
      expect((await who.agent.put(`/api/lessons/${lessonId}/rating`).set('X-XSRF-TOKEN', who.token).send({ score: [5, 4, 3][i] })).status).toBe(200);
      expect((await answer(who, { improved: i < 2, game_id: gameId })).status).toBe(200);
    }
    const res = await support.agent.get(`/admin-api/coaches/${ownCoachId}/member-ratings`);
    expect(res.status).toBe(200);
    const thisMonth = (res.body.data as CoachMemberRatingMonth[]).find((m) => m.month === month);
    expect(thisMonth).toMatchObject({ count: 3, satisfaction: { satisfied: 2, n: 3 }, progress: { yes: 2, n: 3 } });
    expect(thisMonth?.satisfaction.rate).toBeCloseTo(2 / 3);
    expect(thisMonth?.progress.rate).toBeCloseTo(2 / 3);

    // The coach reads their own; another coach's figures are not found.
    const own = await coachOperator.agent.get(`/admin-api/coaches/${ownCoachId}/member-ratings`);
    expect(own.status).toBe(200);
    expect((own.body.data as CoachMemberRatingMonth[]).find((m) => m.month === month)?.progress).toEqual(thisMonth?.progress);
    const someoneElse = (await student()).coachId;
    expect((await coachOperator.agent.get(`/admin-api/coaches/${someoneElse}/member-ratings`)).status).toBe(404);
  });

  describe('trial conversion per coach and month', () => {
    /** A trial of the member with the coach `daysAgo` days ago, attended or a no-show, appended as the trials decider appends it. */
    const pastTrial = async (memberId: string, coachId: string, startsAt: Date, attended: boolean) => {
      const trialId = randomUUID();
      const iso = startsAt.toISOString();
      const endsAt = new Date(startsAt.getTime() + HOUR).toISOString();
      const before = new Date(startsAt.getTime() - 2 * DAY).toISOString();
      await em.fork().transactional((tx) =>
        app.get(EventStore).append(tx, { id: `trial-${trialId}`, type: 'trial' }, 0, [
          { type: 'TrialRequested', data: { trialId, memberId, gameId, lastName: '体験', firstName: '花子', startsAt: iso, endsAt, requestedAt: before } },
          { type: 'TrialHeld', data: { trialId, coachId, heldUntil: before } },
          { type: 'TrialBooked', data: { trialId, memberId, gameId, coachId, startsAt: iso, endsAt, bookedAt: before } },
          { type: attended ? 'TrialAttended' : 'TrialNoShow', data: { trialId, memberId, recordedAt: endsAt } },
        ]),
      );
      return trialId;
    };
    /** Billing's SubscriptionStarted, paid at `paidAt`, then the reactions run as the worker would. */
    const paidPlan = async (memberId: string, paidAt: Date) => {
      const subscriptionId = randomUUID();
      await em.fork().transactional((tx) =>
        app.get(EventStore).append(tx, { id: `subscription-${subscriptionId}`, type: 'subscription' }, 0, [
          {
            type: 'SubscriptionStarted',
            data: { subscriptionId, memberId, planId: 1, gameId, lessonsPerMonth: 4, paymentId: randomUUID(), months: 1, startsAt: paidAt.toISOString(), endsAt: new Date(paidAt.getTime() + 30 * DAY).toISOString() },
          },
        ]),
      );
      await drainReactions(em, app.get(ReactorRegistry));
    };
    const rowsOf = async (coachId: string, agent = support.agent) => {
      const res = await agent.get('/admin-api/trial-conversion/coaches?months=6');
      expect(res.status).toBe(200);
      return (res.body.data as CoachTrialConversionMonth[]).filter((r) => r.coach_id === coachId);
    };

    it('counts held trials and no-shows per month; a purchase on day 29 converts, on day 31 does not, and a no-show never counts as held', async () => {
      const coachId = await coachFixture(app, gameId, '体験 転換');
      // Two trials in the middle of one Tokyo month, 45 days back at most: both their purchases have happened by now.
      const trialAt = new Date(tokyoMonthRange(tokyoMonth(new Date(Date.now() - 45 * DAY))).from.getTime() + 3 * DAY + 3 * HOUR);
      const [day29, day31, noShow, never] = [await signedUpMember(app, '10.98'), await signedUpMember(app, '10.98'), await signedUpMember(app, '10.98'), await signedUpMember(app, '10.98')];
      await pastTrial(day29.userId, coachId, trialAt, true);
      await pastTrial(day31.userId, coachId, new Date(trialAt.getTime() + 2 * HOUR), true);
      await pastTrial(noShow.userId, coachId, new Date(trialAt.getTime() + 4 * HOUR), false);
      await pastTrial(never.userId, coachId, new Date(trialAt.getTime() + 6 * HOUR), true);
      await paidPlan(day29.userId, new Date(trialAt.getTime() + 29 * DAY));
      await paidPlan(day31.userId, new Date(trialAt.getTime() + 2 * HOUR + 31 * DAY));
      // Both purchases were recorded as conversions at the moment paid; only the one within 30 days counts.
      const converted = await sql<{ member_id: string; days: number }>(em.fork(), 'select member_id, extract(day from converted_at - starts_at)::int as days from trials where coach_id = ? and converted_at is not null order by days', [coachId]);
      expect(converted).toEqual([
        { member_id: day29.userId, days: 29 },
        { member_id: day31.userId, days: 31 },
      ]);

      expect(await rowsOf(coachId)).toEqual([{ month: tokyoMonth(trialAt), coach_id: coachId, coach_name: '体験 転換', attended: 3, no_shows: 1, converted: 1, rate: 1 / 3 }]);
      // A coach has no trial figures (admin and support only); bad input is 422 in Japanese.
      expect((await coachOperator.agent.get('/admin-api/trial-conversion/coaches')).status).toBe(403);
      const bad = await support.agent.get('/admin-api/trial-conversion/coaches?months=25');
      expect(bad.status).toBe(422);
      expect(bad.body.errors.months).toEqual(['期間は1〜24か月で指定してください。']);
    });
  });
});
