import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { CommandBus } from '@nestjs/cqrs';
import { AgendaMessages, type CoachAgenda, shiftTokyoDate, tokyoDate, TrialMessages } from '@coaching/contracts';
import { EventStore, sql } from '@coaching/server-core';
import { ConfirmTrialCommand, HoldTrialCommand, trialStream } from '@coaching/server-trials';
import { signedUpMember } from './testing/billing-members';
import { coachFixture, operatorAgent, pastLesson, startedSubscription } from './testing/lesson-fixtures';
import { startTestApi } from './testing/test-api';

jest.setTimeout(120_000);

const SUPPORT = { email: 'support-agenda-int@ggcoach.example', name: 'サポート 予定', role: 'support' as const, password: 'support-agenda-int-password' };
const COACH = { email: 'coach-agenda-int@ggcoach.example', name: 'コーチ 予定', role: 'coach' as const, password: 'coach-agenda-int-password' };
const OTHER_COACH = { email: 'coach2-agenda-int@ggcoach.example', name: 'コーチ 別', role: 'coach' as const, password: 'coach2-agenda-int-password' };

const HOUR = 3600_000;
const VALORANT = 2;
/** The whole hour `hours` from now (trials start on the hour). */
const onTheHour = (hours: number) => new Date(Math.floor((Date.now() + hours * HOUR) / HOUR) * HOUR);
/** `YYYY-MM-DD HH:mm` in Tokyo, as the trial form sends a start. */
const tokyoStart = (at: Date) => new Date(at.getTime() + 9 * HOUR).toISOString().slice(0, 16).replace('T', ' ');

describe('the coach agenda: lessons and trials of one coach, composed (real api, PostgreSQL)', () => {
  let app: NestExpressApplication;
  let em: EntityManager;
  let support: Awaited<ReturnType<typeof operatorAgent>>;
  let coach: Awaited<ReturnType<typeof operatorAgent>>;
  let otherCoach: Awaited<ReturnType<typeof operatorAgent>>;
  let coachId: string;
  let otherCoachId: string;
  // A game of this file alone: only its coaches take its trials, so a trial booked here goes to the coach chosen.
  const gameId = 46_000_000 + Math.floor(Math.random() * 1_000_000);
  const today = tokyoDate(new Date());

  beforeAll(async () => {
    app = await startTestApi();
    em = app.get(EntityManager);
    await sql(em.fork(), "insert into games (id, name, is_purchasable, is_legacy, sort_order) values (?, ?, true, false, 9600)", [gameId, `予定 ${gameId}`]);
    support = await operatorAgent(app, SUPPORT, '10.93.0.1');
    coach = await operatorAgent(app, COACH, '10.93.0.2');
    otherCoach = await operatorAgent(app, OTHER_COACH, '10.93.0.3');
    await sql(em.fork(), 'update coaches set operator_id = null where operator_id = any(?::uuid[])', [`{${coach.operatorId},${otherCoach.operatorId}}`]);
    coachId = await coachFixture(app, gameId, '予定 翔', coach.operatorId);
    otherCoachId = await coachFixture(app, gameId, '別府 湊', otherCoach.operatorId);
  });
  afterAll(() => app.close());

  const agenda = (who: { agent: Awaited<ReturnType<typeof operatorAgent>>['agent'] }, query: Record<string, string>) => who.agent.get(`/admin-api/agenda?${new URLSearchParams(query)}`);
  const markTrial = (who: Awaited<ReturnType<typeof operatorAgent>>, trialId: string, attended: boolean) =>
    who.agent.post(`/admin-api/trials/${trialId}/attendance`).set('X-XSRF-TOKEN', who.token).send({ attended });

  /** A member with Discord linked (as a trial requires), their name and Discord as identity keeps them. */
  async function member(lastName: string, firstName: string, discord: string) {
    const who = await signedUpMember(app, '10.94');
    await sql(em.fork(), 'update users set last_name = ?, first_name = ?, is_discord_login = true, discord_user_id = ?, discord_username = ?, discord_id = ? where id = ?', [lastName, firstName, `${Date.now()}${Math.floor(Math.random() * 1e6)}`, discord, discord, who.userId]);
    return who;
  }

  /**
   * A trial booked with `coach`, as the trial commands would have appended it when it was booked (two days before
   * its start): the api books only ahead of now and lets the slot's coach be chosen by the seats, not by the test.
   */
  async function bookedTrial(memberId: string, coach: string, startsAt: Date, names = { lastName: '体験', firstName: '太郎' }) {
    const trialId = randomUUID();
    const endsAt = new Date(startsAt.getTime() + HOUR).toISOString();
    const at = new Date(startsAt.getTime() - 2 * 24 * HOUR).toISOString();
    const trial = { trialId, memberId, gameId, startsAt: startsAt.toISOString(), endsAt };
    await em.fork().transactional((tx) =>
      app.get(EventStore).append(tx, trialStream(trialId), 0, [
        { type: 'TrialRequested', data: { ...trial, ...names, requestedAt: at } },
        { type: 'TrialHeld', data: { trialId, coachId: coach, heldUntil: new Date(Date.parse(at) + 600_000).toISOString() } },
        { type: 'TrialBooked', data: { ...trial, coachId: coach, bookedAt: at } },
      ]),
    );
    return trialId;
  }

  it('merges the coach’s lessons and trials of the days asked in time order, with the member, game, Discord, kind and last notes', async () => {
    const student = await member('受講', '一子', 'jukou#0001');
    const subscriptionId = await startedSubscription(app, student.userId, gameId, 8, coachId);
    // Four attended lessons with notes, long ago: the agenda carries the last three, newest first.
    const noted: string[] = [];
    for (const daysAgo of [40, 30, 20, 10]) {
      const id = await pastLesson(app, { memberId: student.userId, coachId, subscriptionId, startsAt: new Date(Date.now() - daysAgo * 24 * HOUR) });
      expect((await coach.agent.post(`/admin-api/lessons/${id}/attendance`).set('X-XSRF-TOKEN', coach.token).send({ attended: true })).status).toBe(200);
      const note = { worked_on: `${daysAgo}日前の内容`, homework: '', ratings: { aim: 3, movement: 3, game_sense: 3, communication: 3 } };
      expect((await coach.agent.put(`/admin-api/lessons/${id}/karte`).set('X-XSRF-TOKEN', coach.token).send(note)).status).toBe(200);
      noted.push(id);
    }
    // Today: a lesson two hours ago, a make-up an hour ago; a trial between them; another coach's lesson at the same time.
    const lessonStart = onTheHour(-3);
    const lesson = await pastLesson(app, { memberId: student.userId, coachId, subscriptionId, startsAt: lessonStart });
    const makeUp = await pastLesson(app, { memberId: student.userId, coachId, subscriptionId, startsAt: new Date(lessonStart.getTime() + 2 * HOUR), source: 'make-up' });
    const theirs = await member('他', '受講者', 'hoka');
    const notMine = await pastLesson(app, { memberId: theirs.userId, coachId: otherCoachId, subscriptionId: await startedSubscription(app, theirs.userId, gameId, 4, otherCoachId), startsAt: lessonStart });
    const visitor = await member('体験', '花子', 'hanako_trial');
    const trialStart = new Date(lessonStart.getTime() + HOUR);
    const trial = await bookedTrial(visitor.userId, coachId, trialStart);
    // Another coach's trial then is not his.
    const theirTrial = await bookedTrial((await member('他', '体験者', 'hoka2')).userId, otherCoachId, trialStart);

    // Three hours back may reach into yesterday (Tokyo): ask for that day and the next.
    const from = tokyoDate(lessonStart);
    const to = shiftTokyoDate(from, 1);
    const res = await agenda(coach, { from, to });
    expect(res.status).toBe(200);
    const body = res.body as CoachAgenda;
    expect(body).toMatchObject({ coach: { id: coachId, name: '予定 翔' }, from, to });
    const ids = body.entries.map((e) => e.id);
    expect(ids).not.toContain(notMine);
    expect(ids).not.toContain(theirTrial);
    expect(ids.filter((id) => [lesson, trial, makeUp].includes(id))).toEqual([lesson, trial, makeUp]);
    const starts = body.entries.map((e) => e.starts_at);
    expect(starts).toEqual([...starts].sort());

    const lessonEntry = body.entries.find((e) => e.id === lesson)!;
    expect(lessonEntry).toMatchObject({
      type: 'lesson',
      kind: 'lesson',
      starts_at: lessonStart.toISOString(),
      member: { id: student.userId, name: '受講 一子', discord_username: 'jukou#0001', discord_id: 'jukou#0001' },
      game: { id: gameId, name: `予定 ${gameId}` },
      lesson: { id: lesson, status: 'scheduled', coach: { id: coachId } },
    });
    expect(lessonEntry.recent_notes.map((n) => n.lesson_id)).toEqual([noted[3], noted[2], noted[1]]);
    expect(lessonEntry.recent_notes[0]).toMatchObject({ worked_on: '10日前の内容', coach: { name: '予定 翔' } });
    expect(body.entries.find((e) => e.id === makeUp)).toMatchObject({ type: 'lesson', kind: 'make_up' });
    expect(body.entries.find((e) => e.id === trial)).toMatchObject({
      type: 'trial',
      kind: 'trial',
      status: 'booked',
      starts_at: trialStart.toISOString(),
      member: { id: visitor.userId, name: '体験 花子', discord_username: 'hanako_trial' },
      game: { id: gameId },
      recent_notes: [],
    });

    // Staff open the same agenda by naming the coach.
    const staffView = await agenda(support, { coach_id: coachId, from, to });
    expect(staffView.status).toBe(200);
    expect((staffView.body as CoachAgenda).entries.map((e) => e.id)).toEqual(ids);
  });

  it('lists a trial the moment it is booked through the trial commands, before any reaction runs', async () => {
    // The trial form's games are APEX (1) and VALORANT (2): a VALORANT coach of this file takes trials all day then.
    await sql(em.fork(), "insert into games (id, name, is_purchasable, is_legacy, sort_order) values (2, 'VALORANT', true, false, 2) on conflict (id) do nothing");
    const trialCoach = await coachFixture(app, VALORANT, '即時 蓮');
    const startsAt = onTheHour(24 * 3);
    const weekday = new Date(startsAt.getTime() + 9 * HOUR).getUTCDay();
    const hours = await support.agent.post('/admin-api/trial-hours').set('X-XSRF-TOKEN', support.token).send({ game_id: VALORANT, coach_id: trialCoach, weekday, start: '00:00', end: '24:00' });
    expect(hours.status).toBe(201);
    const visitor = await member('即時', '予約', 'sokuji');
    const commands = app.get(CommandBus);
    const { trialId } = await commands.execute(new HoldTrialCommand(visitor.userId, true, { last_name: '即時', first_name: '予約', start: tokyoStart(startsAt), game_id: VALORANT }));
    await commands.execute(new ConfirmTrialCommand(visitor.userId, trialId));
    // The seat may go to any VALORANT coach free then (the shared database has others): read that coach's agenda.
    const [{ coach_id }] = await sql<{ coach_id: string }>(em.fork(), 'select coach_id from trials where id = ?', [trialId]);
    const after = (await agenda(support, { coach_id, from: tokyoDate(startsAt) })).body as CoachAgenda;
    expect(after.entries.find((e) => e.id === trialId)).toMatchObject({ type: 'trial', status: 'booked', starts_at: startsAt.toISOString(), member: { name: '即時 予約', discord_username: 'sokuji' }, game: { id: VALORANT } });
  });

  it('refuses a span longer than 14 days, reversed or malformed days, and staff not naming a coach, with the Japanese message (422)', async () => {
    const tooLong = await agenda(coach, { from: today, to: shiftTokyoDate(today, 14) });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body).toEqual({ message: AgendaMessages.rangeTooLong, errors: { to: [AgendaMessages.rangeTooLong] } });
    expect((await agenda(coach, { from: today, to: shiftTokyoDate(today, 13) })).status).toBe(200);
    const reversed = await agenda(coach, { from: today, to: shiftTokyoDate(today, -1) });
    expect(reversed.status).toBe(422);
    expect(reversed.body.message).toBe(AgendaMessages.rangeReversed);
    for (const bad of [{}, { from: '2026-13-01' }, { from: 'tomorrow' }, { from: today, to: '2026/12/01' }]) {
      const res = await agenda(coach, bad as Record<string, string>);
      expect([JSON.stringify(bad), res.status, res.body.message]).toEqual([JSON.stringify(bad), 422, AgendaMessages.dayInvalid]);
    }
    const nobody = await agenda(support, { from: today });
    expect(nobody.status).toBe(422);
    expect(nobody.body).toEqual({ message: AgendaMessages.coachRequired, errors: { coach_id: [AgendaMessages.coachRequired] } });
    const unknown = await agenda(support, { from: today, coach_id: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(AgendaMessages.coachNotFound);
  });

  it('a coach reads only their own agenda: another coach’s is not found (404), whatever the id given', async () => {
    const refused = await agenda(coach, { from: today, coach_id: otherCoachId });
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ message: AgendaMessages.coachNotFound });
    const own = await agenda(coach, { from: today, coach_id: coachId });
    expect(own.status).toBe(200);
    expect((own.body as CoachAgenda).coach.id).toBe(coachId);
    expect((await agenda(otherCoach, { from: today })).body.coach).toEqual({ id: otherCoachId, name: '別府 湊' });
  });

  it('a coach marks a trial booked with them a no-show; another coach may not mark it (404), and the agenda shows the no-show', async () => {
    const visitor = await member('欠席', '予定', 'kesseki');
    const startsAt = onTheHour(-26);
    const trial = await bookedTrial(visitor.userId, coachId, startsAt);

    const intruder = await markTrial(otherCoach, trial, true);
    expect(intruder.status).toBe(404);
    expect(intruder.body.message).toBe(TrialMessages.notFound);
    expect(await sql(em.fork(), 'select status from trials where id = ?', [trial])).toEqual([{ status: 'booked' }]);

    const marked = await markTrial(coach, trial, false);
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({ id: trial, status: 'no_show' });
    const events = await sql<{ type: string; actor: string }>(em.fork(), "select type, metadata->'actor'->>'id' as actor from events where stream_id = ? order by version", [`trial-${trial}`]);
    expect(events.at(-1)).toEqual({ type: 'TrialNoShow', actor: coach.operatorId });
    const day = tokyoDate(startsAt);
    expect(((await agenda(coach, { from: day })).body as CoachAgenda).entries.find((e) => e.id === trial)).toMatchObject({ type: 'trial', status: 'no_show' });
    // Staff still mark any trial.
    expect((await markTrial(support, trial, true)).body).toMatchObject({ status: 'attended' });
  });
});
