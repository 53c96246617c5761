import { EntityManager } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { GuardianMessages, PaymentMessages } from '@coaching/contracts';
import { CardProviderClient, ChargePaymentJob, SavedCards } from '@coaching/server-billing';
import { EventStore, ReactorRegistry, sql } from '@coaching/server-core';
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
});
