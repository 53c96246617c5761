import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryBus } from '@nestjs/cqrs';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { NotificationTitles } from '@coaching/contracts';
import { NotifyMemberWhenChargeSettledReactor, NotifyMemberWhenLessonChangedReactor } from '@coaching/server-content';
import { EventStore, ReactorRegistry, sql, type StoredEvent } from '@coaching/server-core';
import request from 'supertest';
import { type BillingMember, signedUpMember } from './testing/billing-members';
import { startTestApi } from './testing/test-api';

describe('GET /api/notifications: the member bell fed by reactors on billing and lessons events (real api, PostgreSQL)', () => {
  let app: NestExpressApplication;
  let em: EntityManager;

  beforeAll(async () => {
    app = await startTestApi();
    em = app.get(EntityManager);
  });
  afterAll(() => app.close());

  /**
   * Given: these events stored in another context's stream, written straight into the event store (no
   * projection runs: only the reactor under test reads them). Answers the stored events.
   */
  async function givenStream(streamId: string, streamType: string, events: Array<{ type: string; data: Record<string, unknown> }>): Promise<StoredEvent[]> {
    const tx = em.fork();
    await sql(tx, 'insert into event_streams (stream_id, stream_type, version) values (?, ?, ?)', [streamId, streamType, events.length]);
    for (const [i, event] of events.entries()) {
      // A millisecond apart, so the bell's newest-first order is the stream's order.
      await sql(tx, "insert into events (event_id, stream_id, stream_type, version, type, data, recorded_at) values (?, ?, ?, ?, ?, ?::jsonb, now() + ? * interval '1 millisecond')", [
        randomUUID(),
        streamId,
        streamType,
        i + 1,
        event.type,
        JSON.stringify(event.data),
        i,
      ]);
    }
    return (await new EventStore().readStream(tx, streamId)).events;
  }

  const react = (reactor: { react: (tx: EntityManager, event: StoredEvent) => Promise<void> }, event: StoredEvent) => em.fork().transactional((tx) => reactor.react(tx, event));
  const titles = async (member: BillingMember) => ((await member.agent.get('/api/notifications')).body.data as Array<{ kind: string; title: string }>).filter((n) => n.kind !== 'news');

  it('are registered in the api, so appending their events queues their reactions', () => {
    const names = app.get(ReactorRegistry).names();
    expect(names).toEqual(expect.arrayContaining(['notify-member-when-charge-settled', 'notify-member-when-lesson-changed']));
    expect(app.get(ReactorRegistry).forEvent('ChargeFailed').map((r) => r.name)).toContain('notify-member-when-charge-settled');
  });

  it('a captured or failed charge tells the member of the order (found through its PaymentRequested), once per event', async () => {
    const member = await signedUpMember(app, '10.51');
    const other = await signedUpMember(app, '10.51');
    const [, captured, failed] = await givenStream(`payment-${randomUUID()}`, 'payment', [
      { type: 'PaymentRequested', data: { memberId: member.userId, kind: 'plan' } },
      { type: 'ChargeCaptured', data: { n: 0 } },
      { type: 'ChargeFailed', data: { n: 1 } },
    ]);
    const reactor = new NotifyMemberWhenChargeSettledReactor();
    await react(reactor, captured);
    await react(reactor, captured);
    await react(reactor, failed);
    const res = await member.agent.get('/api/notifications');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await titles(member)).map((n) => [n.kind, n.title])).toEqual([
      ['payment_failed', NotificationTitles.paymentFailed],
      ['payment_succeeded', NotificationTitles.paymentSucceeded],
    ]);
    expect(await titles(other)).toEqual([]);
  });

  it('a lesson scheduled, then cancelled by the school, tells its member', async () => {
    const member = await signedUpMember(app, '10.52');
    const [scheduled, cancelled] = await givenStream(`lesson-${randomUUID()}`, 'lesson', [
      { type: 'LessonScheduled', data: { memberId: member.userId } },
      { type: 'LessonCancelledBySchool', data: { reason: 'コーチの体調不良' } },
    ]);
    const reactor = new NotifyMemberWhenLessonChangedReactor(app.get(QueryBus));
    await react(reactor, scheduled);
    await react(reactor, cancelled);
    expect((await titles(member)).map((n) => n.title)).toEqual([NotificationTitles.lessonCancelledBySchool, NotificationTitles.lessonScheduled]);
  });

  it('counts what is newer than the last opening as unread; opening (POST read) marks all read', async () => {
    const member = await signedUpMember(app, '10.53');
    const [scheduled] = await givenStream(`lesson-${randomUUID()}`, 'lesson', [{ type: 'LessonScheduled', data: { memberId: member.userId } }]);
    await react(new NotifyMemberWhenLessonChangedReactor(app.get(QueryBus)), scheduled);
    const before = await member.agent.get('/api/notifications');
    expect(before.body.meta.unread).toBeGreaterThanOrEqual(1);
    expect(before.body.data.find((n: { kind: string }) => n.kind === 'lesson_scheduled').unread).toBe(true);
    expect((await member.agent.post('/api/notifications/read')).status).toBe(419);
    const read = await member.agent.post('/api/notifications/read').set('X-XSRF-TOKEN', member.token);
    expect(read.status).toBe(200);
    expect(read.body.meta.unread).toBe(0);
    expect(read.body.data.every((n: { unread: boolean }) => !n.unread)).toBe(true);
  });

  /** Given: a notification of this member's, created at the SQL time `at` (rows keep microseconds). */
  async function givenNotification(member: BillingMember, title: string, at: string): Promise<string> {
    const [{ id }] = await sql<{ id: string }>(em.fork(), `insert into notifications (user_id, kind, title, source_event_id, created_at) values (?, 'lesson_scheduled', ?, ?, ${at}) returning id::text as id`, [
      member.userId,
      title,
      randomUUID(),
    ]);
    return id;
  }
  type Item = { id: string; unread: boolean; created_at: string };
  const listOf = async (member: BillingMember) => (await member.agent.get('/api/notifications')).body as { data: Item[]; meta: { unread: number } };
  const unreadOf = (list: { data: Item[] }, id: string) => list.data.find((n) => n.id === id)?.unread;
  /** The badge and the items come from the same data: the count is the unread items listed (when all fit). */
  const expectAgreement = (list: { data: Item[]; meta: { unread: number } }) => {
    if (list.data.length < 20) expect(list.meta.unread).toBe(list.data.filter((n) => n.unread).length);
  };

  it('marks read what the opened bell showed (up to `until`, its newest item, to the microsecond), for this member only', async () => {
    const member = await signedUpMember(app, '10.55');
    const other = await signedUpMember(app, '10.55');
    const shown = await givenNotification(member, '見た通知', "date_trunc('second', now()) - interval '2 minutes' + interval '123456 microseconds'");
    const othersOwn = await givenNotification(other, '他の会員の通知', "now() - interval '2 minutes'");
    const before = await listOf(member);
    expect(unreadOf(before, shown)).toBe(true);
    expectAgreement(before);
    const until = before.data.find((n) => n.id === shown)!.created_at;
    expect(until).toMatch(/\.123Z$/);
    // Arrives after the list was fetched, before the bell was opened: not shown, so not read.
    const later = await givenNotification(member, 'あとから届いた通知', "now() - interval '1 minute'");

    const read = await member.agent.post('/api/notifications/read').set('X-XSRF-TOKEN', member.token).send({ until });
    expect(read.status).toBe(200);
    expect(unreadOf(read.body, shown)).toBe(false);
    expect(unreadOf(read.body, later)).toBe(true);
    expect(read.body.meta.unread).toBeGreaterThanOrEqual(1);
    expectAgreement(read.body);
    // The server keeps it: read again (a reload), the same state.
    const reloaded = await listOf(member);
    expect(unreadOf(reloaded, shown)).toBe(false);
    expect(unreadOf(reloaded, later)).toBe(true);
    expectAgreement(reloaded);
    // Another member's notifications are untouched.
    const others = await listOf(other);
    expect(unreadOf(others, othersOwn)).toBe(true);
    expect(unreadOf(others, shown)).toBeUndefined();
    expectAgreement(others);
    // An older list read later never moves the mark back.
    await member.agent.post('/api/notifications/read').set('X-XSRF-TOKEN', member.token).send({ until: new Date(Date.parse(until) - 60_000).toISOString() });
    expect(unreadOf(await listOf(member), shown)).toBe(false);
  });

  it('never marks read past now, and refuses an `until` that is not a date', async () => {
    const member = await signedUpMember(app, '10.56');
    const bad = await member.agent.post('/api/notifications/read').set('X-XSRF-TOKEN', member.token).send({ until: 'yesterday' });
    expect(bad.status).toBe(422);
    const future = await member.agent.post('/api/notifications/read').set('X-XSRF-TOKEN', member.token).send({ until: new Date(Date.now() + 86_400_000).toISOString() });
    expect(future.status).toBe(200);
    const next = await givenNotification(member, '翌日扱いにならない通知', "now() + interval '1 second'");
    const list = await listOf(member);
    expect(unreadOf(list, next)).toBe(true);
    expectAgreement(list);
  });

  it('lists published news the member may read as news items, linking to /news/{id}', async () => {
    const member = await signedUpMember(app, '10.54');
    const [{ id }] = await sql<{ id: number }>(em.fork(), "insert into news (title, body, published_at) values ('ベルのお知らせ', '<p>a</p>', now() - interval '1 minute') returning id");
    const [{ id: draft }] = await sql<{ id: number }>(em.fork(), "insert into news (title, body, published_at) values ('ベルの下書き', '<p>a</p>', null) returning id");
    const items = (await member.agent.get('/api/notifications')).body.data as Array<{ id: string; kind: string; link: string }>;
    expect(items).toContainEqual(expect.objectContaining({ id: `news-${id}`, kind: 'news', title: 'ベルのお知らせ', link: `/news/${id}`, unread: true }));
    expect(items.map((n) => n.id)).not.toContain(`news-${draft}`);
  });

  it('is for signed-in members only', async () => {
    expect((await request(app.getHttpServer()).get('/api/notifications')).status).toBe(401);
  });
});
