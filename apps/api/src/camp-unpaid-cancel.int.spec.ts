import { EntityManager } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { CampMessages as m } from '@coaching/contracts';
import { upsertOperator } from '@coaching/server-backoffice';
import { sql } from '@coaching/server-core';
import { prepareTestDatabase } from '@coaching/server-core/testing';
import request from 'supertest';
import { csrfAgent, startTestApi } from './testing/test-api';

const SUPPORT = { email: 'support-camp-unpaid@ggcoach.example', name: 'サポート 一郎', role: 'support' as const, password: 'support-camp-unpaid-password' };
const ADMIN = { email: 'admin-camp-unpaid@ggcoach.example', name: '運営 一郎', role: 'admin' as const, password: 'admin-camp-unpaid-password' };
const DAY = 24 * 3600 * 1000;
const PARENT = { name: '山田 花子', kana: 'ヤマダ ハナコ', phone_number: '090-1234-5678', agree_rule: true, agree_privacy: true, agree_ebizrule: true };
const child = (grade = 'e5') => ({ name: '山田 太郎', kana: 'ヤマダ タロウ', grade, notes: '', emergency_name: '山田 一郎', emergency_phone: '08011112222' });

/**
 * Issue 34: an unpaid bank-transfer application held a capacity-limited camp's seats until its due date, and staff could
 * not void it (「お支払いが完了していないお申し込みは取り消しできません。」). Now staff cancel it (reason recorded, seats
 * freed at once, the parent mailed), and the parent cancels it from the transfer guide mail's signed link.
 */
describe('cancelling an unpaid camp application (real api, PostgreSQL, outbox)', () => {
  let app: NestExpressApplication;
  let em: EntityManager;
  let ip = 0;
  let n = 0;
  const tag = `unpaid${Date.now().toString(36)}`;

  beforeAll(async () => {
    // Which camp is open is the whole database's state: a database of its own, as camp.int.spec.ts has.
    const databaseUrl = await prepareTestDatabase('api_camp_unpaid');
    app = await startTestApi({ DATABASE_URL: databaseUrl });
    em = app.get(EntityManager);
    await upsertOperator(em.fork(), SUPPORT);
    await upsertOperator(em.fork(), ADMIN);
  });
  afterAll(() => app.close());

  const visitor = () => csrfAgent(app, `10.177.${Math.floor(++ip / 250)}.${ip % 250}`);
  async function operator(account: typeof SUPPORT | typeof ADMIN) {
    const agent = request.agent(app.getHttpServer()).set('X-Forwarded-For', `10.178.0.${++ip % 250}`);
    const session = await agent.get('/admin-api/auth/session');
    const login = await agent.post('/admin-api/auth/login').set('X-XSRF-TOKEN', session.body.data.csrfToken).send(account);
    expect(login.status).toBe(200);
    return { agent, token: login.body.data.csrfToken as string };
  }
  async function openCamp(capacity: number) {
    await sql(em.fork(), "update camp_events set application_starts_at = now() - interval '30 days', application_ends_at = now() - interval '29 days' where application_ends_at > now()");
    const startsAt = new Date(Date.now() + 20 * DAY);
    const [row] = await sql<{ id: number }>(
      em.fork(),
      `insert into camp_events (name, venue, starts_at, ends_at, capacity, price, application_starts_at, application_ends_at, grade_from, grade_to)
       values (?, '東京都渋谷区 GG COACHアリーナ', ?, ?, ?, 16500, now() - interval '1 day', ?, 'e4', 'h3') returning id`,
      [`冬のキャンプ ${tag}`, startsAt, new Date(startsAt.getTime() + 6 * 3600_000), capacity, new Date(startsAt.getTime() - 3600_000)],
    );
    return row.id;
  }
  /** A parent applies and chooses a bank transfer for two children; answers the application and the guide mail's cancel link. */
  async function awaitingTransfer(campId: number) {
    const who = await visitor();
    const email = `parent${++n}-${tag}@example.com`;
    const applied = await who.agent.post('/api/camp_users').set('X-XSRF-TOKEN', who.token).send({ ...PARENT, email });
    expect(applied.status).toBe(201);
    const id = applied.body.data.id as string;
    const [link] = await sql<{ link: string }>(em.fork(), "select payload->'locals'->>'link' as link from outbox where correlation_id = ? and payload->>'template' = 'camp-application-link'", [id]);
    const token = new URL(link.link).searchParams.get('token');
    const paid = await who.agent.post('/api/camp_users/payment').set('X-XSRF-TOKEN', who.token).send({ count: 2, method: 'bank', token, plan_id: campId, children: [child(), child('j1')] });
    expect(paid.status).toBe(200);
    const [guide] = await sql<{ cancel_href: string }>(em.fork(), "select payload->'locals'->>'cancelHref' as cancel_href from outbox where correlation_id = ? and payload->>'template' = 'camp-transfer-guide'", [id]);
    return { id, email, cancelHref: guide.cancel_href };
  }
  const seatsTaken = async (campId: number) => (await sql<{ seats_taken: number }>(em.fork(), 'select seats_taken from camp_events where id = ?', [campId]))[0].seats_taken;
  const cancelledMail = async (id: string) =>
    (await sql<{ locals: Record<string, unknown> }>(em.fork(), "select payload->'locals' as locals from outbox where correlation_id = ? and payload->>'template' = 'camp-cancelled'", [id])).map((r) => r.locals);

  it('support cancels an application whose transfer is awaited: reason required and recorded, seats freed at once for the next parent, the parent mailed', async () => {
    const campId = await openCamp(2);
    const { id } = await awaitingTransfer(campId);
    expect(await seatsTaken(campId)).toBe(2);
    const support = await operator(SUPPORT);
    const cancel = (body: Record<string, unknown>) => support.agent.post(`/admin-api/camp-applications/${id}/cancel-unpaid`).set('X-XSRF-TOKEN', support.token).send(body);

    const noReason = await cancel({});
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors).toEqual({ reason: [m.unpaidCancelReasonRequired] });

    const done = await cancel({ reason: '保護者から電話で辞退の連絡' });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'cancelled', fee: 0, refund: 0 });
    expect(await seatsTaken(campId)).toBe(0);
    const [event] = await sql<{ data: Record<string, unknown>; actor: string }>(em.fork(), "select data, metadata->'actor'->>'type' as actor from events where stream_id = ? and type = 'CampApplicationCancelled'", [`camp-application-${id}`]);
    expect(event).toMatchObject({ data: { reason: '保護者から電話で辞退の連絡', fee: 0, refund: 0, unpaid: true }, actor: 'operator' });
    expect(await cancelledMail(id)).toEqual([expect.objectContaining({ unpaid: true, fee: 0, refund: 0 })]);

    // The freed seats are taken by the next parent at once, not at the due date.
    await awaitingTransfer(campId);
    expect(await seatsTaken(campId)).toBe(2);
    // Once cancelled: not again, and nothing to refund.
    expect((await cancel({ reason: 'もう一度' })).body.message).toBe(m.alreadyCancelled);
  });

  it("the back office's cancel (admins) on an unpaid application cancels it with no fee instead of refusing; the paid path keeps its fee", async () => {
    const campId = await openCamp(10);
    const { id } = await awaitingTransfer(campId);
    const admin = await operator(ADMIN);
    const res = await admin.agent.post(`/admin-api/camp-applications/${id}/cancel`).set('X-XSRF-TOKEN', admin.token).send({ by: 'parent', reason: '辞退' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'cancelled', fee: 0, refund: 0 });
    expect(await seatsTaken(campId)).toBe(0);
  });

  it('the parent cancels from the signed link of the transfer guide mail; a forged or reused link cancels nothing', async () => {
    const campId = await openCamp(10);
    const { id, cancelHref } = await awaitingTransfer(campId);
    const link = new URL(cancelHref, 'http://app.example');
    expect(link.pathname).toBe('/fortnite-camp/cancel');
    const application = link.searchParams.get('application')!;
    const sig = link.searchParams.get('sig')!;
    const parent = await visitor();

    const forged = await parent.agent.get('/api/camp_users/cancel').query({ application, sig: `${sig.slice(0, -2)}xx` });
    expect(forged.status).toBe(422);
    expect(forged.body.message).toBe(m.cancelLinkInvalid);
    expect((await parent.agent.post('/api/camp_users/cancel').set('X-XSRF-TOKEN', parent.token).send({ application, sig: 'forged' })).body.message).toBe(m.cancelLinkInvalid);
    expect(await seatsTaken(campId)).toBe(2);

    const view = await parent.agent.get('/api/camp_users/cancel').query({ application, sig });
    expect(view.status).toBe(200);
    expect(view.body.data).toMatchObject({ camp: { name: `冬のキャンプ ${tag}` }, count: 2, total: 33_000 });

    const done = await parent.agent.post('/api/camp_users/cancel').set('X-XSRF-TOKEN', parent.token).send({ application, sig, reason: '予定が合わなくなりました' });
    expect(done.status).toBe(200);
    expect(await seatsTaken(campId)).toBe(0);
    const [row] = await sql<{ status: string }>(em.fork(), 'select status from camp_applications where id = ?', [id]);
    expect(row.status).toBe('cancelled');
    const [event] = await sql<{ actor: string; reason: string }>(em.fork(), "select metadata->'actor'->>'type' as actor, data->>'reason' as reason from events where stream_id = ? and type = 'CampApplicationCancelled'", [`camp-application-${id}`]);
    expect(event).toEqual({ actor: 'visitor', reason: '予定が合わなくなりました' });
    expect(await cancelledMail(id)).toEqual([expect.objectContaining({ unpaid: true, byParent: true })]);

    // The link is spent: the page says so, and a second press changes nothing.
    expect((await parent.agent.get('/api/camp_users/cancel').query({ application, sig })).body.message).toBe(m.cancelLinkInvalid);
    expect((await parent.agent.post('/api/camp_users/cancel').set('X-XSRF-TOKEN', parent.token).send({ application, sig })).body.message).toBe(m.alreadyCancelled);
  });
});
