import { EntityManager } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { CampMessages as m } from '@coaching/contracts';
import { upsertOperator } from '@coaching/server-backoffice';
import { CommandBus } from '@nestjs/cqrs';
import { TOKEN_CHARGE_FINAL_AFTER_MS } from '@coaching/server-billing/commands';
import { CampScans, ReleaseUnpaidCampSeatsJob, RemindCampParticipantsJob, SettleUnansweredCampPaymentsJob } from '@coaching/server-camp';
import { APP_CONFIG, EventStore, RepeatableJobs, sql, type AppConfig } from '@coaching/server-core';
import { prepareTestDatabase } from '@coaching/server-core/testing';
import request from 'supertest';
// The sandbox is the card provider (GMO protocol), started in-process on free ports.
import { cardToken, type RunningSandbox, startSandbox } from '@coaching/sandbox/testing';
import { csrfAgent, startTestApi } from './testing/test-api';

const ADMIN = { email: 'admin-camp-int@ggcoach.example', name: '運営 花子', role: 'admin' as const, password: 'admin-camp-int-password' };
const DAY = 24 * 3600 * 1000;

const PARENT = { name: '山田 花子', kana: 'ヤマダ ハナコ', phone_number: '090-1234-5678', agree_rule: true, agree_privacy: true, agree_ebizrule: true };
const child = (grade = 'e5', name = '山田 太郎') => ({ name, kana: 'ヤマダ タロウ', grade, notes: '卵アレルギー', emergency_name: '山田 一郎', emergency_phone: '08011112222' });

interface Trade {
  orderId: string;
  status: string;
  amount: number;
  tax: number;
}

describe('the Fortnite camp (real api, PostgreSQL, outbox, the sandbox card provider)', () => {
  let app: NestExpressApplication;
  let em: EntityManager;
  let sandbox: RunningSandbox;
  const tag = `camp${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  let ip = 0;
  let mailCounter = 0;

  beforeAll(async () => {
    // The hanging test card's ExecTran is approved at the provider, then dropped unanswered after 1.5 s.
    sandbox = await startSandbox({ httpPort: 0, smtpPort: 0, host: '127.0.0.1', card: { hangMs: 1500 } });
    // Which camp is open is the whole database's state: these tests open and close camps, so they have a
    // database of their own, apart from the other api tests (the demo seed's camp among them).
    const databaseUrl = await prepareTestDatabase('api_camp');
    app = await startTestApi({ DATABASE_URL: databaseUrl, CARD_PROVIDER_API_URL: `${sandbox.httpUrl}/payments/payment`, CARD_PROVIDER_SCRIPT_URL: `${sandbox.httpUrl}/payments/ext/js/token.js` });
    em = app.get(EntityManager);
    await upsertOperator(em.fork(), ADMIN);
  });
  afterAll(async () => {
    await app.close();
    await sandbox.close();
  });

  const token = (cardno = '4111111111111111') => cardToken(`${sandbox.httpUrl}/payments/ext/js/token.js`, 'tshop00000001', { cardno, expire: '3012' });
  const trades = async (): Promise<Trade[]> => ((await (await fetch(`${sandbox.httpUrl}/payments/test-api/transactions`)).json()) as { data: Trade[] }).data;
  const visitor = () => csrfAgent(app, `10.77.${Math.floor(++ip / 250)}.${ip % 250}`);

  /** Closes every camp's application period, then opens one camp starting `startsInDays` from now. */
  async function openCamp(fields: { capacity?: number; price?: number; startsInDays?: number; gradeFrom?: string; gradeTo?: string } = {}) {
    await sql(em.fork(), "update camp_events set application_starts_at = now() - interval '30 days', application_ends_at = now() - interval '29 days' where application_ends_at > now()");
    const startsAt = new Date(Date.now() + (fields.startsInDays ?? 30) * DAY);
    const [row] = await sql<{ id: number }>(
      em.fork(),
      `insert into camp_events (name, venue, starts_at, ends_at, capacity, price, application_starts_at, application_ends_at, grade_from, grade_to)
       values (?, '東京都渋谷区 GG COACHアリーナ', ?, ?, ?, ?, now() - interval '1 day', ?, ?, ?) returning id`,
      [`冬のフォートナイトキャンプ ${tag}`, startsAt, new Date(startsAt.getTime() + 6 * 3600_000), fields.capacity ?? 30, fields.price ?? 16_500, new Date(startsAt.getTime() - 3600_000), fields.gradeFrom ?? 'e4', fields.gradeTo ?? 'h3'],
    );
    return row.id;
  }

  /** A parent applies; answers the token from the mailed link (as the outbox holds it). */
  async function apply(email = `parent${++mailCounter}-${tag}@example.com`) {
    const who = await visitor();
    const res = await who.agent.post('/api/camp_users').set('X-XSRF-TOKEN', who.token).send({ ...PARENT, email });
    expect(res.status).toBe(201);
    const [mail] = await sql<{ payload: { template: string; to: string[]; locals: { link: string } } }>(em.fork(), 'select payload from outbox where correlation_id = ? order by position', [res.body.data.id]);
    expect(mail.payload).toMatchObject({ template: 'camp-application-link', to: [email] });
    const link = new URL(mail.payload.locals.link);
    expect(link.pathname).toBe('/fortnite-camp/payment');
    return { id: res.body.data.id as string, token: link.searchParams.get('token')!, who, email };
  }

  const pay = async (body: Record<string, unknown>) => {
    const who = await visitor();
    return who.agent.post('/api/camp_users/payment').set('X-XSRF-TOKEN', who.token).send(body);
  };
  const application = async (id: string) =>
    (await sql<{ status: string; count: number; total: number; fee: number | null; refund: number | null; provider_order_id: string | null; consents: unknown; due_date: string | null }>(
      em.fork(),
      "select status, count, total, fee, refund, provider_order_id, consents, to_char(due_date, 'YYYY-MM-DD') as due_date from camp_applications where id = ?",
      [id],
    ))[0];
  const seatsTaken = async (campId: number) => (await sql<{ seats_taken: number }>(em.fork(), 'select seats_taken from camp_events where id = ?', [campId]))[0].seats_taken;

  async function operator() {
    const agent = request.agent(app.getHttpServer()).set('X-Forwarded-For', `10.78.0.${++ip % 250}`);
    const session = await agent.get('/admin-api/auth/session');
    const login = await agent.post('/admin-api/auth/login').set('X-XSRF-TOKEN', session.body.data.csrfToken).send(ADMIN);
    expect(login.status).toBe(200);
    return { agent, token: login.body.data.csrfToken as string };
  }

  describe('GET /api/camp_users/plan', () => {
    it('answers the open camp and the total for the head-count in data.data', async () => {
      const campId = await openCamp({ price: 16_500 });
      const res = await request(app.getHttpServer()).get('/api/camp_users/plan?count=3');
      expect(res.status).toBe(200);
      expect(res.body.data.data).toMatchObject({ plan: { id: campId, price: 16_500, seats_left: 30, grade_from: 'e4', grade_to: 'h3' }, calc: { count: 3, total: 49_500 } });
    });

    it('refuses a head-count outside 1 to 10', async () => {
      await openCamp();
      for (const count of ['0', '11', 'x']) {
        const res = await request(app.getHttpServer()).get(`/api/camp_users/plan?count=${count}`);
        expect(res.status).toBe(422);
        expect(res.body.errors.count).toEqual([m.headcountInvalid]);
      }
    });

    it('says the application period has ended when no camp is open, and refuses applications then', async () => {
      await openCamp();
      await sql(em.fork(), "update camp_events set application_starts_at = now() - interval '30 days', application_ends_at = now() - interval '29 days' where application_ends_at > now()");
      const res = await request(app.getHttpServer()).get('/api/camp_users/plan?count=1');
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('申し込み期間は終了しました。');
      const who = await visitor();
      const applied = await who.agent.post('/api/camp_users').set('X-XSRF-TOKEN', who.token).send({ ...PARENT, email: `late-${tag}@example.com` });
      expect(applied.status).toBe(422);
      expect(applied.body.message).toBe('申し込み期間は終了しました。');
    });
  });

  describe('POST /api/camp_users', () => {
    it('answers every §5 message for a blank form, and writes nothing', async () => {
      await openCamp();
      const who = await visitor();
      const before = (await sql<{ n: number }>(em.fork(), 'select count(*)::int as n from camp_applications'))[0].n;
      const res = await who.agent.post('/api/camp_users').set('X-XSRF-TOKEN', who.token).send({});
      expect(res.status).toBe(422);
      expect(res.body.errors).toMatchObject({
        name: ['名前を入力して下さい'],
        kana: ['氏名（ヨミ）を入力して下さい'],
        email: ['メールアドレスを入力して下さい'],
        phone_number: ['電話番号をを入力して下さい'],
        agree_rule: [m.consentRequired],
        agree_privacy: [m.consentRequired],
        agree_ebizrule: [m.consentRequired],
      });
      expect((await sql<{ n: number }>(em.fork(), 'select count(*)::int as n from camp_applications'))[0].n).toBe(before);
    });

    it('refuses an application with one consent unticked', async () => {
      await openCamp();
      const who = await visitor();
      const res = await who.agent.post('/api/camp_users').set('X-XSRF-TOKEN', who.token).send({ ...PARENT, email: `one-${tag}@example.com`, agree_privacy: false });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ agree_privacy: [m.consentRequired] });
    });

    it('records the three consents with their version and time, and mails a link carrying a random token (only its hash kept)', async () => {
      await openCamp();
      const { id, token: linkToken } = await apply();
      expect(linkToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const row = await application(id);
      expect(row.status).toBe('applied');
      expect(row.consents).toEqual([
        { document: 'camp_rule', version: expect.any(String), agreedAt: expect.any(String) },
        { document: 'privacy', version: expect.any(String), agreedAt: expect.any(String) },
        { document: 'camp_ebizrule', version: expect.any(String), agreedAt: expect.any(String) },
      ]);
      const stored = await sql<{ n: number }>(em.fork(), "select count(*)::int as n from events where data::text like ?", [`%${linkToken}%`]);
      expect(stored[0].n).toBe(0);
      const types = await sql<{ type: string }>(em.fork(), 'select type from events where stream_id = ? order by version', [`camp-application-${id}`]);
      expect(types.map((t) => t.type)).toEqual(['CampApplied', 'CampApplicationLinkSent']);
    });
  });

  describe('the token', () => {
    it('opens the application it was mailed for; a forged token gets a clear refusal', async () => {
      await openCamp();
      const { token: linkToken } = await apply();
      const ok = await request(app.getHttpServer()).get(`/api/camp_users/application?token=${encodeURIComponent(linkToken)}`);
      expect(ok.status).toBe(200);
      expect(ok.body.data).toMatchObject({ name: PARENT.name, status: 'applied', plan: { price: 16_500 } });
      const forged = await request(app.getHttpServer()).get('/api/camp_users/application?token=forged-token');
      expect(forged.status).toBe(422);
      expect(forged.body.message).toBe(m.tokenInvalid);
    });

    it('expires at the end of the application period', async () => {
      const campId = await openCamp();
      const { token: linkToken } = await apply();
      await sql(em.fork(), 'update camp_applications set token_expires_at = now() - interval \'1 second\' where token_hash is not null and camp_event_id = ?', [campId]);
      const res = await request(app.getHttpServer()).get(`/api/camp_users/application?token=${encodeURIComponent(linkToken)}`);
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(m.tokenExpired);
    });
  });

  describe('POST /api/camp_users/payment', () => {
    it('charges two children by card once: the total at the provider, the seats taken, the parent mailed; the same token again pays nothing', async () => {
      const campId = await openCamp({ price: 16_500 });
      const { id, token: linkToken } = await apply();
      const body = { count: 2, method: 'bulk', token: linkToken, plan_id: campId, children: [child('e5'), child('j1', '山田 次郎')] };
      const res = await pay({ ...body, card_token: await token() });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ id, method: 'bulk', status: 'paid', total: 33_000 });
      const row = await application(id);
      expect(row).toMatchObject({ status: 'paid', count: 2, total: 33_000 });
      const trade = (await trades()).find((t) => t.orderId === row.provider_order_id)!;
      expect(trade).toMatchObject({ status: 'CAPTURE', amount: 30_000, tax: 3_000 });
      expect(await seatsTaken(campId)).toBe(2);
      const mails = await sql<{ payload: { template: string } }>(em.fork(), 'select payload from outbox where correlation_id = ? order by position', [id]);
      expect(mails.map((mail) => mail.payload.template)).toEqual(['camp-application-link', 'camp-paid']);

      const again = await pay({ ...body, card_token: await token() });
      expect(again.status).toBe(422);
      expect(again.body.message).toBe(m.tokenUsed);
      expect((await trades()).filter((t) => t.orderId.startsWith('camp-') && t.orderId === row.provider_order_id)).toHaveLength(1);
      expect(await seatsTaken(campId)).toBe(2);
    });

    it('pays once when the same token is sent twice at the same moment', async () => {
      const campId = await openCamp();
      const { id, token: linkToken } = await apply();
      const before = (await trades()).length;
      const body = { count: 1, method: 'bulk', token: linkToken, plan_id: campId, children: [child()] };
      const answers = await Promise.all([pay({ ...body, card_token: await token() }), pay({ ...body, card_token: await token() })]);
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      const refused = answers.find((a) => a.status !== 200)!;
      expect([409, 422]).toContain(refused.status);
      expect([m.tokenUsed, m.paymentInProgress]).toContain(refused.body.message);
      expect((await trades()).length).toBe(before + 1);
      expect(await application(id)).toMatchObject({ status: 'paid', count: 1 });
      expect(await seatsTaken(campId)).toBe(1);
    });

    it('twenty parents racing for the last three seats: exactly three children seated, nobody else charged', async () => {
      const campId = await openCamp({ capacity: 30 });
      await sql(em.fork(), 'update camp_events set seats_taken = 27 where id = ?', [campId]);
      const parents = [];
      for (let i = 0; i < 20; i++) parents.push(await apply());
      const cards = await Promise.all(parents.map(() => token()));
      const before = (await trades()).length;
      const answers = await Promise.all(parents.map((p, i) => pay({ count: 1, method: 'bulk', token: p.token, plan_id: campId, card_token: cards[i], children: [child()] })));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
      for (const refused of answers.filter((a) => a.status !== 200)) {
        expect(refused.status).toBe(422);
        expect(refused.body.message).toBe(m.full);
      }
      expect(await seatsTaken(campId)).toBe(30);
      expect((await trades()).length).toBe(before + 3);
      const statuses = await Promise.all(parents.map((p) => application(p.id)));
      expect(statuses.filter((s) => s.status === 'paid')).toHaveLength(3);
      expect(statuses.filter((s) => s.status === 'applied')).toHaveLength(17);
    });

    it('refuses more children than the seats left, saying how many are left', async () => {
      const campId = await openCamp({ capacity: 5 });
      await sql(em.fork(), 'update camp_events set seats_taken = 3 where id = ?', [campId]);
      const { token: linkToken } = await apply();
      const res = await pay({ count: 3, method: 'bank', token: linkToken, plan_id: campId, children: [child(), child(), child()] });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(m.seatsShort(2));
      expect(await seatsTaken(campId)).toBe(3);
    });

    it('gives the seats and the token back when the card is declined, with the provider\'s words', async () => {
      const campId = await openCamp();
      const { id, token: linkToken } = await apply();
      const res = await pay({ count: 1, method: 'bulk', token: linkToken, plan_id: campId, card_token: await token('4000000000000002'), children: [child()] });
      expect(res.status).toBe(422);
      expect(res.body.message).toEqual(expect.any(String));
      expect(res.body.errors.card_token).toEqual([res.body.message]);
      expect(await seatsTaken(campId)).toBe(0);
      expect((await application(id)).status).toBe('payment_failed');
      const retry = await pay({ count: 1, method: 'bulk', token: linkToken, plan_id: campId, card_token: await token(), children: [child()] });
      expect(retry.status).toBe(200);
    });

    it('refuses children outside the grade range, a head-count that differs from the children, and a forged token', async () => {
      const campId = await openCamp({ gradeFrom: 'e4', gradeTo: 'j3' });
      const { token: linkToken } = await apply();
      const grade = await pay({ count: 1, method: 'bank', token: linkToken, plan_id: campId, children: [child('h1')] });
      expect(grade.status).toBe(422);
      expect(grade.body.message).toBe(m.gradeInvalid);
      const badGrade = await pay({ count: 1, method: 'bank', token: linkToken, plan_id: campId, children: [child('e3')] });
      expect(badGrade.status).toBe(422);
      const mismatch = await pay({ count: 2, method: 'bank', token: linkToken, plan_id: campId, children: [child()] });
      expect(mismatch.status).toBe(422);
      expect(mismatch.body.errors.children).toEqual([m.childrenMismatch]);
      const eleven = await pay({ count: 11, method: 'bank', token: linkToken, plan_id: campId, children: Array.from({ length: 11 }, () => child()) });
      expect(eleven.status).toBe(422);
      expect(eleven.body.errors.count).toEqual([m.headcountInvalid]);
      const forged = await pay({ count: 1, method: 'bank', token: 'forged', plan_id: campId, children: [child()] });
      expect(forged.status).toBe(422);
      expect(forged.body.message).toBe(m.tokenInvalid);
      expect(await seatsTaken(campId)).toBe(0);
    });

    it('bank transfer: the guide mail with the due date (the day before the camp); an unpaid application holds its seats until then, and the worker releases them after, telling the parent once', async () => {
      const campId = await openCamp({ startsInDays: 20 });
      const { id, token: linkToken, email } = await apply();
      const res = await pay({ count: 2, method: 'bank', token: linkToken, plan_id: campId, children: [child(), child('h3')] });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ status: 'awaiting_transfer', total: 33_000 });
      const row = await application(id);
      const [{ starts_at }] = await sql<{ starts_at: Date }>(em.fork(), 'select starts_at from camp_events where id = ?', [campId]);
      const dayBefore = new Date(new Date(starts_at).getTime() + 9 * 3600_000 - DAY).toISOString().slice(0, 10);
      expect(row).toMatchObject({ status: 'awaiting_transfer', due_date: dayBefore });
      const [guide] = await sql<{ payload: { template: string; locals: { total: number; dueDate: string; bank: { bankName: string } } } }>(
        em.fork(),
        "select payload from outbox where correlation_id = ? and payload->>'template' = 'camp-transfer-guide'",
        [id],
      );
      expect(guide.payload.locals).toMatchObject({ total: 33_000, bank: { bankName: expect.any(String) } });
      expect(guide.payload.locals.dueDate).toContain(`${Number(dayBefore.slice(8, 10))}日`);
      expect(await seatsTaken(campId)).toBe(2);

      const job = new ReleaseUnpaidCampSeatsJob(em, app.get(EventStore), new CampScans(new RepeatableJobs(app.get<AppConfig>(APP_CONFIG)), app.get<AppConfig>(APP_CONFIG)));
      await job.releaseOverdue(new Date(new Date(starts_at).getTime() - 2 * DAY));
      expect(await seatsTaken(campId)).toBe(2);
      const released = async () =>
        sql<{ payload: { to: string[]; locals: { total: number; dueDate: string; children: unknown[] } } }>(
          em.fork(),
          "select payload from outbox where correlation_id = ? and payload->>'template' = 'camp-seats-released'",
          [id],
        );
      expect(await released()).toHaveLength(0);
      expect(await job.releaseOverdue(new Date(new Date(starts_at).getTime() + 1000))).toBeGreaterThanOrEqual(1);
      expect(await seatsTaken(campId)).toBe(0);
      expect((await application(id)).status).toBe('released');
      // The parent is told the seats are gone, with what they had applied for and the due date they missed; once.
      await job.releaseOverdue(new Date(new Date(starts_at).getTime() + 2000));
      const [mail, ...more] = await released();
      expect(more).toHaveLength(0);
      expect(mail.payload).toMatchObject({ to: [email], locals: { total: 33_000, children: [expect.anything(), expect.anything()] } });
      expect(mail.payload.locals.dueDate).toBe(guide.payload.locals.dueDate);
    });

    describe('a card payment the provider never answers (stays 決済処理中 until the scan settles it)', () => {
      const settler = () => new SettleUnansweredCampPaymentsJob(em, app.get(EventStore), app.get(CommandBus), new CampScans(new RepeatableJobs(app.get<AppConfig>(APP_CONFIG)), app.get<AppConfig>(APP_CONFIG)), app.get<AppConfig>(APP_CONFIG));
      const mailsOf = async (id: string) => (await sql<{ template: string }>(em.fork(), "select payload->>'template' as template from outbox where correlation_id = ? order by position", [id])).map((r) => r.template);
      const afterTokenLife = () => new Date(Date.now() + TOKEN_CHARGE_FINAL_AFTER_MS + 1000);

      it('approved at the provider but unanswered: the scan records it paid from the provider, mails the parent once, and charges nothing more', async () => {
        const campId = await openCamp({ price: 16_500 });
        const { id, token: linkToken } = await apply();
        const before = (await trades()).length;
        const res = await pay({ count: 1, method: 'bulk', token: linkToken, plan_id: campId, card_token: await token('4000000000000300'), children: [child()] });
        expect(res.status).toBe(422);
        expect(res.body.message).toBe(m.paymentFailed);
        expect(await application(id)).toMatchObject({ status: 'payment_requested', provider_order_id: null });
        expect(await seatsTaken(campId)).toBe(1);
        // The trade of the application's attempt was approved at the provider although nobody heard it.
        const [{ attempt_id: attemptId }] = await sql<{ attempt_id: string }>(em.fork(), 'select attempt_id from camp_applications where id = ?', [id]);
        const charged = (await trades()).filter((t) => t.orderId === `camp-${attemptId}`);
        expect(charged).toEqual([expect.objectContaining({ status: 'CAPTURE', amount: 15_000, tax: 1_500 })]);

        const job = settler();
        // While the card token could still be used, the outcome is not final: left alone.
        await job.settleUnanswered(new Date());
        expect((await application(id)).status).toBe('payment_requested');

        expect(await job.settleUnanswered(afterTokenLife())).toBeGreaterThanOrEqual(1);
        expect(await application(id)).toMatchObject({ status: 'paid', provider_order_id: charged[0].orderId });
        expect(await seatsTaken(campId)).toBe(1);
        await job.settleUnanswered(afterTokenLife());
        expect(await mailsOf(id)).toEqual(['camp-application-link', 'camp-paid']);
        expect((await trades()).filter((t) => t.orderId === charged[0].orderId)).toHaveLength(1);
        expect((await trades()).length).toBe(before + 1);
      });

      it('never carried out (the api stopped before the charge): the scan records it failed, gives the seats back and says nothing was charged, once', async () => {
        const campId = await openCamp({ price: 16_500 });
        const { id } = await apply();
        // The payment request committed, then the process died before billing was asked to charge.
        const streamId = `camp-application-${id}`;
        const attemptId = `crashed${Date.now().toString(36)}`;
        await em.fork().transactional(async (tx) => {
          const store = app.get(EventStore);
          const { version } = await store.readStream(tx, streamId);
          const requestedAt = new Date().toISOString();
          await store.append(tx, { id: streamId, type: 'camp-application' }, version, [
            { type: 'CampPaymentRequested', data: { attemptId, campEventId: campId, method: 'bulk', count: 1, children: [child()], unitPrice: 16_500, total: 16_500, dueAt: null, dueDate: null, requestedAt } },
          ]);
        });
        expect(await application(id)).toMatchObject({ status: 'payment_requested' });
        expect(await seatsTaken(campId)).toBe(1);

        const job = settler();
        expect(await job.settleUnanswered(afterTokenLife())).toBeGreaterThanOrEqual(1);
        expect(await application(id)).toMatchObject({ status: 'payment_failed', provider_order_id: null });
        expect(await seatsTaken(campId)).toBe(0);
        await job.settleUnanswered(afterTokenLife());
        expect(await mailsOf(id)).toEqual(['camp-application-link', 'camp-payment-not-charged']);
        expect((await trades()).filter((t) => t.orderId === `camp-${attemptId}`.slice(0, 27))).toHaveLength(0);
      });
    });
  });

  it('reminds each paid application once, 3 days before the camp, with the pick-up rule', async () => {
    const campId = await openCamp({ startsInDays: 10 });
    const paid = await apply();
    const unpaid = await apply();
    expect((await pay({ count: 1, method: 'bulk', token: paid.token, plan_id: campId, card_token: await token(), children: [child()] })).status).toBe(200);
    const [{ starts_at }] = await sql<{ starts_at: Date }>(em.fork(), 'select starts_at from camp_events where id = ?', [campId]);
    const job = new RemindCampParticipantsJob(em, app.get(EventStore), new CampScans(new RepeatableJobs(app.get<AppConfig>(APP_CONFIG)), app.get<AppConfig>(APP_CONFIG)));
    const reminders = async (id: string) =>
      (await sql<{ n: number }>(em.fork(), "select count(*)::int as n from outbox where correlation_id = ? and payload->>'template' = 'camp-reminder'", [id]))[0].n;
    await job.remindDue(new Date(new Date(starts_at).getTime() - 5 * DAY));
    expect(await reminders(paid.id)).toBe(0);
    await job.remindDue(new Date(new Date(starts_at).getTime() - 3 * DAY));
    await job.remindDue(new Date(new Date(starts_at).getTime() - 2 * DAY));
    expect(await reminders(paid.id)).toBe(1);
    expect(await reminders(unpaid.id)).toBe(0);
  });

  describe('the back office', () => {
    it('records a bank receipt once and mails the parent', async () => {
      const campId = await openCamp();
      const { id, token: linkToken } = await apply();
      await pay({ count: 1, method: 'bank', token: linkToken, plan_id: campId, children: [child()] });
      const op = await operator();
      const res = await op.agent.post(`/admin-api/camp-applications/${id}/transfer-received`).set('X-XSRF-TOKEN', op.token).send({});
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id, status: 'paid' });
      const again = await op.agent.post(`/admin-api/camp-applications/${id}/transfer-received`).set('X-XSRF-TOKEN', op.token).send({});
      expect(again.status).toBe(200);
      const mails = await sql<{ n: number }>(em.fork(), "select count(*)::int as n from outbox where correlation_id = ? and payload->>'template' = 'camp-transfer-received'", [id]);
      expect(mails[0].n).toBe(1);
    });

    it('gives every camp payment a receipt addressed to the parent (issue 32): by card at once, by transfer once received; the mails link it, signed', async () => {
      const campId = await openCamp({ price: 16_500 });
      const card = await apply();
      const paid = await pay({ count: 2, method: 'bulk', token: card.token, plan_id: campId, children: [child('e5'), child('j1', '山田 次郎')], card_token: await token() });
      // The completion page's summary: the camp, the children, the total and the receipt's signed link.
      expect(paid.body.data).toMatchObject({ status: 'paid', count: 2, camp: { venue: '東京都渋谷区 GG COACHアリーナ' }, children: [{ name: '山田 太郎', grade: 'e5' }, { name: '山田 次郎', grade: 'j1' }], transfer: null });
      const href = paid.body.data.receipt_href as string;
      expect(href).toMatch(new RegExp(`^/fortnite-camp/receipt\\?application=${card.id}&sig=[\\w-]{43}$`));
      const [mail] = await sql<{ locals: { receiptPath: string } }>(em.fork(), "select payload->'locals' as locals from outbox where correlation_id = ? and payload->>'template' = 'camp-paid'", [card.id]);
      expect(mail.locals.receiptPath).toBe(href);
      const link = new URL(href, 'http://x');
      const visitor1 = await visitor();
      const receipt = await visitor1.agent.get(`/api/camp_users/receipt?application=${card.id}&sig=${link.searchParams.get('sig')}`);
      expect(receipt.status).toBe(200);
      expect(receipt.body.data).toMatchObject({ payment_id: card.id, addressee: '山田 花子', method: 'bulk', total: 33_000, tax: 3_000, description: expect.stringContaining('（2名）の参加費として'), lines: [{ label: 'カード一括払い', amount: 33_000, tax: 3_000 }] });

      // A forged or another application's signature, a malformed id: 404 with the same words, never another's receipt.
      const bank = await apply();
      for (const query of [`application=${card.id}&sig=forged`, `application=${bank.id}&sig=${link.searchParams.get('sig')}`, 'application=not-a-uuid&sig=1', '']) {
        const refused = await visitor1.agent.get(`/api/camp_users/receipt?${query}`);
        expect([query, refused.status, refused.body.message]).toEqual([query, 404, m.receiptNotFound]);
      }

      // By transfer: the completion page gets the account; no receipt before the money arrives, one after.
      const awaiting = await pay({ count: 1, method: 'bank', token: bank.token, plan_id: campId, children: [child()] });
      expect(awaiting.body.data).toMatchObject({ status: 'awaiting_transfer', receipt_href: null, transfer: { account_number: expect.any(String), reference: expect.stringMatching(/^C[0-9A-F]{7}$/), amount: 16_500 } });
      const op = await operator();
      await op.agent.post(`/admin-api/camp-applications/${bank.id}/transfer-received`).set('X-XSRF-TOKEN', op.token).send({});
      const [received] = await sql<{ locals: { receiptPath: string } }>(em.fork(), "select payload->'locals' as locals from outbox where correlation_id = ? and payload->>'template' = 'camp-transfer-received'", [bank.id]);
      const bankReceipt = await visitor1.agent.get(`/api/camp_users${received.locals.receiptPath.replace('/fortnite-camp', '')}`);
      expect(bankReceipt.status).toBe(200);
      expect(bankReceipt.body.data).toMatchObject({ addressee: '山田 花子', method: 'bank', total: 16_500, tax: 1_500, lines: [{ label: 'お振込み' }] });
    });

    it('cancels a card application 5 days before the camp: 30 % fee, the rest refunded at the provider, the seats given back', async () => {
      const campId = await openCamp({ startsInDays: 5, price: 16_500 });
      const { id, token: linkToken } = await apply();
      const paid = await pay({ count: 2, method: 'bulk', token: linkToken, plan_id: campId, card_token: await token(), children: [child(), child()] });
      expect(paid.status).toBe(200);
      const op = await operator();
      const res = await op.agent.post(`/admin-api/camp-applications/${id}/cancel`).set('X-XSRF-TOKEN', op.token).send({ by: 'parent', reason: '体調不良' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'refunded', fee: 9_900, refund: 23_100 });
      const row = await application(id);
      const trade = (await trades()).find((t) => t.orderId === row.provider_order_id)!;
      expect(trade.amount + trade.tax).toBe(9_900);
      expect(await seatsTaken(campId)).toBe(0);
      const again = await op.agent.post(`/admin-api/camp-applications/${id}/cancel`).set('X-XSRF-TOKEN', op.token).send({ by: 'parent' });
      expect(again.status).toBe(422);
      expect(again.body.message).toBe(m.alreadyCancelled);
    });

    it('a cancelled transfer: the fee is recorded, and the refund once the school has sent it back', async () => {
      const campId = await openCamp({ startsInDays: 2 });
      const { id, token: linkToken } = await apply();
      await pay({ count: 1, method: 'bank', token: linkToken, plan_id: campId, children: [child()] });
      const op = await operator();
      await op.agent.post(`/admin-api/camp-applications/${id}/transfer-received`).set('X-XSRF-TOKEN', op.token).send({});
      const cancelled = await op.agent.post(`/admin-api/camp-applications/${id}/cancel`).set('X-XSRF-TOKEN', op.token).send({ by: 'parent' });
      expect(cancelled.status).toBe(200);
      expect(cancelled.body).toMatchObject({ status: 'cancelled', fee: 8_250, refund: 8_250 });
      const sent = await op.agent.post(`/admin-api/camp-applications/${id}/refund-sent`).set('X-XSRF-TOKEN', op.token).send({});
      expect(sent.status).toBe(200);
      expect(sent.body).toMatchObject({ status: 'refunded' });
      const again = await op.agent.post(`/admin-api/camp-applications/${id}/refund-sent`).set('X-XSRF-TOKEN', op.token).send({});
      expect(again.status).toBe(200);
      const refunds = await sql<{ n: number }>(em.fork(), "select count(*)::int as n from events where stream_id = ? and type = 'CampRefunded'", [`camp-application-${id}`]);
      expect(refunds[0].n).toBe(1);
    });

    it('the school calls the camp off: a full refund by RETURN', async () => {
      const campId = await openCamp({ startsInDays: 2 });
      const { id, token: linkToken } = await apply();
      await pay({ count: 1, method: 'bulk', token: linkToken, plan_id: campId, card_token: await token(), children: [child()] });
      const op = await operator();
      const res = await op.agent.post(`/admin-api/camp-applications/${id}/cancel`).set('X-XSRF-TOKEN', op.token).send({ by: 'school', days: 1, cancelled_days: 1, reason: '会場の都合' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'refunded', fee: 0, refund: 16_500 });
      const row = await application(id);
      expect((await trades()).find((t) => t.orderId === row.provider_order_id)!.status).toBe('RETURN');
    });

    it('lists applications with their children and consents, edits camps, and gives the participants as CSV', async () => {
      const op = await operator();
      const created = await op.agent
        .post('/admin-api/camp-events')
        .set('X-XSRF-TOKEN', op.token)
        .send({
          name: `春のキャンプ ${tag}`,
          venue: '大阪会場',
          starts_at: '2027-03-27T10:00:00+09:00',
          ends_at: '2027-03-27T17:00:00+09:00',
          capacity: 2,
          price: 12_000,
          application_starts_at: '2026-11-01T00:00:00+09:00',
          application_ends_at: '2027-03-20T00:00:00+09:00',
          grade_from: 'e4',
          grade_to: 'j3',
        });
      expect(created.status).toBe(201);
      const bad = await op.agent.put(`/admin-api/camp-events/${created.body.id}`).set('X-XSRF-TOKEN', op.token).send({ ...created.body, grade_from: 'h3', grade_to: 'e4' });
      expect(bad.status).toBe(422);

      const campId = await openCamp();
      const { id, token: linkToken } = await apply();
      await pay({ count: 1, method: 'bulk', token: linkToken, plan_id: campId, card_token: await token(), children: [child('e6', '=危険な名前')] });
      const list = await op.agent.get(`/admin-api/camp-applications?filter=${encodeURIComponent(JSON.stringify({ camp_event_id: campId }))}`);
      expect(list.status).toBe(200);
      expect(list.headers['content-range']).toMatch(/^camp-applications 0-0\/1$/);
      expect(list.body[0]).toMatchObject({ id, status: 'paid', children: [{ name: '=危険な名前', grade: 'e6' }], consents: [{ document: 'camp_rule' }, { document: 'privacy' }, { document: 'camp_ebizrule' }] });
      const csv = await op.agent.get(`/admin-api/camp-events/${campId}/participants.csv`);
      expect(csv.status).toBe(200);
      expect(csv.headers['content-type']).toContain('text/csv');
      expect(csv.text).toContain('"\'=危険な名前","ヤマダ タロウ","小学6年生","卵アレルギー"');

      const signedOut = await request(app.getHttpServer()).get('/admin-api/camp-applications');
      expect(signedOut.status).toBe(401);
    });

    it('reads the chosen camps back by id, as the application list’s camp choice asks (react-admin’s getMany)', async () => {
      const op = await operator();
      const made: number[] = [];
      for (const season of ['夏', '秋']) {
        const created = await op.agent
          .post('/admin-api/camp-events')
          .set('X-XSRF-TOKEN', op.token)
          .send({
            name: `${season}のキャンプ ${tag}`,
            venue: '名古屋会場',
            starts_at: '2027-08-21T10:00:00+09:00',
            ends_at: '2027-08-21T17:00:00+09:00',
            capacity: 10,
            price: 12_000,
            application_starts_at: '2027-06-01T00:00:00+09:00',
            application_ends_at: '2027-08-14T00:00:00+09:00',
            grade_from: 'e4',
            grade_to: 'j3',
          });
        expect(created.status).toBe(201);
        made.push(created.body.id);
      }
      const byId = async (id: unknown) => {
        const res = await op.agent.get(`/admin-api/camp-events?filter=${encodeURIComponent(JSON.stringify({ id }))}`);
        expect(res.status).toBe(200);
        return { ids: (res.body as { id: number }[]).map((c) => c.id), range: res.headers['content-range'] };
      };
      expect(await byId([made[1]])).toEqual({ ids: [made[1]], range: 'camp-events 0-0/1' });
      expect(await byId(made[0])).toEqual({ ids: [made[0]], range: 'camp-events 0-0/1' });
      expect((await byId(made)).ids.sort()).toEqual([...made].sort());
      expect((await op.agent.get(`/admin-api/camp-events?filter=${encodeURIComponent('{"id":["x"]}')}`)).status).toBe(400);
    });
  });
});
