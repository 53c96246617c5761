import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { OperatorRole } from '@coaching/contracts';
import { upsertOperator } from '@coaching/server-backoffice';
import { EventStore, ReactorRegistry, sql } from '@coaching/server-core';
import { drainReactions } from '@coaching/server-core/testing';
import { lessonStream, type LessonScheduledData } from '@coaching/server-lessons';
import request from 'supertest';

const ALL_WEEK = Array.from({ length: 7 }, (_, weekday) => ({ weekday, start: '00:00', end: '24:00' }));

/** A signed-in back-office agent and its CSRF token. */
export async function operatorAgent(app: NestExpressApplication, account: { email: string; name: string; role: OperatorRole; password: string }, ip: string) {
  const operator = await upsertOperator(app.get(EntityManager).fork(), account);
  const agent = request.agent(app.getHttpServer()).set('X-Forwarded-For', ip);
  const session = await agent.get('/admin-api/auth/session');
  const login = await agent.post('/admin-api/auth/login').set('X-XSRF-TOKEN', session.body.data.csrfToken).send(account);
  if (login.status !== 200 && login.status !== 201) throw new Error(`operator login failed: ${login.status}`);
  return { agent, token: login.body.data.csrfToken as string, operatorId: operator.id };
}

/** A coach of `gameId` who teaches around the clock, every day (so tests choose any time), optionally with an account. */
export async function coachFixture(app: NestExpressApplication, gameId: number, name: string, operatorId: string | null = null) {
  const em = app.get(EntityManager).fork();
  const id = randomUUID();
  await sql(em, 'insert into coaches (id, code, name, game_id, email, operator_id) values (?, ?, ?, ?, ?, ?)', [id, `coach-${id.slice(0, 8)}`, name, gameId, `${id.slice(0, 8)}@coach.example`, operatorId]);
  for (const h of ALL_WEEK) await sql(em, "insert into coach_weekly_hours (coach_id, weekday, starts, ends) values (?, ?, ?::time, case when ? = '24:00' then '23:59:59'::time else ?::time end)", [id, h.weekday, h.start, h.end, h.end]);
  return id;
}

/**
 * Billing's `SubscriptionStarted` for a member, appended as billing appends it, then the reactions run (as the
 * worker would): the lessons context records the student. Optionally assigns the coach as support would. The plan
 * need not exist for lessons; for the member's current plan (`GET /api/me`) pass a catalogue plan's id.
 */
export async function startedSubscription(app: NestExpressApplication, memberId: string, gameId: number, lessonsPerMonth: number, coachId: string | null = null, planId = 1) {
  const em = app.get(EntityManager);
  const subscriptionId = randomUUID();
  const startsAt = new Date(Date.now() - 40 * 24 * 3600 * 1000);
  const endsAt = new Date(Date.now() + 400 * 24 * 3600 * 1000);
  await em.fork().transactional((tx) =>
    app.get(EventStore).append(tx, { id: `subscription-${subscriptionId}`, type: 'subscription' }, 0, [
      {
        type: 'SubscriptionStarted',
        data: { subscriptionId, memberId, planId, gameId, lessonsPerMonth, paymentId: randomUUID(), months: 12, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() },
      },
    ]),
  );
  await drainReactions(em, app.get(ReactorRegistry));
  if (coachId) await sql(em.fork(), 'update lesson_students set coach_id = ? where subscription_id = ?', [coachId, subscriptionId]);
  return subscriptionId;
}

/**
 * A lesson that already took place (or started): its `LessonScheduled` appended as the decider would have appended
 * it back then. The api refuses to book the past, so tests of attendance and the karte start from here. A group
 * lesson: `kind: 'group'`, its `groupId` and no member.
 */
export async function pastLesson(app: NestExpressApplication, data: Partial<Omit<LessonScheduledData, 'startsAt' | 'endsAt'>> & { memberId: string | null; coachId: string; startsAt: Date; endsAt?: Date }) {
  const lessonId = randomUUID();
  const scheduled: LessonScheduledData = {
    lessonId,
    kind: 'personal',
    groupId: null,
    subscriptionId: null,
    source: 'plan',
    makeUpFor: null,
    creditDeadline: null,
    scheduledAt: new Date(data.startsAt.getTime() - 7 * 24 * 3600 * 1000).toISOString(),
    ...data,
    startsAt: data.startsAt.toISOString(),
    endsAt: (data.endsAt ? new Date(data.endsAt) : new Date(data.startsAt.getTime() + 3600 * 1000)).toISOString(),
  };
  await app
    .get(EntityManager)
    .fork()
    .transactional((tx) => app.get(EventStore).append(tx, lessonStream(lessonId), 0, [{ type: 'LessonScheduled', data: scheduled }]));
  return lessonId;
}

/** `hhmm` in Tokyo, `days` Tokyo days from today (0: today). Deadlines fall on Tokyo days, so a test of one books by them. */
export const tokyoDayAt = (days: number, hhmm: string) => {
  const today = new Date(Date.now() + 9 * 3600 * 1000).toISOString().slice(0, 10);
  return new Date(new Date(`${today}T${hhmm}:00+09:00`).getTime() + days * 24 * 3600 * 1000);
};

/** A time `hours` from now, on the minute (lessons are booked in whole minutes). */
export const hoursFromNow = (hours: number) => {
  const at = new Date(Date.now() + hours * 3600 * 1000);
  at.setUTCSeconds(0, 0);
  return at;
};
