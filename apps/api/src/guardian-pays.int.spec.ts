import { EntityManager } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { QueryBus } from '@nestjs/cqrs';
import { fromTokyo, GuardianMessages, PaymentMessages, shiftTokyoDate, suspendedMessage, tokyoDate, tokyoWeekday } from '@coaching/contracts';
import { CardProviderClient, ChargePaymentJob, SavedCards } from '@coaching/server-billing';
import { SendGuardianWeeklySummariesJob } from '@coaching/server-composition';
import { EventStore, MailRenderer, ReactorRegistry, type RepeatableJobs, sql } from '@coaching/server-core';
import { drainReactions } from '@coaching/server-core/testing';
import { cardToken, type RunningSandbox, startSandbox } from '@coaching/sandbox/testing';
import { randomUUID } from 'node:crypto';
import { ADULT_STUDENT, signedUpMember, verifyByMail, xsrfFrom } from './testing/billing-members';
import { coachFixture, hoursFromNow, operatorAgent, pastLesson } from './testing/lesson-fixtures';
import { csrfAgent, startTestApi } from './testing/test-api';

/**
 * The guardian pays (issue 31 slice 2, ADR 0038): a guardian buys for a linked child through the member's checkout,
 * with their own card; the plan is the child's, the money (card, mails, receipt) the guardian's. And the IDOR walls:
 * nothing of a child not linked or no longer linked, nothing of the guardian's cards for the child.
 */
describe('guardian pays for a linked child (real api, PostgreSQL, sandbox card provider)', () => {
  let app: NestExpressApplication;
  let em: EntityManager;
  let sandbox: RunningSandbox;
  let n = 0;
  const gameId = 41_000_000 + Math.floor(Math.random() * 1_000_000);
  const tag = `gpay${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const plans: Record<string, number> = {};
  let itemId = 0;

  const insertPlan = async (code: string, fields: Record<string, unknown>) =>
    (
      await sql<{ id: number }>(em.fork(), `insert into plans (game_id, code, name, lesson_count, tax_rate, price1${fields.plan_type ? ', plan_type' : ''}) values (?, ?, ?, 4, 1.1, ?${fields.plan_type ? ', ?' : ''}) returning id`, [
        gameId,
        `${tag}-${code}`,
        code,
        fields.price1,
        ...(fields.plan_type ? [fields.plan_type] : []),
      ])
    )[0].id;

  beforeAll(async () => {
    sandbox = await startSandbox({ httpPort: 0, smtpPort: 0, host: '127.0.0.1' });
    app = await startTestApi({ CARD_PROVIDER_API_URL: `${sandbox.httpUrl}/payments/payment`, CARD_PROVIDER_SCRIPT_URL: `${sandbox.httpUrl}/payments/ext/js/token.js` });
    em = app.get(EntityManager);
    await sql(em.fork(), 'insert into games (id, name, is_purchasable, is_legacy, sort_order) values (?, ?, true, false, 9300)', [gameId, `保護者購入 ${tag}`]);
    plans.standard = await insertPlan('standard', { price1: 20_000 });
    plans.addA = await insertPlan('add-a', { price1: 5_000, plan_type: 'add' });
    plans.addB = await insertPlan('add-b', { price1: 6_000, plan_type: 'add' });
    [{ id: itemId }] = await sql<{ id: number }>(em.fork(), "insert into items (game_id, code, name, price, tax_rate) values (?, ?, '追加レッスン（1回）', 9000, 1.1) returning id", [gameId, `${tag}-extra`]);
  });
  afterAll(async () => {
    await app.close();
    await sandbox.close();
  });

  type Account = { agent: Awaited<ReturnType<typeof csrfAgent>>['agent']; token: string; userId: string; email: string };
  const token = (cardno = '4111111111111111') => cardToken(`${sandbox.httpUrl}/payments/ext/js/token.js`, 'tshop00000001', { cardno, expire: '3012' });
  const post = (who: Account, path: string, body: object = {}) => who.agent.post(path).set('X-XSRF-TOKEN', who.token).send(body);

  async function guardianAccount(): Promise<Account> {
    n += 1;
    const email = `gpay-${process.pid}-${Date.now()}-${n}@example.jp`;
    const { agent, token: anonymous } = await csrfAgent(app, `10.71.${Math.floor(n / 250)}.${n % 250}`);
    const res = await agent.post('/api/guardians/register').set('X-XSRF-TOKEN', anonymous).send({ email, password: 'guardian-password' });
    expect(res.status).toBe(201);
    const [user] = await sql<{ id: string }>(em.fork(), 'select id from users where lower(email) = ?', [email]);
    await verifyByMail(app, agent, email);
    // The guardian's name, as their profile keeps it: the receipt is addressed to it.
    await sql(em.fork(), "update users set last_name = '鈴木', first_name = '一郎' where id = ?", [user.id]);
    return { agent, token: xsrfFrom(res) ?? anonymous, userId: user.id, email };
  }
  async function child(information = true): Promise<Account> {
    const who = await signedUpMember(app, '10.72');
    if (information) expect((await post(who, '/api/personal_informations/', ADULT_STUDENT)).status).toBe(200);
    return who;
  }
  /** The child invites the guardian, the guardian accepts: the live link's id. */
  async function linked(kid: Account, guardian: Account): Promise<string> {
    const invited = await post(kid, '/api/guardian-links', { email: guardian.email });
    expect(invited.status).toBe(201);
    expect((await post(guardian, `/api/guardian/links/${invited.body.data.id}/accept`)).status).toBe(200);
    return invited.body.data.id;
  }
  const buyFor = (guardian: Account, linkId: string, planId: number, body: Record<string, unknown>) => post(guardian, `/api/guardian/children/${linkId}/plans/${planId}/purchase`, body);
  const charge = (paymentId: string) =>
    new ChargePaymentJob(em, app.get(EventStore), app.get(CardProviderClient), app.get(SavedCards)).handle({ paymentId, n: 0 }, { jobId: `test-${randomUUID()}`, attempt: 1, maxAttempts: 8 });
  const mailsOf = (paymentId: string) =>
    sql<{ template: string; to_member: string | null }>(em.fork(), "select payload->>'template' as template, payload->>'toMember' as to_member from outbox where correlation_id = ? and payload->>'template' is not null order by position", [paymentId]);

  it('buys a plan for the child with the guardian’s new card: the plan is the child’s, the card, mail, receipt and history the guardian’s', async () => {
    const [guardian, kid] = await Promise.all([guardianAccount(), child()]);
    const linkId = await linked(kid, guardian);

    const calc = await guardian.agent.get(`/api/guardian/children/${linkId}/plans/${plans.standard}/calc?method=bulk&period=1`);
    expect(calc.status).toBe(200);
    const bought = await buyFor(guardian, linkId, plans.standard, { method: 'bulk', period: 1, token: await token(), idempotency_key: randomUUID() });
    expect([bought.status, bought.body.data?.status_ja]).toEqual([202, '決済処理中']);
    expect(bought.body.data.amount + bought.body.data.tax).toBe(calc.body.data.total);
    const paymentId: string = bought.body.data.id;
    const [row] = await sql<{ user_id: string; payer_id: string }>(em.fork(), 'select user_id, payer_id from payments where id = ?', [paymentId]);
    expect(row).toEqual({ user_id: kid.userId, payer_id: guardian.userId });

    await charge(paymentId);
    await drainReactions(app.get(EntityManager), app.get(ReactorRegistry));

    // The child holds the plan (their mypage), and sees nothing of the money: no order, no receipt, no card.
    const me = (await kid.agent.get('/api/me')).body.data;
    expect(me.current_plan?.plan.name).toBe('standard');
    expect((await kid.agent.get('/api/payments')).body.data).toEqual([]);
    expect((await kid.agent.get(`/api/payments/${paymentId}`)).status).toBe(404);
    expect((await kid.agent.get(`/api/payments/${paymentId}/receipt`)).status).toBe(404);
    expect((await kid.agent.get('/api/payments/cards')).body.data).toEqual([]);

    // The guardian: their card (now their default), the order on the result page, the receipt addressed to them.
    const cards = (await guardian.agent.get('/api/payments/cards')).body.data;
    expect(cards).toEqual([expect.objectContaining({ card_no: expect.stringMatching(/1111$/), default_flag: '1' })]);
    expect((await guardian.agent.get(`/api/payments/${paymentId}`)).body.data).toMatchObject({ id: paymentId, status: 'captured', has_receipt: true });
    const receipt = await guardian.agent.get(`/api/payments/${paymentId}/receipt`);
    expect(receipt.body.data).toMatchObject({ addressee: '鈴木 一郎', total: calc.body.data.total });
    const listed = (await guardian.agent.get(`/api/guardian/children/${linkId}/payments`)).body.data;
    expect(listed).toEqual([expect.objectContaining({ id: paymentId, has_receipt: true, plan: { name: 'standard' } })]);
    const area = (await guardian.agent.get('/api/guardian/children')).body.data;
    expect(area).toEqual([expect.objectContaining({ link_id: linkId, payments: [expect.objectContaining({ id: paymentId })] })]);

    // Money mails go to the payer.
    expect(await mailsOf(paymentId)).toEqual([{ template: 'payment-completed', to_member: guardian.userId }]);
  });

  it('places one order and queues one charge for ten concurrent submits of one purchase', async () => {
    const [guardian, kid] = await Promise.all([guardianAccount(), child()]);
    const linkId = await linked(kid, guardian);
    expect((await post(guardian, '/api/payments/saveCard', { token: await token() })).status).toBe(200);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => buyFor(guardian, linkId, plans.standard, { method: 'bulk', period: 1, defaultCard: true, idempotency_key: key })));
    const accepted = answers.filter((a) => a.status === 202);
    expect(accepted).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status !== 202)) {
      expect([200, 409]).toContain(answer.status);
      if (answer.status === 200) expect(answer.body.data.id).toBe(accepted[0].body.data.id);
      else expect(answer.body.message).toBe(PaymentMessages.duplicateRequest);
    }
    const orders = await sql<{ id: string }>(em.fork(), 'select id from payments where user_id = ?', [kid.userId]);
    expect(orders).toHaveLength(1);
    const jobs = await sql(em.fork(), "select 1 from outbox where correlation_id = ? and job_name = 'charge-payment'", [orders[0].id]);
    expect(jobs).toHaveLength(1);
  });

  it('applies the catalogue’s rules to the child: the child’s add plan, the child’s student information', async () => {
    const [guardian, kid, unready] = await Promise.all([guardianAccount(), child(), child(false)]);
    const linkId = await linked(kid, guardian);
    expect((await post(kid, `/api/plans/${plans.addA}/purchase`, { method: 'bank', period: 1, idempotency_key: randomUUID() })).status).toBe(202);
    // The child holds an add plan of this game: the guardian cannot buy them a second one.
    const second = await buyFor(guardian, linkId, plans.addB, { method: 'bank', period: 1, idempotency_key: randomUUID() });
    expect([second.status, second.body.message]).toEqual([422, PaymentMessages.sameGameAddPlanPurchased]);
    const same = await buyFor(guardian, linkId, plans.addA, { method: 'bank', period: 1, idempotency_key: randomUUID() });
    expect(same.status).toBe(422);

    // A child whose student information is missing: the guardian is told to have the child register it.
    const unreadyLink = await linked(unready, guardian);
    const refused = await buyFor(guardian, unreadyLink, plans.standard, { method: 'bank', period: 1, idempotency_key: randomUUID() });
    expect([refused.status, refused.body.message]).toEqual([422, GuardianMessages.childInformationIncomplete]);
    expect(await sql(em.fork(), 'select 1 from payments where user_id = ?', [unready.userId])).toHaveLength(0);
  });

  it('mails a bank transfer’s guide to the guardian who pays', async () => {
    const [guardian, kid] = await Promise.all([guardianAccount(), child()]);
    const linkId = await linked(kid, guardian);
    const bought = await buyFor(guardian, linkId, plans.standard, { method: 'bank', period: 1, idempotency_key: randomUUID() });
    expect(bought.status).toBe(202);
    expect(await mailsOf(bought.body.data.id)).toEqual([{ template: 'bank-transfer-guide', to_member: guardian.userId }]);
  });

  it('IDOR: a guardian reads and buys nothing for a child not linked, a link still pending, another guardian’s link, or a link ended', async () => {
    const [guardian, other, kid, stranger] = await Promise.all([guardianAccount(), guardianAccount(), child(), child()]);
    const linkId = await linked(kid, guardian);
    const othersLink = await linked(stranger, other);
    const pending = (await post(guardian, '/api/guardian/links', { email: stranger.email })).body.data.id as string;
    const bought = await buyFor(guardian, linkId, plans.standard, { method: 'bank', period: 1, idempotency_key: randomUUID() });
    expect(bought.status).toBe(202);

    const reads = (id: string) => [`/api/guardian/children/${id}/payments`, `/api/guardian/children/${id}/plans/${plans.standard}/calc?method=bulk&period=1`];
    for (const id of [othersLink, pending, randomUUID(), 'not-a-uuid']) {
      for (const path of reads(id)) {
        const res = await guardian.agent.get(path);
        expect([path, res.status]).toEqual([path, 404]);
      }
      const res = await buyFor(guardian, id, plans.standard, { method: 'bank', period: 1, idempotency_key: randomUUID() });
      expect([id, res.status, res.body.message]).toEqual([id, 404, GuardianMessages.childNotLinked]);
      const item = await post(guardian, `/api/guardian/children/${id}/items/${itemId}/purchase`, { method: 'bank', quantity: 1, idempotency_key: randomUUID() });
      expect([id, item.status, item.body.message]).toEqual([id, 404, GuardianMessages.childNotLinked]);
      expect((await guardian.agent.get(`/api/guardian/children/${id}/items/${itemId}/calc?method=bank&quantity=1`)).status).toBe(404);
    }
    expect(await sql(em.fork(), 'select 1 from payments where user_id = ?', [stranger.userId])).toHaveLength(0);
    // Another guardian cannot read this guardian's order of the child.
    expect((await other.agent.get(`/api/payments/${bought.body.data.id}`)).status).toBe(404);
    // A student cannot use the guardian's checkout at all.
    expect((await kid.agent.get(`/api/guardian/children/${linkId}/payments`)).status).toBe(403);

    // The child ends the link: the guardian sees nothing of them and buys nothing for them any more.
    expect((await post(kid, `/api/guardian-links/${linkId}/end`)).status).toBe(200);
    expect((await guardian.agent.get('/api/guardian/children')).body.data).toEqual([]);
    for (const path of reads(linkId)) expect((await guardian.agent.get(path)).status).toBe(404);
    const after = await buyFor(guardian, linkId, plans.standard, { method: 'bank', period: 1, idempotency_key: randomUUID() });
    expect([after.status, after.body.message]).toEqual([404, GuardianMessages.childNotLinked]);
  });

  it('IDOR: a child sees nothing of the guardian’s cards and cannot delete one', async () => {
    const [guardian, kid] = await Promise.all([guardianAccount(), child()]);
    await linked(kid, guardian);
    expect((await post(guardian, '/api/payments/saveCard', { token: await token() })).status).toBe(200);
    const [card] = (await guardian.agent.get('/api/payments/cards')).body.data as { card_seq: string }[];
    expect((await kid.agent.get('/api/payments/cards')).body.data).toEqual([]);
    expect((await kid.agent.get('/api/payments/cards/schedules')).body.data).toEqual([]);
    // The child cannot delete or make default the guardian's card: it is not theirs at the provider.
    expect((await post(kid, '/api/payments/deleteCard', { card_seq: card.card_seq })).status).toBeGreaterThanOrEqual(400);
    expect((await guardian.agent.get('/api/payments/cards')).body.data).toHaveLength(1);
  });

  it('shows the guardian only the karte notes the coach shares (保護者と共有, not shared by default), and none once the link ends', async () => {
    const [guardian, kid] = await Promise.all([guardianAccount(), child()]);
    const linkId = await linked(kid, guardian);
    const coachId = await coachFixture(app, gameId, '共有 コーチ');
    const support = await operatorAgent(app, { email: `support-gpay-${process.pid}@ggcoach.example`, name: 'サポート 共有', role: 'support', password: 'support-gpay-password' }, '10.73.0.1');
    const write = async (hoursAgo: number, note: Record<string, unknown>) => {
      const lessonId = await pastLesson(app, { memberId: kid.userId, coachId, startsAt: hoursFromNow(-hoursAgo) });
      expect((await support.agent.post(`/admin-api/lessons/${lessonId}/attendance`).set('X-XSRF-TOKEN', support.token).send({ attended: true })).status).toBeLessThan(300);
      const res = await support.agent.put(`/admin-api/lessons/${lessonId}/karte`).set('X-XSRF-TOKEN', support.token).send({ homework: '', ratings: { aim: 3, movement: 3, game_sense: 3, communication: 3 }, ...note });
      expect(res.status).toBe(200);
      return { lessonId, read: res.body };
    };
    const privateNote = await write(30, { worked_on: '本人だけのメモ' });
    expect(privateNote.read.shared_with_guardian).toBe(false);
    const shared = await write(6, { worked_on: 'エイム練習の成果', homework: '毎日10分', shared_with_guardian: true });
    expect(shared.read.shared_with_guardian).toBe(true);

    const [area] = (await guardian.agent.get('/api/guardian/children')).body.data;
    expect(area.karte).toEqual([expect.objectContaining({ lesson_id: shared.lessonId, worked_on: 'エイム練習の成果', homework: '毎日10分', coach: { name: '共有 コーチ' } })]);
    // The student reads their whole karte, shared or not.
    expect(((await kid.agent.get('/api/karte')).body.data as { lesson_id: string }[]).map((k) => k.lesson_id).sort()).toEqual([privateNote.lessonId, shared.lessonId].sort());
    // Recorded on the karte's stream with the choice.
    const [event] = await sql<{ data: { sharedWithGuardian: boolean } }>(em.fork(), "select data from events where stream_id like ? and type = 'KarteNoteWritten' order by global_position desc limit 1", [`%${shared.lessonId}`]);
    expect(event.data.sharedWithGuardian).toBe(true);

    // Unshared again by the coach: gone from the guardian area.
    await support.agent.put(`/admin-api/lessons/${shared.lessonId}/karte`).set('X-XSRF-TOKEN', support.token).send({ worked_on: 'エイム練習の成果', ratings: { aim: 3, movement: 3, game_sense: 3, communication: 3 }, shared_with_guardian: false });
    expect((await guardian.agent.get('/api/guardian/children')).body.data[0].karte).toEqual([]);
    await support.agent.put(`/admin-api/lessons/${shared.lessonId}/karte`).set('X-XSRF-TOKEN', support.token).send({ worked_on: 'エイム練習の成果', ratings: { aim: 3, movement: 3, game_sense: 3, communication: 3 }, shared_with_guardian: true });
    expect((await guardian.agent.get('/api/guardian/children')).body.data[0].karte).toHaveLength(1);

    // The link ends: nothing of the child, karte included.
    expect((await post(guardian, `/api/guardian/links/${linkId}/end`)).status).toBe(200);
    expect((await guardian.agent.get('/api/guardian/children')).body.data).toEqual([]);
  });

  it('marks a guardian’s account 保護者 in support’s member search (account_kind), a student’s not', async () => {
    const [guardian, kid] = await Promise.all([guardianAccount(), child()]);
    const support = await operatorAgent(app, { email: `support-gpay-search-${process.pid}@ggcoach.example`, name: 'サポート 検索', role: 'support', password: 'support-gpay-password' }, '10.73.0.2');
    const search = async (q: string) => (await support.agent.get(`/admin-api/members?filter=${encodeURIComponent(JSON.stringify({ q }))}&range=${encodeURIComponent('[0,9]')}`)).body as { id: string; account_kind: string }[];
    expect((await search(guardian.email)).find((row) => row.id === guardian.userId)?.account_kind).toBe('guardian');
    expect((await search(kid.email)).find((row) => row.id === kid.userId)?.account_kind).toBe('member');
  });
  // Slice 3 (ADR 0047): the member checkout's rules hold for the guardian's purchase too.

  it('takes a coupon code as the member’s checkout does: the same refusal, the discount, one use counted under ten concurrent submits', async () => {
    const [guardian, kid, secondKid] = await Promise.all([guardianAccount(), child(), child()]);
    const [linkId, secondLink] = await Promise.all([linked(kid, guardian), linked(secondKid, guardian)]);
    const code = `${tag}-ONCE`.toUpperCase();
    const [{ id: couponId }] = await sql<{ id: number }>(em.fork(), "insert into coupons (code, name, discount_type, discount_value, target, max_uses) values (?, '先着1名', 'amount', 5000, 'subtotal', 1) returning id", [code]);

    const wrong = await guardian.agent.get(`/api/guardian/children/${linkId}/plans/${plans.standard}/calc?method=bank&period=1&coupon_code=NO-SUCH-${tag}`);
    expect([wrong.status, wrong.body.message]).toEqual([422, PaymentMessages.couponInvalid]);
    const plain = await guardian.agent.get(`/api/guardian/children/${linkId}/plans/${plans.standard}/calc?method=bank&period=1`);
    const calc = await guardian.agent.get(`/api/guardian/children/${linkId}/plans/${plans.standard}/calc?method=bank&period=1&coupon_code=${code}`);
    expect(calc.status).toBe(200);
    expect(calc.body.data.coupon).toMatchObject({ code });
    expect(calc.body.data.total).toBeLessThan(plain.body.data.total);

    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => buyFor(guardian, linkId, plans.standard, { method: 'bank', period: 1, coupon_code: code, idempotency_key: key })));
    expect(answers.filter((a) => a.status === 202)).toHaveLength(1);
    const orders = await sql<{ id: string; coupon_code: string | null; payer_id: string }>(em.fork(), 'select id, coupon_code, payer_id from payments where user_id = ?', [kid.userId]);
    expect(orders).toEqual([{ id: expect.any(String), coupon_code: code, payer_id: guardian.userId }]);
    const [{ uses }] = await sql<{ uses: number }>(em.fork(), 'select count(*)::int as uses from coupon_redemptions where coupon_id = ?', [couponId]);
    expect(uses).toBe(1);

    // The one use is spent: the next order (another child of the guardian) is refused with the member's message.
    const late = await buyFor(guardian, secondLink, plans.standard, { method: 'bank', period: 1, coupon_code: code, idempotency_key: randomUUID() });
    expect([late.status, late.body.message]).toEqual([422, PaymentMessages.couponInvalid]);
    expect(await sql(em.fork(), 'select 1 from payments where user_id = ?', [secondKid.userId])).toHaveLength(0);
  });

  it('refuses to buy a plan or an item for a child support has suspended (403, the member’s refusal with the reason)', async () => {
    const [guardian, kid] = await Promise.all([guardianAccount(), child()]);
    const linkId = await linked(kid, guardian);
    const support = await operatorAgent(app, { email: `support-gpay-suspend-${process.pid}@ggcoach.example`, name: 'サポート 停止', role: 'support', password: 'support-gpay-password' }, '10.73.0.3');
    const suspended = await support.agent.post(`/admin-api/members/${kid.userId}/suspension`).set('X-XSRF-TOKEN', support.token).send({ ground: 'misuse', reason: '確認中のため' });
    expect(suspended.status).toBeLessThan(300);

    const plan = await buyFor(guardian, linkId, plans.standard, { method: 'bank', period: 1, idempotency_key: randomUUID() });
    expect([plan.status, plan.body.message]).toEqual([403, suspendedMessage('確認中のため')]);
    const item = await post(guardian, `/api/guardian/children/${linkId}/items/${itemId}/purchase`, { method: 'bank', quantity: 1, idempotency_key: randomUUID() });
    expect([item.status, item.body.message]).toEqual([403, suspendedMessage('確認中のため')]);
    expect(await sql(em.fork(), 'select 1 from payments where user_id = ?', [kid.userId])).toHaveLength(0);

    // Lifted: the guardian buys again.
    expect((await support.agent.post(`/admin-api/members/${kid.userId}/suspension/lift`).set('X-XSRF-TOKEN', support.token)).status).toBeLessThan(300);
    expect((await buyFor(guardian, linkId, plans.standard, { method: 'bank', period: 1, idempotency_key: randomUUID() })).status).toBe(202);
  });

  it('buys add-on items for the child: the lessons are the child’s, the order and its mail the guardian’s', async () => {
    const [guardian, kid] = await Promise.all([guardianAccount(), child()]);
    const linkId = await linked(kid, guardian);
    const calc = await guardian.agent.get(`/api/guardian/children/${linkId}/items/${itemId}/calc?method=bank&quantity=2`);
    expect(calc.status).toBe(200);
    const bought = await post(guardian, `/api/guardian/children/${linkId}/items/${itemId}/purchase`, { method: 'bank', quantity: 2, idempotency_key: randomUUID() });
    expect(bought.status).toBe(202);
    expect(bought.body.data.amount + bought.body.data.tax).toBe(calc.body.data.total);
    const [row] = await sql<{ user_id: string; payer_id: string; kind: string; quantity: number }>(em.fork(), 'select user_id, payer_id, kind, quantity from payments where id = ?', [bought.body.data.id]);
    expect(row).toEqual({ user_id: kid.userId, payer_id: guardian.userId, kind: 'item', quantity: 2 });
    expect(await mailsOf(bought.body.data.id)).toEqual([{ template: 'bank-transfer-guide', to_member: guardian.userId }]);
    expect((await guardian.agent.get(`/api/guardian/children/${linkId}/payments`)).body.data).toEqual([expect.objectContaining({ id: bought.body.data.id })]);
  });

  // Slice 3: the camp and the trials in the guardian area.

  it('lists the camp applications made with the guardian’s address (children, dates, status, the paid one’s receipt link), and no one else’s', async () => {
    const [guardian, other] = await Promise.all([guardianAccount(), guardianAccount()]);
    const [{ id: campEventId }] = await sql<{ id: number }>(
      em.fork(),
      `insert into camp_events (name, venue, starts_at, ends_at, capacity, price, application_starts_at, application_ends_at, grade_from, grade_to)
       values (?, '東京会場', now() + interval '30 days', now() + interval '32 days', 20, 30000, now() - interval '1 day', now() + interval '20 days', 'e4', 'h3') returning id`,
      [`冬キャンプ ${tag}`],
    );
    const apply = async (email: string, status: string, children: string[], paid: boolean) => {
      const id = randomUUID();
      const kids = children.map((name) => ({ name, kana: 'ヤマダ', grade: 'e5', notes: '', emergency_name: '山田 花子', emergency_phone: '09012345678' }));
      await sql(
        em.fork(),
        `insert into camp_applications (id, camp_event_id, name, kana, email, phone_number, token_hash, token_expires_at, consents, status, method, count, total, children, paid_at, applied_at, updated_at)
         values (?, ?, '山田 花子', 'ヤマダ ハナコ', ?, '09012345678', ?, now() + interval '1 day', '[]', ?, ?, ?, ?, ?::jsonb, ?, now(), now())`,
        [id, campEventId, email, randomUUID(), status, paid ? 'bulk' : null, children.length, 30_000 * children.length, JSON.stringify(kids), paid ? new Date() : null],
      );
      return id;
    };
    // Any case of the address is the guardian's (camp compares addresses without case).
    const paidId = await apply(guardian.email.toUpperCase(), 'paid', ['山田 太郎', '山田 次郎'], true);
    const openId = await apply(guardian.email, 'applied', [], false);
    await apply(other.email, 'paid', ['別の子'], true);

    const res = await guardian.agent.get('/api/guardian/camp-applications');
    expect(res.status).toBe(200);
    const byId = new Map((res.body.data as { id: string }[]).map((a) => [a.id, a]));
    expect([...byId.keys()].sort()).toEqual([paidId, openId].sort());
    expect(byId.get(paidId)).toMatchObject({ camp_name: `冬キャンプ ${tag}`, venue: '東京会場', children: ['山田 太郎', '山田 次郎'], status: 'paid', status_ja: '支払い済み', total: 60_000, receipt_href: expect.stringMatching(/^\/fortnite-camp\/receipt\?application=/) });
    expect(byId.get(openId)).toMatchObject({ status: 'applied', receipt_href: null });
    // The link opens the receipt, addressed to the parent who applied.
    const href = (byId.get(paidId) as { receipt_href: string }).receipt_href;
    const receipt = await guardian.agent.get(`/api/camp_users/receipt${href.slice(href.indexOf('?'))}`);
    expect(receipt.body.data).toMatchObject({ payment_id: paidId, total: 60_000 });
    // A student cannot read the guardian area's camp list.
    const kid = await child(false);
    expect((await kid.agent.get('/api/guardian/camp-applications')).status).toBe(403);
  });

  it('shows each linked child’s trial bookings (date, coach, status) on the child’s card, and none of a child whose link ended', async () => {
    const [guardian, kid] = await Promise.all([guardianAccount(), child()]);
    const linkId = await linked(kid, guardian);
    const coachId = await coachFixture(app, gameId, '体験 コーチ');
    const trial = async (status: string, hoursAhead: number) => {
      const id = randomUUID();
      await sql(em.fork(), "insert into trials (id, member_id, game_id, coach_id, last_name, first_name, starts_at, ends_at, status, created_at, updated_at) values (?, ?, ?, ?, '体験', '太郎', ?, ?, ?, now(), now())", [
        id, kid.userId, gameId, coachId, hoursFromNow(hoursAhead), hoursFromNow(hoursAhead + 1), status,
      ]);
      return id;
    };
    const booked = await trial('booked', 48);
    await trial('expired', 24);

    const [card] = (await guardian.agent.get('/api/guardian/children')).body.data;
    expect(card.trials).toEqual([{ id: booked, started_at: hoursFromNow(48).toISOString(), ended_at: hoursFromNow(49).toISOString(), coach_name: '体験 コーチ', status: 'booked', status_ja: '予約確定' }]);

    expect((await post(kid, `/api/guardian-links/${linkId}/end`)).status).toBe(200);
    expect((await guardian.agent.get('/api/guardian/children')).body.data).toEqual([]);
  });

  // Slice 3: the weekly summary mail.

  it('keeps the weekly summary off until the guardian turns it on (a guardian’s own preference; 422 for a bad body, 403 for a student)', async () => {
    const [guardian, kid] = await Promise.all([guardianAccount(), child(false)]);
    expect((await guardian.agent.get('/api/guardian/preferences')).body.data).toEqual({ weekly_summary: false });
    const bad = await guardian.agent.put('/api/guardian/preferences').set('X-XSRF-TOKEN', guardian.token).send({ weekly_summary: 'yes' });
    expect([bad.status, bad.body.message]).toEqual([422, '週次サマリーの受け取りを選択してください。']);
    const on = await guardian.agent.put('/api/guardian/preferences').set('X-XSRF-TOKEN', guardian.token).send({ weekly_summary: true });
    expect([on.status, on.body.data]).toEqual([200, { weekly_summary: true }]);
    expect((await guardian.agent.get('/api/guardian/preferences')).body.data).toEqual({ weekly_summary: true });
    expect((await kid.agent.put('/api/guardian/preferences').set('X-XSRF-TOKEN', kid.token).send({ weekly_summary: true })).status).toBe(403);
  });

  it('mails each opted-in guardian one summary of each linked child’s last week, once per week however often the job runs', async () => {
    const [guardian, quiet, kid, sibling, former] = await Promise.all([guardianAccount(), guardianAccount(), child(), child(), child()]);
    await sql(em.fork(), "update users set last_name = '山田', first_name = '太郎' where id = ?", [kid.userId]);
    await sql(em.fork(), "update users set last_name = '山田', first_name = '花子' where id = ?", [sibling.userId]);
    await Promise.all([linked(kid, guardian), linked(sibling, guardian), linked(kid, quiet)]);
    const formerLink = await linked(former, guardian);
    expect((await post(former, `/api/guardian-links/${formerLink}/end`)).status).toBe(200);
    expect((await guardian.agent.put('/api/guardian/preferences').set('X-XSRF-TOKEN', guardian.token).send({ weekly_summary: true })).status).toBe(200);

    // The kid's lesson 30 hours ago, attended with a shared karte note; a missed one the same week; the next lesson ahead.
    const coachId = await coachFixture(app, gameId, '週次 コーチ');
    const support = await operatorAgent(app, { email: `support-gpay-weekly-${process.pid}@ggcoach.example`, name: 'サポート 週次', role: 'support', password: 'support-gpay-password' }, '10.73.0.4');
    const startsAt = hoursFromNow(-30);
    const lessonId = await pastLesson(app, { memberId: kid.userId, coachId, startsAt });
    expect((await support.agent.post(`/admin-api/lessons/${lessonId}/attendance`).set('X-XSRF-TOKEN', support.token).send({ attended: true })).status).toBeLessThan(300);
    const karte = await support.agent.put(`/admin-api/lessons/${lessonId}/karte`).set('X-XSRF-TOKEN', support.token).send({ worked_on: '立ち回りの確認', homework: '毎日10分', ratings: { aim: 3, movement: 3, game_sense: 3, communication: 3 }, shared_with_guardian: true });
    expect(karte.status).toBe(200);
    const lessonRow = (id: string, at: Date, status: string) =>
      sql(em.fork(), "insert into lessons (id, kind, member_id, coach_id, starts_at, ends_at, source, status, scheduled_at) values (?, 'personal', ?, ?, ?, ?, 'plan', ?, ?)", [id, kid.userId, coachId, at, new Date(at.getTime() + 3_600_000), status, at]);
    // Missed the same Tokyo day (so the same week), apart from the attended hour.
    const lessonDay = tokyoDate(startsAt);
    const missedAt = fromTokyo(`${lessonDay} ${startsAt.getTime() - fromTokyo(lessonDay).getTime() >= 2 * 3_600_000 ? '00:00' : '22:00'}`);
    await lessonRow(randomUUID(), missedAt, 'missed');
    const nextAt = hoursFromNow(24 * 10);
    await lessonRow(randomUUID(), nextAt, 'scheduled');

    // The job runs on the Monday 08:00 (Tokyo) after the week of that lesson.
    const monday = shiftTokyoDate(lessonDay, 7 - ((tokyoWeekday(lessonDay) + 6) % 7));
    const now = fromTokyo(`${monday} 08:00`);
    const job = new SendGuardianWeeklySummariesJob(em, app.get(QueryBus), undefined as unknown as RepeatableJobs);
    const summaries = () =>
      sql<{ to_member: string; locals: { children: { name: string; attended: number; missed: number; nextLesson: { startsAt: string } | null; karte: { workedOn: string }[] }[]; weekStart: string; weekLabel: string } }>(
        em.fork(),
        "select payload->>'toMember' as to_member, payload->'locals' as locals from outbox where payload->>'template' = 'guardian-weekly-summary' and payload->>'toMember' = any(?::text[])",
        [`{${guardian.userId},${quiet.userId}}`],
      );

    await Promise.all([job.sendDue(now), job.sendDue(now)]);
    await job.sendDue(new Date(now.getTime() + 3_600_000));
    const sent = await summaries();
    // One mail, to the guardian who asked (not to the one who did not), with both live children and not the former one.
    expect(sent).toHaveLength(1);
    expect(sent[0].to_member).toBe(guardian.userId);
    const byName = new Map(sent[0].locals.children.map((c) => [c.name, c]));
    expect([...byName.keys()].sort()).toEqual(['山田 太郎', '山田 花子']);
    expect(byName.get('山田 太郎')).toMatchObject({ attended: 1, missed: 1, nextLesson: { startsAt: nextAt.toISOString() }, karte: [{ workedOn: '立ち回りの確認' }] });
    expect(byName.get('山田 花子')).toMatchObject({ attended: 0, missed: 0, nextLesson: null, karte: [] });
    expect(sent[0].locals.weekStart).toBe(shiftTokyoDate(monday, -7));

    // The mail renders in Japanese with the child's week.
    const mail = new MailRenderer({ appName: 'GG COACH', appUrl: 'https://ggcoach.example' }).render('guardian-weekly-summary', { ...sent[0].locals, salutation: '鈴木 一郎 様' });
    expect(mail.subject).toContain('お子さまの先週のレッスンのご報告');
    expect(mail.text).toContain('■山田 太郎 さん');
    expect(mail.text).toContain('受講したレッスン：1回');
    expect(mail.text).toContain('立ち回りの確認');

    // The next week is a new summary; turned off, none.
    expect(await job.sendDue(new Date(now.getTime() + 7 * 24 * 3_600_000))).toBeGreaterThanOrEqual(1);
    expect(await summaries()).toHaveLength(2);
    await guardian.agent.put('/api/guardian/preferences').set('X-XSRF-TOKEN', guardian.token).send({ weekly_summary: false });
    await job.sendDue(new Date(now.getTime() + 14 * 24 * 3_600_000));
    expect(await summaries()).toHaveLength(2);
  });
});
