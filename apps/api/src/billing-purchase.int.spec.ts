import { EntityManager } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { CatalogueMessages, PaymentMessages as m } from '@coaching/contracts';
import { CardChanges, CardProviderClient, ChargePaymentJob, FORGET_DECLINED_CARD_JOB, ForgetDeclinedCardJob, providerOrderId, runOrderCommand, SavedCards } from '@coaching/server-billing';
import { EventStore, ReactorRegistry, sql } from '@coaching/server-core';
import { drainReactions } from '@coaching/server-core/testing';
import { randomUUID } from 'node:crypto';
import type { RunningSandbox } from '@coaching/sandbox/testing';
import { type ApiWithCardSandbox, insertCatalogueRow, startApiWithCardSandbox } from './testing/card-sandbox';
import { ADULT_STUDENT, type BillingMember, signedUpMember } from './testing/billing-members';
import { csrfAgent } from './testing/test-api';


describe('purchases (real api, PostgreSQL, the pricing rules and the sandbox card provider)', () => {
  let app: NestExpressApplication;
  let em: EntityManager;
  let sandbox: RunningSandbox;
  let stack: ApiWithCardSandbox;
  const gameId = 40_000_000 + Math.floor(Math.random() * 1_000_000);
  const tag = `buy${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const plans: Record<string, number> = {};
  let itemId: number;

  const insert = (table: 'plans' | 'items', row: Record<string, unknown>) => insertCatalogueRow(app, table, row);

  beforeAll(async () => {
    stack = await startApiWithCardSandbox();
    ({ app, sandbox } = stack);
    em = app.get(EntityManager);
    await sql(em.fork(), 'insert into games (id, name, is_purchasable, is_legacy, sort_order) values (?, ?, true, false, 9200)', [gameId, `購入 ${tag}`]);
    const plan = (code: string, fields: Record<string, unknown>) => insert('plans', { game_id: gameId, code: `${tag}-${code}`, name: code, lesson_count: 4, tax_rate: 1.1, ...fields });
    plans.standard = await plan('standard', { price1: 40_000, price2: 38_000, price3: 36_000, price6: 33_000 });
    plans.addA = await plan('add-a', { plan_type: 'add', price1: 10_000 });
    plans.addB = await plan('add-b', { plan_type: 'add', price1: 12_000 });
    itemId = await insert('items', { game_id: gameId, code: `${tag}-lesson`, name: '追加レッスン', price: 9_000, tax_rate: 1.1 });
  });
  afterAll(() => stack.close());

  const token = (cardno?: string) => stack.token(cardno);
  const buyer = async () => {
    const who = await signedUpMember(app, '10.81');
    const res = await who.agent.post('/api/personal_informations/').set('X-XSRF-TOKEN', who.token).send(ADULT_STUDENT);
    expect(res.status).toBe(200);
    return who;
  };
  const buyPlan = (who: BillingMember, planId: number | string, body: Record<string, unknown>) => who.agent.post(`/api/plans/${planId}/purchase`).set('X-XSRF-TOKEN', who.token).send(body);
  const buyItem = (who: BillingMember, id: number | string, body: Record<string, unknown>) => who.agent.post(`/api/items/${id}/purchase`).set('X-XSRF-TOKEN', who.token).send(body);
  const paymentsOf = (who: BillingMember) => sql<{ id: string; status: string; amount: number; tax: number; method: string }>(em.fork(), 'select id, status, amount, tax, method from payments where user_id = ?', [who.userId]);
  const outboxFor = (paymentId: string) => sql<{ job_name: string; payload: { template?: string; paymentId?: string; locals?: Record<string, unknown> } }>(em.fork(), 'select job_name, payload from outbox where correlation_id = ? order by position', [paymentId]);

  it('accepts a card purchase once per idempotency key: the repeat answers the first payment and queues no second charge', async () => {
    const who = await buyer();
    const key = randomUUID();
    const first = await buyPlan(who, plans.standard, { method: 'bulk', period: 3, token: await token(), idempotency_key: key });
    expect(first.status).toBe(202);
    expect(first.body.data).toMatchObject({ status: 'pending', status_ja: '決済処理中', method: 'bulk', period: 3, plan: { name: 'standard' }, amount: 30_000 + 108_000, tax: 13_800 });
    const again = await buyPlan(who, plans.standard, { method: 'bulk', period: 3, token: 'tok-that-would-fail', idempotency_key: key });
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(await paymentsOf(who)).toHaveLength(1);
    const jobs = (await outboxFor(first.body.data.id)).filter((row) => row.job_name === 'charge-payment');
    expect(jobs).toEqual([{ job_name: 'charge-payment', payload: { paymentId: first.body.data.id, n: 0 } }]);
  });

  it('lets one of several concurrent duplicates through and refuses or repeats the others', async () => {
    const who = await buyer();
    await buyPlan(who, plans.standard, { method: 'bulk', period: 1, token: await token(), idempotency_key: randomUUID() });
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 6 }, () => buyPlan(who, plans.standard, { method: 'bulk', period: 2, defaultCard: true, idempotency_key: key })));
    const accepted = answers.filter((a) => a.status === 202);
    expect(accepted).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status !== 202)) {
      expect([200, 409]).toContain(answer.status);
      if (answer.status === 409) expect(answer.body.message).toBe(m.duplicateRequest);
      else expect(answer.body.data.id).toBe(accepted[0].body.data.id);
    }
    expect((await paymentsOf(who)).filter((p) => p.method === 'bulk')).toHaveLength(2);
  });

  it('refuses concurrent duplicates carrying a new card before the card is saved twice', async () => {
    const who = await buyer();
    const key = randomUUID();
    const card = await token();
    const answers = await Promise.all(Array.from({ length: 4 }, () => buyPlan(who, plans.standard, { method: 'bulk', period: 1, token: card, idempotency_key: key })));
    expect(answers.filter((a) => a.status === 202)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status !== 202)) expect([200, 409]).toContain(answer.status);
    expect(await paymentsOf(who)).toHaveLength(1);
    expect((await who.agent.get('/api/payments/cards')).body.data).toHaveLength(1);
  });

  it('prices on the server: amounts sent by the browser are ignored', async () => {
    const who = await buyer();
    const res = await buyPlan(who, plans.standard, { method: 'bank', period: 6, amount: 1, total: 1, price: 1, idempotency_key: randomUUID() });
    expect(res.status).toBe(202);
    // 33,000 × 6 + admission 30,000 = 228,000 before tax; tax 22,800.
    expect(res.body.data).toMatchObject({ status: 'awaiting_transfer', status_ja: 'お振込待ち', amount: 228_000, tax: 22_800 });
  });

  it('mails the transfer guide for a bank transfer, with the amount, the account and the due date', async () => {
    const who = await buyer();
    const res = await buyPlan(who, plans.standard, { method: 'bank', period: 1, idempotency_key: randomUUID() });
    const [mail] = (await outboxFor(res.body.data.id)).filter((row) => row.payload.template === 'bank-transfer-guide');
    expect(mail.payload.locals).toMatchObject({ amount: (40_000 + 30_000) * 1.1, bank: { bankName: expect.any(String), accountNumber: expect.any(String) }, dueDate: expect.stringMatching(/^\d{4}年\d{1,2}月\d{1,2}日$/) });
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const who = await buyer();
    const before = (await paymentsOf(who)).length;
    const cases: [number | string, Record<string, unknown>, number, string][] = [
      [plans.standard, { method: 'bulk', period: 0, defaultCard: true, idempotency_key: randomUUID() }, 422, m.invalidPeriod],
      [plans.standard, { method: 'bulk', period: 7, defaultCard: true, idempotency_key: randomUUID() }, 422, m.invalidPeriod],
      [plans.standard, { method: 'split', period: 1, defaultCard: true, idempotency_key: randomUUID() }, 422, m.splitNeedsPeriod],
      [plans.standard, { method: 'bulk', period: 4, token: await token(), idempotency_key: randomUUID() }, 422, m.periodNotOffered],
      [plans.standard, { method: 'bulk', period: 1, idempotency_key: randomUUID() }, 422, m.cardRequired],
      [plans.standard, { method: 'bulk', period: 1, defaultCard: true, idempotency_key: 'not-a-uuid' }, 422, ''],
      [plans.standard, { method: 'bulk', period: 1, defaultCard: true, idempotency_key: randomUUID() }, 422, m.noDefaultCard],
      [plans.standard, { method: 'bulk', period: 1, token: 'forged-token', idempotency_key: randomUUID() }, 422, ''],
      [999_999_999, { method: 'bank', period: 1, idempotency_key: randomUUID() }, 404, CatalogueMessages.planNotFound],
      ['abc', { method: 'bank', period: 1, idempotency_key: randomUUID() }, 404, CatalogueMessages.planNotFound],
    ];
    for (const [planId, body, status, message] of cases) {
      const res = await buyPlan(who, planId, body);
      expect({ body, status: res.status }).toEqual({ body, status });
      if (message) expect(res.body.message).toBe(message);
    }
    for (const quantity of [0, 7]) {
      const res = await buyItem(who, itemId, { method: 'bulk', quantity, defaultCard: true, idempotency_key: randomUUID() });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(m.invalidQuantity);
    }
    const split = await buyItem(who, itemId, { method: 'split', quantity: 1, defaultCard: true, idempotency_key: randomUUID() });
    expect(split.status).toBe(422);
    expect((await paymentsOf(who)).length).toBe(before);
  });

  it('asks for the student information before a plan is bought', async () => {
    const who = await signedUpMember(app, '10.81');
    const res = await buyPlan(who, plans.standard, { method: 'bank', period: 1, idempotency_key: randomUUID() });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(m.personalInformationIncomplete);
    expect(await paymentsOf(who)).toHaveLength(0);
  });

  it('applies the add-plan rules: the same add plan twice, or a second add plan of the same game, is refused', async () => {
    const who = await buyer();
    expect((await buyPlan(who, plans.addA, { method: 'bank', period: 1, idempotency_key: randomUUID() })).status).toBe(202);
    const same = await buyPlan(who, plans.addA, { method: 'bank', period: 1, idempotency_key: randomUUID() });
    expect([same.status, same.body.message]).toEqual([422, m.planAlreadyPurchased]);
    const other = await buyPlan(who, plans.addB, { method: 'bank', period: 1, idempotency_key: randomUUID() });
    expect([other.status, other.body.message]).toEqual([422, m.sameGameAddPlanPurchased]);
  });

  it('checks the add-plan rules before a new card is saved: a refused order leaves the token unused', async () => {
    const who = await buyer();
    expect((await buyPlan(who, plans.addA, { method: 'bank', period: 1, idempotency_key: randomUUID() })).status).toBe(202);
    const card = await token();
    const refused = await buyPlan(who, plans.addA, { method: 'bulk', period: 1, token: card, idempotency_key: randomUUID() });
    expect([refused.status, refused.body.message]).toEqual([422, m.planAlreadyPurchased]);
    expect(sandbox.cardStore.tokenStatus(sandbox.cardStore.listTokens().find((t) => t.token === card)!)).toBe('unused');
    expect((await who.agent.get('/api/payments/cards')).body.data).toEqual([]);
  });

  it('lets one of two add plans of one game ordered at once through, under different keys', async () => {
    const who = await buyer();
    const answers = await Promise.all([plans.addA, plans.addB].map((planId) => buyPlan(who, planId, { method: 'bank', period: 1, idempotency_key: randomUUID() })));
    expect(answers.map((a) => a.status).sort()).toEqual([202, 422]);
    expect(answers.find((a) => a.status === 422)!.body.message).toBe(m.sameGameAddPlanPurchased);
    expect(await paymentsOf(who)).toHaveLength(1);
  });

  it('sells add-on items by card or bank transfer', async () => {
    const who = await buyer();
    const res = await buyItem(who, itemId, { method: 'bulk', quantity: 3, token: await token(), idempotency_key: randomUUID() });
    expect(res.status).toBe(202);
    expect(res.body.data).toMatchObject({ item: { name: '追加レッスン' }, quantity: 3, amount: 27_000, tax: 2_700, plan: null, period: null });
  });

  /** The worker's charge job, run here on the api's own provider client and saved cards. */
  const charge = (paymentId: string, n = 0) =>
    new ChargePaymentJob(em, app.get(EventStore), app.get(CardProviderClient), app.get(SavedCards)).handle({ paymentId, n }, { jobId: `test-${randomUUID()}`, attempt: 1, maxAttempts: 8 });
  const cardsOf = async (who: BillingMember) => (await who.agent.get('/api/payments/cards')).body.data as { card_no: string; default_flag: string }[];

  /** The worker's clean-up after a failed first charge, run here as the outbox would deliver it. */
  const forgetDeclined = (paymentId: string) =>
    new ForgetDeclinedCardJob(em, app.get(EventStore), app.get(CardProviderClient), app.get(SavedCards), app.get(CardChanges)).handle({ paymentId });
  const queuedJobs = async (paymentId: string) => (await outboxFor(paymentId)).map((row) => row.job_name);

  it('does not keep a card registered for a purchase whose charge is declined; the default stays; a new card that pays becomes the default', async () => {
    const who = await buyer();
    expect((await who.agent.post('/api/payments/saveCard').set('X-XSRF-TOKEN', who.token).send({ token: await token() })).status).toBe(200);
    const declined = await buyPlan(who, plans.standard, { method: 'bulk', period: 1, token: await token('4000000000000002'), idempotency_key: randomUUID() });
    expect(declined.status).toBe(202);
    // Registered at the provider before the charge (a token is single-use: SaveCard spends it).
    expect(await cardsOf(who)).toHaveLength(2);
    await charge(declined.body.data.id);
    expect((await paymentsOf(who))[0]).toMatchObject({ status: 'failed' });
    // The failure queues the clean-up with its mail, in the same transaction.
    expect(await queuedJobs(declined.body.data.id)).toEqual(expect.arrayContaining(['charge-payment', 'send-mail', FORGET_DECLINED_CARD_JOB]));
    await forgetDeclined(declined.body.data.id);
    expect(await cardsOf(who)).toEqual([expect.objectContaining({ card_no: '************1111', default_flag: '1' })]);
    // A second delivery of the job changes nothing.
    await forgetDeclined(declined.body.data.id);
    expect(await cardsOf(who)).toHaveLength(1);

    const paid = await buyPlan(who, plans.addA, { method: 'bulk', period: 1, token: await token('5555555555554444'), idempotency_key: randomUUID() });
    expect(paid.status).toBe(202);
    await charge(paid.body.data.id);
    expect(await queuedJobs(paid.body.data.id)).not.toContain(FORGET_DECLINED_CARD_JOB);
    expect((await cardsOf(who)).find((card) => card.default_flag === '1')).toMatchObject({ card_no: '************4444' });
  });

  it('keeps a card saved earlier that declines now (it was the member’s before this purchase)', async () => {
    const who = await buyer();
    expect((await who.agent.post('/api/payments/saveCard').set('X-XSRF-TOKEN', who.token).send({ token: await token('4000000000000002') })).status).toBe(200);
    const declined = await buyPlan(who, plans.standard, { method: 'bulk', period: 1, defaultCard: true, idempotency_key: randomUUID() });
    expect(declined.status).toBe(202);
    await charge(declined.body.data.id);
    expect((await paymentsOf(who))[0]).toMatchObject({ status: 'failed' });
    expect(await queuedJobs(declined.body.data.id)).not.toContain(FORGET_DECLINED_CARD_JOB);
    // Even if the job came: the order's card was not registered for it, so it stays.
    await forgetDeclined(declined.body.data.id);
    expect(await cardsOf(who)).toEqual([expect.objectContaining({ card_no: '************0002', default_flag: '1' })]);
  });

  it('shows in the history what a monthly split charged and which instalment, with the order total; a receipt for what was paid, to its member only', async () => {
    const who = await buyer();
    const res = await buyPlan(who, plans.standard, { method: 'split', period: 2, token: await token(), idempotency_key: randomUUID() });
    const id = res.body.data.id as string;
    const pending = (await who.agent.get('/api/payments')).body.data[0];
    // Not paid yet: the row still has a date (when it was ordered), and no receipt.
    expect(pending).toMatchObject({ id, status: 'pending', charges_total: 2, charges_paid: 0, last_charge: null, has_receipt: false, transfer: null, failed_at: null });
    expect(Date.parse(pending.ordered_at)).toBeGreaterThan(Date.now() - 60_000);
    expect((await who.agent.get(`/api/payments/${id}/receipt`)).status).toBe(404);

    await charge(id);
    const row = (await who.agent.get('/api/payments')).body.data[0];
    // The API keeps the spec's status_ja (the result page decides by the status); the charged month is the first of two.
    expect(row).toMatchObject({ id, status: 'captured', status_ja: '即時売上', charges_total: 2, charges_paid: 1, has_receipt: true });
    const total = row.amount + row.tax;
    // 30,000 admission + 38,000 the first month, 10% tax; the second month 38,000 + tax.
    expect(row.last_charge).toMatchObject({ number: 1, amount: 74_800 });
    expect(total).toBe(74_800 + 41_800);

    const receipt = await who.agent.get(`/api/payments/${id}/receipt`);
    expect(receipt.status).toBe(200);
    expect(receipt.body.data).toMatchObject({
      payment_id: id,
      addressee: '山田 太郎',
      method: 'split',
      description: expect.stringContaining('standard（2か月）'),
      lines: [{ label: '1/2回目', amount: 74_800, tax: 6_800, paid_at: row.last_charge.charged_at }],
      admission_fee: 33_000,
      total: 74_800,
      tax: 6_800,
      order_total: total,
    });
    // Another member, an unknown order, a malformed id: 404, never a receipt.
    const stranger = await buyer();
    expect((await stranger.agent.get(`/api/payments/${id}/receipt`)).status).toBe(404);
    expect((await stranger.agent.get(`/api/payments/${randomUUID()}/receipt`)).status).toBe(404);
    expect((await stranger.agent.get('/api/payments/x%00y/receipt')).status).toBe(404);
    const { agent: anonymous } = await csrfAgent(app, '10.81.250.2');
    expect((await anonymous.get(`/api/payments/${id}/receipt`)).status).toBe(401);
  });

  it('shows a pending bank transfer with the bank details and the due date, and a failed card order with its date', async () => {
    const who = await buyer();
    const bank = await buyPlan(who, plans.standard, { method: 'bank', period: 1, idempotency_key: randomUUID() });
    const row = (await who.agent.get(`/api/payments/${bank.body.data.id}`)).body.data;
    expect(row).toMatchObject({ status: 'awaiting_transfer', has_receipt: false, transfer: { bank_name: 'みずほ銀行', account_number: '1234567', amount: row.amount + row.tax, reference: expect.stringMatching(/^[0-9A-F]{8}$/) } });
    // The due date is a week after the order (charge-schedule.ts TRANSFER_DUE_DAYS).
    expect(Date.parse(row.transfer.due_at) - Date.parse(row.ordered_at)).toBeGreaterThanOrEqual(6 * 24 * 3600 * 1000);

    const declined = await buyPlan(who, plans.addA, { method: 'bulk', period: 1, token: await token('4000000000000002'), idempotency_key: randomUUID() });
    await charge(declined.body.data.id);
    const failed = (await who.agent.get(`/api/payments/${declined.body.data.id}`)).body.data;
    expect(failed).toMatchObject({ status: 'failed', has_receipt: false, transfer: null });
    expect(Date.parse(failed.failed_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('shows a payment only to its member, and pages the history', async () => {
    const owner = await buyer();
    const res = await buyPlan(owner, plans.standard, { method: 'bank', period: 1, idempotency_key: randomUUID() });
    const id = res.body.data.id as string;
    expect((await owner.agent.get(`/api/payments/${id}`)).body.data).toMatchObject({ id, status: 'awaiting_transfer' });
    const stranger = await buyer();
    expect((await stranger.agent.get(`/api/payments/${id}`)).status).toBe(404);
    expect((await stranger.agent.get('/api/payments/not-a-uuid')).status).toBe(404);
    expect((await stranger.agent.get(`/api/payments/${id}/events`)).status).toBe(404);
    const history = await owner.agent.get('/api/payments?page=1');
    expect(history.body).toMatchObject({ data: [{ id }], meta: { current_page: 1, last_page: 1, per_page: 20, total: 1 } });
    expect((await stranger.agent.get('/api/payments')).body.data).toEqual([]);
    const { agent: anonymous } = await csrfAgent(app, '10.81.250.1');
    expect((await anonymous.get(`/api/payments/${id}`)).status).toBe(401);
  });

  it('pushes a recorded capture to an open result page at once (server-sent events)', async () => {
    const owner = await buyer();
    const res = await buyPlan(owner, plans.standard, { method: 'bulk', period: 1, token: await token(), idempotency_key: randomUUID() });
    const id = res.body.data.id as string;
    const stream = owner.agent
      .get(`/api/payments/${id}/events`)
      .buffer(true)
      .parse((response, done) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => done(null, text));
      })
      .then((r) => r);
    await new Promise((resolve) => setTimeout(resolve, 300));
    // What the worker records after the provider's approval (the charge itself is tested in apps/worker).
    const recordedAt = Date.now();
    await runOrderCommand(em, app.get(EventStore), id, { type: 'RecordChargeCaptured', data: { n: 0, providerOrderId: providerOrderId(id, 0), jobCode: 'CAPTURE', tranId: 't', approve: 'a', chargedAt: new Date().toISOString() } }, {});
    const answer = await stream;
    expect(answer.headers['content-type']).toContain('text/event-stream');
    const statuses = [...String(answer.body).matchAll(/"status":"(\w+)"/g)].map((match) => match[1]);
    expect(statuses).toEqual(['pending', 'captured']);
    expect(String(answer.body)).toContain('"status_ja":"即時売上"');
    expect(Date.now() - recordedAt).toBeLessThan(1_000);
    // The plan itself is started by billing's reactor, which the worker runs after the capture commits.
    await drainReactions(app.get(EntityManager), app.get(ReactorRegistry));
    expect((await owner.agent.get('/api/me')).body.data.current_plan).toMatchObject({ plan: { name: 'standard' } });
  });
});
