import { EntityManager } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { type CoachMemberRatingMonth, LessonMessages, type MemberLessonRating, MemberRatingMessages } from '@coaching/contracts';
import { EventStore, sql } from '@coaching/server-core';
import { lessonStream } from '@coaching/server-lessons';
import { signedUpMember, type BillingMember } from './testing/billing-members';
import { coachFixture, hoursFromNow, operatorAgent, pastLesson, startedSubscription } from './testing/lesson-fixtures';
import { startTestApi } from './testing/test-api';

const SUPPORT = { email: 'support-ratings-int@ggcoach.example', name: 'サポート 評価', role: 'support' as const, password: 'support-ratings-int-password' };
const COACH = { email: 'coach-ratings-int@ggcoach.example', name: 'コーチ 評価', role: 'coach' as const, password: 'coach-ratings-int-password' };
const DAY = 24;

describe("the member's rating of a lesson (issue 29): rate, change within seven days, then locked; the coach's months (real api, PostgreSQL)", () => {
  let app: NestExpressApplication;
  let em: EntityManager;
  let support: Awaited<ReturnType<typeof operatorAgent>>;
  let coachOperator: Awaited<ReturnType<typeof operatorAgent>>;
  let coachId: string;
  let otherCoachId: string;
  const gameId = 46_000_000 + Math.floor(Math.random() * 1_000_000);

  beforeAll(async () => {
    app = await startTestApi();
    em = app.get(EntityManager);
    await sql(em.fork(), 'insert into games (id, name, is_purchasable, is_legacy, sort_order) values (?, ?, true, false, 9502)', [gameId, `評価 ${gameId}`]);
    support = await operatorAgent(app, SUPPORT, '10.93.0.1');
    coachOperator = await operatorAgent(app, COACH, '10.93.0.2');
    coachId = await coachFixture(app, gameId, '星野 灯', coachOperator.operatorId);
    otherCoachId = await coachFixture(app, gameId, '月島 凛');
  });
  afterAll(() => app.close());

  type Student = BillingMember & { subscriptionId: string };
  const student = async (coach = coachId): Promise<Student> => {
    const who = await signedUpMember(app, '10.94');
    return { ...who, subscriptionId: await startedSubscription(app, who.userId, gameId, 4, coach) };
  };
  const append = (lessonId: string, version: number, type: string, data: Record<string, unknown>) =>
    em.fork().transactional((tx) => app.get(EventStore).append(tx, lessonStream(lessonId), version, [{ type, data }]));
  let shift = 0;
  /** A lesson of the member about `hoursAgo` ago (a day or more ago: moved by a few hours, so a coach's lessons never overlap), attended (or missed). */
  const heldLesson = async (who: Student, hoursAgo: number, attendance: 'attended' | 'missed' | null = 'attended', coach = coachId) => {
    const startsAt = hoursFromNow(-(hoursAgo >= DAY ? hoursAgo + (shift += 1.5) : hoursAgo));
    const lessonId = await pastLesson(app, { memberId: who.userId, coachId: coach, subscriptionId: who.subscriptionId, startsAt });
    const recordedAt = new Date().toISOString();
    if (attendance === 'attended') await append(lessonId, 1, 'LessonAttended', { recordedAt });
    if (attendance === 'missed') await append(lessonId, 1, 'LessonMissed', { recordedAt, month: '2026-01' });
    return lessonId;
  };
  const rate = (who: Student, lessonId: string, body: unknown, token: string | null = who.token) => {
    const req = who.agent.put(`/api/lessons/${lessonId}/rating`);
    return (token ? req.set('X-XSRF-TOKEN', token) : req).send(body as object);
  };
  const ratings = async (who: Student) => {
    const res = await who.agent.get('/api/lessons/ratings');
    expect(res.status).toBe(200);
    return res.body.data as MemberLessonRating[];
  };

  it('rates an attended lesson once it ended, changes it within seven days, records each as an event of the member on the lesson', async () => {
    const who = await student();
    const lessonId = await heldLesson(who, 5 * DAY);

    const first = await rate(who, lessonId, { score: 4, comment: '  敵の位置の読み方がわかりました  ' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ message: MemberRatingMessages.rated, data: { lesson_id: lessonId, score: 4, comment: '敵の位置の読み方がわかりました', editable: true } });
    const changed = await rate(who, lessonId, { score: 5 });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ message: MemberRatingMessages.changed, data: { score: 5, comment: '' } });
    expect(await ratings(who)).toEqual([expect.objectContaining({ lesson_id: lessonId, score: 5, comment: '', editable: true, editable_until: changed.body.data.editable_until })]);

    const events = await sql<{ type: string; metadata: { actor: unknown } }>(em.fork(), 'select type, metadata from events where stream_id = ? order by version', [`lesson-${lessonId}`]);
    expect(events.map((e) => e.type)).toEqual(['LessonScheduled', 'LessonAttended', 'LessonRatedByMember', 'LessonRatingChanged']);
    expect(events[3].metadata.actor).toEqual({ type: 'member', id: who.userId });
    // The karte's skill marks are the coach's and untouched: no note was written.
    expect(await sql(em.fork(), 'select 1 from lesson_notes where lesson_id = ?', [lessonId])).toEqual([]);
    // A change without the CSRF header is refused (419) and changes nothing.
    expect((await rate(who, lessonId, { score: 1 }, null)).status).toBe(419);
    expect((await ratings(who))[0].score).toBe(5);
  });

  it('refuses after the seven days (a rating made in time is locked too), before the lesson ended, and a missed lesson, in Japanese', async () => {
    const who = await student();
    const old = await heldLesson(who, 9 * DAY);
    const late = await rate(who, old, { score: 3 });
    expect(late.status).toBe(422);
    expect(late.body.message).toBe(MemberRatingMessages.locked);

    const ratedOld = await heldLesson(who, 10 * DAY);
    await append(ratedOld, 2, 'LessonRatedByMember', { memberId: who.userId, score: 2, comment: '', ratedAt: hoursFromNow(-9 * DAY).toISOString() });
    const edit = await rate(who, ratedOld, { score: 5 });
    expect(edit.status).toBe(422);
    expect(edit.body.message).toBe(MemberRatingMessages.locked);
    expect((await ratings(who)).find((r) => r.lesson_id === ratedOld)).toMatchObject({ score: 2, editable: false });

    const running = await heldLesson(who, 0.5);
    const early = await rate(who, running, { score: 5 });
    expect(early.status).toBe(422);
    expect(early.body.message).toBe(MemberRatingMessages.notEnded);

    const missed = await heldLesson(who, 2 * DAY, 'missed');
    const noShow = await rate(who, missed, { score: 5 });
    expect(noShow.status).toBe(422);
    expect(noShow.body.message).toBe(MemberRatingMessages.notAttended);
  });

  it("answers another member's lesson, or no lesson, as not found (404), and bad input as 422 with the field's message", async () => {
    const who = await student();
    const other = await student();
    const theirs = await heldLesson(other, 2 * DAY);
    const res = await rate(who, theirs, { score: 5 });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(LessonMessages.lessonNotFound);
    expect((await rate(who, 'not-a-uuid', { score: 5 })).status).toBe(404);
    expect((await rate(who, '00000000-0000-4000-8000-000000000000', { score: 5 })).status).toBe(404);
    expect(await ratings(other)).toEqual([]);

    const mine = await heldLesson(who, 2 * DAY);
    for (const body of [{}, { score: 0 }, { score: 6 }, { score: 3.5 }, { score: '5' }]) {
      const bad = await rate(who, mine, body);
      expect(bad.status).toBe(422);
      expect(bad.body.errors.score).toEqual([MemberRatingMessages.scoreInvalid]);
    }
    const long = await rate(who, mine, { score: 3, comment: 'あ'.repeat(501) });
    expect(long.status).toBe(422);
    expect(long.body.errors.comment).toEqual([MemberRatingMessages.commentTooLong]);
    expect((await rate(who, mine, { score: 3, comment: 'あ'.repeat(500) })).status).toBe(200);
  });

  it("shows the coach's months: average, count per star and 満足度, to staff and to that coach only", async () => {
    const coach = await coachFixture(app, gameId, '陽向 蒼');
    const [a, b] = [await student(coach), await student(coach)];
    // This month's lessons rated through the api; an older month's ratings recorded on the lessons' streams directly.
    for (const [who, hoursAgo, score] of [[a, 26, 5], [b, 26, 4], [a, 26, 4]] as const) expect((await rate(who, await heldLesson(who, hoursAgo, 'attended', coach), { score })).status).toBe(200);
    const longAgo = new Date(Date.UTC(2026, 0, 15, 3)); // 2026-01-15 12:00 Tokyo
    for (const [who, score, hour] of [[a, 1, 0], [b, 2, 2]] as const) {
      const startsAt = new Date(longAgo.getTime() + hour * 3600_000);
      const lessonId = await pastLesson(app, { memberId: who.userId, coachId: coach, subscriptionId: who.subscriptionId, startsAt });
      await append(lessonId, 1, 'LessonAttended', { recordedAt: longAgo.toISOString() });
      await append(lessonId, 2, 'LessonRatedByMember', { memberId: who.userId, score, comment: '', ratedAt: longAgo.toISOString() });
    }

    const res = await support.agent.get(`/admin-api/coaches/${coach}/member-ratings`);
    expect(res.status).toBe(200);
    const months = res.body.data as CoachMemberRatingMonth[];
    const byMonth = new Map<string, CoachMemberRatingMonth>();
    for (const m of months) byMonth.set(m.month, m);
    // The three recent lessons may straddle a month's start; together they count three ratings averaging 4.33.
    const recent = months.filter((m) => m.month !== '2026-01');
    expect(recent.reduce((n, m) => n + m.count, 0)).toBe(3);
    const noAnswers = { yes: 0, n: 0, rate: null };
    if (recent.length === 1) {
      expect(recent[0]).toEqual({ month: recent[0].month, count: 3, average: 4.33, distribution: { '1': 0, '2': 0, '3': 0, '4': 2, '5': 1 }, satisfaction: { satisfied: 3, n: 3, rate: 1 }, progress: noAnswers });
    }
    expect(byMonth.get('2026-01')).toEqual({ month: '2026-01', count: 2, average: 1.5, distribution: { '1': 1, '2': 1, '3': 0, '4': 0, '5': 0 }, satisfaction: { satisfied: 0, n: 2, rate: 0 }, progress: noAnswers });
    expect(months.map((m) => m.month)).toEqual([...months.map((m) => m.month)].sort().reverse());

    // A coach sees their own months only; another coach's page is not found. No such coach: 404.
    expect((await coachOperator.agent.get(`/admin-api/coaches/${coach}/member-ratings`)).status).toBe(404);
    expect((await coachOperator.agent.get(`/admin-api/coaches/${otherCoachId}/member-ratings`)).status).toBe(404);
    const own = await coachOperator.agent.get(`/admin-api/coaches/${coachId}/member-ratings`);
    expect(own.status).toBe(200);
    expect(Array.isArray(own.body.data)).toBe(true);
    expect((await support.agent.get('/admin-api/coaches/00000000-0000-4000-8000-000000000000/member-ratings')).status).toBe(404);
  });
});
