import { EntityManager } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { RefundMessages, type AdminRefund, type RefundQuoteAnswer } from '@coaching/contracts';
import { CardProviderClient, ChargeDueInstalmentsJob, ChargePaymentJob, ChargeScanQueue, instalmentJobId, providerOrderId, RemindRefundApprovalJob, REMIND_REFUND_APPROVAL_JOB, SavedCards } from '@coaching/server-billing';
import { QueryBus } from '@nestjs/cqrs';
import { APP_CONFIG, createRedisConnection, EventStore, QueueName, QueueRegistry, ReactorRegistry, sql, type AppConfig } from '@coaching/server-core';
import { drainReactions } from '@coaching/server-core/testing';
import { randomUUID } from 'node:crypto';
// The sandbox is the card provider (GMO protocol), started in-process on free ports.
import { cardToken, type RunningSandbox, startSandbox } from '@coaching/sandbox/testing';
import { ADULT_STUDENT, signedUpMember, type BillingMember } from './testing/billing-members';
import { coachFixture, operatorAgent, pastLesson } from './testing/lesson-fixtures';
import { startTestApi } from './testing/test-api';

interface Trade {
  orderId: string;
  status: string;
  amount: number;
  tax: number;
  events: { action: string; result: string }[];
}

const HOUR = 3600 * 1000;

describe('cancellation (解約) and refunds by the legal rules (real api, PostgreSQL, the sandbox card provider)', () => {
  let app: NestExpressApplication;
  let em: EntityManager;
  let sandbox: RunningSandbox;
  const gameId = 47_000_000 + Math.floor(Math.random() * 1_000_000);
  const tag = `rf${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  let planId: number;
  type Operator = Awaited<ReturnType<typeof operatorAgent>>;
  let support: Operator;
  let admin: Operator;
  let otherAdmin: Operator;

  beforeAll(async () => {
    sandbox = await startSandbox({ httpPort: 0, smtpPort: 0, host: '127.0.0.1' });
    app = await startTestApi({ CARD_PROVIDER_API_URL: `${sandbox.httpUrl}/payments/payment`, CARD_PROVIDER_SCRIPT_URL: `${sandbox.httpUrl}/payments/ext/js/token.js` });
    em = app.get(EntityManager);
    await sql(em.fork(), 'insert into games (id, name, is_purchasable, is_legacy, sort_order) values (?, ?, true, false, 9500)', [gameId, `解約 ${tag}`]);
    [{ id: planId }] = await sql<{ id: number }>(
      em.fork(),
      'insert into plans (game_id, code, name, lesson_count, tax_rate, price1, price2) values (?, ?, ?, 4, 1.1, 40000, 38000) returning id',
      [gameId, `${tag}-standard`, 'Standard'],
    );
    support = await operatorAgent(app, { email: `support-${tag}@ggcoach.example`, name: 'サポート 一郎', role: 'support', password: 'support-refund-password' }, '10.96.0.1');
    admin = await operatorAgent(app, { email: `admin-${tag}@ggcoach.example`, name: '管理 花子', role: 'admin', password: 'admin-refund-password' }, '10.96.0.2');
    otherAdmin = await operatorAgent(app, { email: `admin2-${tag}@ggcoach.example`, name: '管理 次郎', role: 'admin', password: 'admin2-refund-password' }, '10.96.0.3');
  });
  afterAll(async () => {
    await app.close();
    await sandbox.close();
  });

  const token = () => cardToken(`${sandbox.httpUrl}/payments/ext/js/token.js`, 'tshop00000001', { cardno: '4111111111111111', expire: '3012' });
  const trade = async (orderId: string): Promise<Trade> => ((await (await fetch(`${sandbox.httpUrl}/payments/test-api/transactions/${orderId}`)).json()) as { data: Trade }).data;
  const react = () => drainReactions(em, app.get(ReactorRegistry));
  const charge = (paymentId: string, n = 0) =>
    new ChargePaymentJob(em, app.get(EventStore), app.get(CardProviderClient), app.get(SavedCards)).handle({ paymentId, n }, { jobId: `test-${randomUUID()}`, attempt: 1, maxAttempts: 8 });

  const buyer = async () => {
    const who = await signedUpMember(app, '10.97');
    expect((await who.agent.post('/api/personal_informations/').set('X-XSRF-TOKEN', who.token).send(ADULT_STUDENT)).status).toBe(200);
    return who;
  };
  /** A member who bought the plan by card (or bank transfer, received), paid, with the subscription started. */
  const paidOrder = async (method: 'bulk' | 'split' | 'bank' = 'bulk', period = 1) => {
    const who = await buyer();
    const body = method === 'bank' ? { method, period, idempotency_key: randomUUID() } : { method, period, token: await token(), idempotency_key: randomUUID() };
    const res = await who.agent.post(`/api/plans/${planId}/purchase`).set('X-XSRF-TOKEN', who.token).send(body);
    expect(res.status).toBe(202);
    const paymentId = res.body.data.id as string;
    if (method === 'bank') expect((await support.agent.post(`/admin-api/payments/${paymentId}/transfer-received`).set('X-XSRF-TOKEN', support.token)).status).toBe(201);
    else await charge(paymentId);
    await react();
    return { who, paymentId };
  };
  /**
   * Moves the order's notice (the start of its subscription, which the plan-started mail announced) 10 days back,
   * with its period: the order is then past its 8 days of cooling-off, and its service has started.
   */
  const pastCoolingOff = (paymentId: string) =>
    sql(
      em.fork(),
      `update events set data = data
         || jsonb_build_object('startsAt', to_char(((data->>'startsAt')::timestamptz - interval '10 days') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
         || jsonb_build_object('endsAt', to_char(((data->>'endsAt')::timestamptz - interval '10 days') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
        where type = 'SubscriptionStarted' and data->>'paymentId' = ?`,
      [paymentId],
    );
  /** Support assigns the member's first coach: the service starts then (the legal notice, 役務の提供時期). */
  const assignCoach = async (who: BillingMember) => {
    const [{ id: subscriptionId }] = await sql<{ id: string }>(em.fork(), 'select id from subscriptions where member_id = ?', [who.userId]);
    const coachId = await coachFixture(app, gameId, `コーチ ${randomUUID().slice(0, 6)}`);
    expect((await support.agent.put(`/admin-api/students/${subscriptionId}`).set('X-XSRF-TOKEN', support.token).send({ coach_id: coachId })).status).toBe(200);
  };
  const quote = async (paymentId: string) => {
    const res = await support.agent.get(`/admin-api/payments/${paymentId}/refund-quote`);
    expect(res.status).toBe(200);
    return res.body as RefundQuoteAnswer;
  };
  const ask = (who: Operator, paymentId: string, body: Record<string, unknown>) => who.agent.post(`/admin-api/payments/${paymentId}/refund`).set('X-XSRF-TOKEN', who.token).send(body);
  const history = async (who: BillingMember, paymentId: string) => (await who.agent.get(`/api/payments/${paymentId}`)).body.data;
  const eventsOf = async (streamId: string) => sql<{ type: string; metadata: { actor?: { type: string; id?: string } } }>(em.fork(), 'select type, metadata from events where stream_id = ? order by version', [streamId]);

  it('shows the calculation line by line: within the cooling-off everything paid comes back', async () => {
    const { paymentId } = await paidOrder();
    const answer = await quote(paymentId);
    // 30,000 admission + 40,000 the month, 10 % tax.
    expect(answer).toMatchObject({
      payment_id: paymentId,
      kind: 'cooling-off',
      kind_label: 'クーリング・オフ（全額返金）',
      lines: [
        { label: 'お支払済みの料金', amount: 77_000 },
        // Why everything: the law, said in the calculation itself.
        { label: RefundMessages.coolingOffReason, amount: 0, note: true },
      ],
      calculated: 77_000,
      paid: 77_000,
      method: 'card',
      service_starts_at: null,
      service_start_basis: 'not-started',
      lessons_taken: 0,
      contract_lessons: 4,
      per_lesson_amount: 11_000,
      approval_threshold: 10_000,
      refund: null,
    });
    expect(Date.parse(answer.cooling_off_until) - Date.parse(answer.notice_at)).toBeGreaterThan(7 * 24 * HOUR);
  });

  it('refunds once at the provider when support presses twice at the same moment; the plan ends, lessons ahead are cancelled, the member is mailed and sees 返金済み', async () => {
    const { who, paymentId } = await paidOrder();
    const [{ subscription_id: subscriptionId }] = await sql<{ subscription_id: string }>(em.fork(), 'select id as subscription_id from subscriptions where member_id = ?', [who.userId]);
    const coachId = await coachFixture(app, gameId, `コーチ ${tag}`);
    const ahead = await pastLesson(app, { memberId: who.userId, coachId, subscriptionId, startsAt: new Date(Date.now() + 72 * HOUR) });

    const presses = await Promise.all([0, 1].map(() => ask(support, paymentId, { reason: '仕事が忙しくなったため' })));
    expect(presses.map((r) => r.status).sort()).toEqual([200, 409]);
    const done = presses.find((r) => r.status === 200)!.body as AdminRefund;
    expect(done).toMatchObject({ status: 'refunded', status_ja: '返金済み', amount: 77_000, calculated: 77_000, needs_approval: false, requested_by: { name: 'サポート 一郎' } });
    expect(presses.find((r) => r.status === 409)!.body.message).toBe('このお申し込みの解約・返金はすでに受け付けています。');

    // Carrying it out again, twice at once, changes nothing at the provider.
    const again = await Promise.all([0, 1].map(() => support.agent.post(`/admin-api/refunds/${paymentId}/execute`).set('X-XSRF-TOKEN', support.token)));
    expect(again.map((r) => r.status)).toEqual([200, 200]);
    const provider = await trade(providerOrderId(paymentId, 0));
    expect(provider.status).toBe('RETURN');
    expect(provider.events.filter((e) => e.action.startsWith('AlterTran') || e.action.startsWith('ChangeTran'))).toHaveLength(1);

    const events = await eventsOf(`payment-${paymentId}`);
    expect(events.map((e) => e.type)).toEqual(['PaymentRequested', 'ChargeCaptured', 'RefundRequested', 'OrderRefunded']);
    expect(events.slice(2).map((e) => e.metadata.actor)).toEqual([
      { type: 'operator', id: support.operatorId },
      { type: 'operator', id: support.operatorId },
    ]);
    expect(await history(who, paymentId)).toMatchObject({ status: 'refunded', status_ja: '返金済み', refunded_amount: 77_000 });
    const [mail] = await sql<{ payload: { template: string; toMember: string; locals: { amount: number } } }>(em.fork(), "select payload from outbox where correlation_id = ? and payload->>'template' = 'order-refunded'", [paymentId]);
    expect(mail.payload).toMatchObject({ toMember: who.userId, locals: { amount: 77_000 } });

    await react();
    const subscription = (await eventsOf(`subscription-${subscriptionId}`)).map((e) => e.type);
    expect(subscription).toEqual(['SubscriptionStarted', 'SubscriptionCancelled']);
    const [lesson] = await sql<{ status: string; cancellation: string; make_up_by: Date | null }>(em.fork(), 'select status, cancellation, make_up_by from lessons where id = ?', [ahead]);
    expect(lesson).toEqual({ status: 'cancelled', cancellation: 'school', make_up_by: null });
    const [{ ends_at: endsAt }] = await sql<{ ends_at: Date }>(em.fork(), 'select ends_at from subscriptions where id = ?', [subscriptionId]);
    expect(new Date(endsAt).getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('refunding a monthly split stops the next charge: the monthly scan leaves it out and a late charge job charges nothing', async () => {
    const { who, paymentId } = await paidOrder('split', 2);
    const res = await ask(support, paymentId, { reason: '転居のため' });
    expect(res.status).toBe(200);
    // Only the first month was paid: 30,000 admission + 38,000, 10 % tax.
    expect(res.body).toMatchObject({ status: 'refunded', amount: 74_800, paid: 74_800 });
    expect((await trade(providerOrderId(paymentId, 0))).status).toBe('RETURN');

    // The monthly scan, run as the worker runs it, queues the second month of an order still running, not of this one.
    const running = await paidOrder('split', 2);
    const config = app.get<AppConfig>(APP_CONFIG);
    const scanQueue = new ChargeScanQueue(config);
    const redis = createRedisConnection(config.REDIS_URL);
    const queues = new QueueRegistry(redis, config.QUEUE_PREFIX);
    try {
      await new ChargeDueInstalmentsJob(em, scanQueue).queueDueInstalments(new Date(Date.now() + 90 * 24 * HOUR));
      const payments = queues.get(QueueName.Payments);
      expect(await payments.getJob(instalmentJobId(running.paymentId, 1))).toBeDefined();
      expect(await payments.getJob(instalmentJobId(paymentId, 1))).toBeUndefined();
      await payments.remove(instalmentJobId(running.paymentId, 1));
    } finally {
      await scanQueue.onApplicationShutdown();
      await queues.close();
      redis.disconnect();
    }
    // Even a charge job already queued (or delivered late) for the second month charges nothing.
    await sql(em.fork(), "update payment_charges set due_at = now() - interval '1 hour' where payment_id = ? and n = 1", [paymentId]);
    await charge(paymentId, 1);
    const secondMonth = await fetch(`${sandbox.httpUrl}/payments/test-api/transactions/${providerOrderId(paymentId, 1)}`);
    expect(secondMonth.status).toBe(404);
    expect(await history(who, paymentId)).toMatchObject({ status: 'refunded', charges_paid: 1, refunded_amount: 74_800 });
  });

  it('refuses, within the cooling-off, a refund lowered below everything paid, whatever the reason and whoever asks; nothing is written or refunded', async () => {
    const { paymentId } = await paidOrder();
    expect(await quote(paymentId)).toMatchObject({ kind: 'cooling-off', calculated: 77_000, paid: 77_000 });
    const lowered = [
      { amount: 70_000, adjustment_reason: '受講済みの特別講習分を差し引くため' },
      { amount: 76_999, adjustment_reason: '端数の調整' },
      { amount: 0, adjustment_reason: '不正利用のため返金なし' },
    ];
    for (const [who, body] of [support, admin].flatMap((operator) => lowered.map((b) => [operator, b] as const))) {
      const res = await ask(who, paymentId, { reason: '都合により', ...body });
      expect({ body, status: res.status, message: res.body.message, errors: res.body.errors }).toEqual({
        body,
        status: 422,
        message: RefundMessages.coolingOffFullRefund,
        errors: { amount: [RefundMessages.coolingOffFullRefund] },
      });
    }
    expect((await eventsOf(`payment-${paymentId}`)).map((e) => e.type)).toEqual(['PaymentRequested', 'ChargeCaptured']);
    expect((await trade(providerOrderId(paymentId, 0))).status).toBe('CAPTURE');
    // Everything paid, as the calculation says, goes through.
    expect((await ask(support, paymentId, { reason: '都合により', amount: 77_000 })).body).toMatchObject({ status: 'refunded', amount: 77_000 });
  });

  it('leaves a large adjustment (after the cooling-off) to an admin other than the one who asked; the approval refunds the adjusted part only', async () => {
    const { who, paymentId } = await paidOrder();
    await pastCoolingOff(paymentId);
    await assignCoach(who);
    // 77,000 paid, the service started (a coach assigned), no lesson taken: 20 % of it kept as the fee (15,400), 61,600 back.
    expect(await quote(paymentId)).toMatchObject({ kind: 'after-start', calculated: 61_600 });
    const missingReason = await ask(support, paymentId, { reason: '体調不良', amount: 50_000 });
    expect([missingReason.status, missingReason.body.errors?.adjustment_reason]).toEqual([422, ['返金額を調整する理由を入力してください。']]);

    const asked = await ask(support, paymentId, { reason: '体調不良', amount: 50_000, adjustment_reason: '受講済みの特別講習分を差し引くため' });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ status: 'awaiting_approval', status_ja: '承認待ち', amount: 50_000, calculated: 61_600, needs_approval: true });
    expect((await trade(providerOrderId(paymentId, 0))).status).toBe('CAPTURE');
    // Support may not approve at all; carrying it out before the approval is refused.
    expect((await support.agent.post(`/admin-api/refunds/${paymentId}/approve`).set('X-XSRF-TOKEN', support.token)).status).toBe(403);
    const early = await support.agent.post(`/admin-api/refunds/${paymentId}/execute`).set('X-XSRF-TOKEN', support.token);
    expect([early.status, early.body.message]).toEqual([422, 'この返金はまだ承認されていません。']);
    const queue = await admin.agent.get(`/admin-api/refunds?filter=${encodeURIComponent(JSON.stringify({ status: 'awaiting_approval' }))}&range=[0,999]`);
    expect(queue.body.map((r: AdminRefund) => r.id)).toContain(paymentId);

    const approved = await admin.agent.post(`/admin-api/refunds/${paymentId}/approve`).set('X-XSRF-TOKEN', admin.token);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'refunded', decided_by: { name: '管理 花子' }, amount: 50_000 });
    const provider = await trade(providerOrderId(paymentId, 0));
    // A partial refund lowers the captured amount to what is kept.
    expect([provider.status, provider.amount + provider.tax]).toEqual(['CAPTURE', 27_000]);
    expect(await history(who, paymentId)).toMatchObject({ status: 'refunded', refunded_amount: 50_000 });
  });

  it('refuses an admin approving their own large adjustment; another admin may reject it, and the plan goes on', async () => {
    const { paymentId } = await paidOrder();
    await pastCoolingOff(paymentId);
    expect((await ask(admin, paymentId, { reason: '規約違反', amount: 0, adjustment_reason: '不正利用のため返金なし' })).body.status).toBe('awaiting_approval');
    const own = await admin.agent.post(`/admin-api/refunds/${paymentId}/approve`).set('X-XSRF-TOKEN', admin.token);
    expect([own.status, own.body.message]).toEqual([403, '自分が申請した返金は承認できません。別の管理者が承認してください。']);
    // Nor reject it, and not when pressed twice at once either; nothing was written by those presses.
    const ownTwice = await Promise.all([0, 1].map(() => admin.agent.post(`/admin-api/refunds/${paymentId}/approve`).set('X-XSRF-TOKEN', admin.token)));
    expect(ownTwice.map((r) => r.status)).toEqual([403, 403]);
    expect((await admin.agent.post(`/admin-api/refunds/${paymentId}/reject`).set('X-XSRF-TOKEN', admin.token).send({ reason: 'x' })).status).toBe(403);
    expect((await eventsOf(`payment-${paymentId}`)).map((e) => e.type)).toEqual(['PaymentRequested', 'ChargeCaptured', 'RefundRequested']);
    const rejected = await otherAdmin.agent.post(`/admin-api/refunds/${paymentId}/reject`).set('X-XSRF-TOKEN', otherAdmin.token).send({ reason: '証拠が不十分' });
    expect(rejected.body).toMatchObject({ status: 'rejected', rejection_reason: '証拠が不十分', decided_by: { name: '管理 次郎' } });
    expect((await trade(providerOrderId(paymentId, 0))).status).toBe('CAPTURE');
  });

  it('dates 役務提供の開始 at the coach’s assignment: before it the service has not started (the before-start fee), however long ago the member paid', async () => {
    const { who, paymentId } = await paidOrder();
    await pastCoolingOff(paymentId);
    // Paid ten days ago, no coach yet: not started, so 15,000 yen kept and 62,000 back; the calculation says why.
    expect(await quote(paymentId)).toMatchObject({
      kind: 'before-start',
      service_starts_at: null,
      service_start_basis: 'not-started',
      service_start_label: '未開始（担当コーチ未決定）',
      lines: [
        { label: 'お支払済みの料金', amount: 77_000 },
        { label: '解約手数料（役務提供開始前）', amount: -15_000 },
        { label: RefundMessages.serviceNotStarted, amount: 0, note: true },
      ],
      calculated: 62_000,
    });
    const before = Date.now();
    await assignCoach(who);
    const started = await quote(paymentId);
    expect(started).toMatchObject({ kind: 'after-start', service_start_basis: 'coach-assigned', service_start_label: '担当コーチの決定日', calculated: 61_600 });
    expect(Date.parse(started.service_starts_at!)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(started.service_starts_at!)).toBeLessThanOrEqual(Date.now());
  });

  describe('the approvals queue, withdrawal and the reminder (issue 32)', () => {
    const awaitingFilter = (filter: Record<string, unknown>) => `/admin-api/refunds?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,999]`;
    const idsOf = async (who: Operator, filter: Record<string, unknown>) => {
      const res = await who.agent.get(awaitingFilter(filter));
      expect(res.status).toBe(200);
      return (res.body as AdminRefund[]).map((r) => r.id);
    };
    /** A paid order past its cooling-off, with a large adjustment asked by `by`: awaiting an admin. */
    const awaiting = async (by: Operator) => {
      const order = await paidOrder();
      await pastCoolingOff(order.paymentId);
      const asked = await ask(by, order.paymentId, { reason: '体調不良', amount: 30_000, adjustment_reason: 'ご本人と相談のうえ減額' });
      expect(asked.body.status).toBe('awaiting_approval');
      return order;
    };

    it('lists a request in the queue of the admins who may decide it, not of the admin who asked; support’s queue is empty, their own requests are theirs', async () => {
      const bySupport = await awaiting(support);
      const byAdmin = await awaiting(admin);
      expect(await idsOf(otherAdmin, { awaiting_me: true })).toEqual(expect.arrayContaining([bySupport.paymentId, byAdmin.paymentId]));
      const adminQueue = await idsOf(admin, { awaiting_me: true });
      expect(adminQueue).toContain(bySupport.paymentId);
      expect(adminQueue).not.toContain(byAdmin.paymentId);
      expect(await idsOf(support, { awaiting_me: true })).toEqual([]);
      const supportsOwn = await idsOf(support, { mine: true, status: 'awaiting_approval' });
      expect(supportsOwn).toContain(bySupport.paymentId);
      expect(supportsOwn).not.toContain(byAdmin.paymentId);
      // The count the dashboard reads: Content-Range of one row.
      const counted = await otherAdmin.agent.get(`/admin-api/refunds?filter=${encodeURIComponent(JSON.stringify({ awaiting_me: true }))}&range=[0,0]`);
      expect(Number(counted.headers['content-range'].split('/')[1])).toBeGreaterThanOrEqual(2);
    });

    it('lets the one who asked withdraw (on the order’s stream, audited); another support operator may not; the withdrawn request leaves the queue and cannot be approved', async () => {
      const { paymentId } = await awaiting(support);
      const otherSupport = await operatorAgent(app, { email: `support2-${tag}@ggcoach.example`, name: 'サポート 二郎', role: 'support', password: 'support2-refund-password' }, '10.96.0.4');
      const notYours = await otherSupport.agent.post(`/admin-api/refunds/${paymentId}/withdraw`).set('X-XSRF-TOKEN', otherSupport.token).send({});
      expect([notYours.status, notYours.body.message]).toEqual([403, RefundMessages.withdrawNotYours]);

      const withdrawn = await support.agent.post(`/admin-api/refunds/${paymentId}/withdraw`).set('X-XSRF-TOKEN', support.token).send({ reason: '会員と再度相談するため' });
      expect(withdrawn.status).toBe(200);
      expect(withdrawn.body).toMatchObject({ status: 'withdrawn', status_ja: '取り下げ', withdrawn: { by: { id: support.operatorId, name: 'サポート 一郎' }, reason: '会員と再度相談するため' } });
      const events = await eventsOf(`payment-${paymentId}`);
      expect(events.map((e) => e.type)).toEqual(['PaymentRequested', 'ChargeCaptured', 'RefundRequested', 'RefundWithdrawn']);
      expect(events[3].metadata.actor).toEqual({ type: 'operator', id: support.operatorId });
      const [line] = await sql<{ summary: string }>(em.fork(), "select summary from audit_log where stream_id = ? and 'RefundWithdrawn' = any(event_types)", [`payment-${paymentId}`]);
      expect(line.summary).toContain('返金の申請を取り下げ（理由：会員と再度相談するため）');

      expect(await idsOf(otherAdmin, { awaiting_me: true })).not.toContain(paymentId);
      const late = await otherAdmin.agent.post(`/admin-api/refunds/${paymentId}/approve`).set('X-XSRF-TOKEN', otherAdmin.token);
      expect([late.status, late.body.message]).toEqual([409, RefundMessages.withdrawn]);
      expect((await trade(providerOrderId(paymentId, 0))).status).toBe('CAPTURE');
      // The order goes on; support may ask again.
      expect((await ask(support, paymentId, { reason: '体調不良' })).body.status).toBe('refunded');
    });

    it('lets an admin withdraw anyone’s request', async () => {
      const { paymentId } = await awaiting(support);
      const res = await admin.agent.post(`/admin-api/refunds/${paymentId}/withdraw`).set('X-XSRF-TOKEN', admin.token).send({ reason: '重複した申請のため' });
      expect(res.body).toMatchObject({ status: 'withdrawn', withdrawn: { by: { name: '管理 花子' } } });
    });

    it('records exactly one of an approval and a withdrawal pressed at the same moment', async () => {
      const outcomes: string[] = [];
      for (let round = 0; round < 3; round++) {
        const { paymentId } = await awaiting(support);
        const [approve, withdraw] = await Promise.all([
          otherAdmin.agent.post(`/admin-api/refunds/${paymentId}/approve`).set('X-XSRF-TOKEN', otherAdmin.token),
          support.agent.post(`/admin-api/refunds/${paymentId}/withdraw`).set('X-XSRF-TOKEN', support.token).send({ reason: '取り下げ' }),
        ]);
        expect([approve.status, withdraw.status].sort()).toEqual([200, 409]);
        const types = (await eventsOf(`payment-${paymentId}`)).map((e) => e.type);
        const provider = await trade(providerOrderId(paymentId, 0));
        if (approve.status === 200) {
          expect(withdraw.body.message).toBe(RefundMessages.alreadyDecided);
          expect(types).toEqual(['PaymentRequested', 'ChargeCaptured', 'RefundRequested', 'RefundApproved', 'OrderRefunded']);
          expect(provider.amount + provider.tax).toBe(77_000 - 30_000);
        } else {
          expect(approve.body.message).toBe(RefundMessages.withdrawn);
          expect(types).toEqual(['PaymentRequested', 'ChargeCaptured', 'RefundRequested', 'RefundWithdrawn']);
          expect([provider.status, provider.amount + provider.tax]).toEqual(['CAPTURE', 77_000]);
        }
        outcomes.push(approve.status === 200 ? 'approved' : 'withdrawn');
      }
      expect(outcomes).toHaveLength(3);
    });

    it('queues a reminder due a day later, which mails the admins who may decide, not the one who asked; nothing once decided or withdrawn', async () => {
      const { paymentId } = await awaiting(admin);
      const [row] = await sql<{ payload: { paymentId: string; requestedAt: string }; deliver_at: Date }>(em.fork(), 'select payload, deliver_at from outbox where correlation_id = ? and job_name = ?', [paymentId, REMIND_REFUND_APPROVAL_JOB]);
      expect(row.payload.paymentId).toBe(paymentId);
      expect(new Date(row.deliver_at).getTime() - Date.parse(row.payload.requestedAt)).toBe(24 * HOUR);

      // The job as the worker runs it when due (BullMQ's delayed job); the admins are the backoffice's answer.
      const job = new RemindRefundApprovalJob(em, app.get(EventStore), app.get(QueryBus));
      await job.handle(row.payload, { jobId: `test-${randomUUID()}`, attempt: 1, maxAttempts: 8 });
      const mails = await sql<{ payload: { template: string; to: string[] | string; locals: { amount: number; refundPath: string } } }>(
        em.fork(),
        "select payload from outbox where correlation_id = ? and payload->>'template' = 'refund-approval-reminder'",
        [paymentId],
      );
      const to = mails.flatMap((m) => m.payload.to);
      expect(to).toContain(`admin2-${tag}@ggcoach.example`);
      expect(to).not.toContain(`admin-${tag}@ggcoach.example`);
      expect(to.some((address) => address.startsWith('support-'))).toBe(false);
      expect(mails[0].payload.locals).toMatchObject({ amount: 30_000, refundPath: `/admin/#/refunds/${paymentId}/show` });

      // Decided (or withdrawn) within the day: the reminder, when due, mails nobody.
      const decided = await awaiting(support);
      const [due] = await sql<{ payload: { paymentId: string; requestedAt: string } }>(em.fork(), 'select payload from outbox where correlation_id = ? and job_name = ?', [decided.paymentId, REMIND_REFUND_APPROVAL_JOB]);
      await support.agent.post(`/admin-api/refunds/${decided.paymentId}/withdraw`).set('X-XSRF-TOKEN', support.token).send({});
      await job.handle(due.payload, { jobId: `test-${randomUUID()}`, attempt: 1, maxAttempts: 8 });
      expect(await sql(em.fork(), "select 1 from outbox where correlation_id = ? and payload->>'template' = 'refund-approval-reminder'", [decided.paymentId])).toHaveLength(0);
    });

    it('queues the same reminder for the refund a member’s withdrawal (退会) leaves for an admin', async () => {
      const { who, paymentId } = await paidOrder();
      const res = await support.agent.post(`/admin-api/members/${who.userId}/withdrawal`).set('X-XSRF-TOKEN', support.token).send({ channel: 'phone', reason: '電話で退会を希望' });
      expect(res.body).toEqual({ id: who.userId, withdrawn: true });
      await react();
      const [row] = await sql<{ payload: { paymentId: string; requestedAt: string }; deliver_at: Date }>(em.fork(), 'select payload, deliver_at from outbox where correlation_id = ? and job_name = ?', [paymentId, REMIND_REFUND_APPROVAL_JOB]);
      expect(row.payload.paymentId).toBe(paymentId);
      expect(new Date(row.deliver_at).getTime() - Date.parse(row.payload.requestedAt)).toBe(24 * HOUR);
      expect(await idsOf(otherAdmin, { awaiting_me: true })).toContain(paymentId);
    });
  });

  it('records a bank refund to be sent by hand, then marks it paid; the member sees 返金済み only then', async () => {
    const { who, paymentId } = await paidOrder('bank');
    const res = await ask(support, paymentId, { reason: '都合により' });
    expect(res.body).toMatchObject({ status: 'awaiting_bank_transfer', method: 'bank', amount: 77_000 });
    expect((await history(who, paymentId)).status).toBe('captured');
    const paid = await support.agent.post(`/admin-api/refunds/${paymentId}/bank-paid`).set('X-XSRF-TOKEN', support.token);
    expect(paid.body).toMatchObject({ status: 'bank_paid', status_ja: '振込返金済み' });
    expect(await history(who, paymentId)).toMatchObject({ status: 'refunded', refunded_amount: 77_000 });
  });

  it('refuses bad input with Japanese messages and writes nothing', async () => {
    const { paymentId } = await paidOrder();
    const noReason = await ask(support, paymentId, {});
    expect([noReason.status, noReason.body.errors?.reason]).toEqual([422, ['解約の理由を入力してください（500文字以内）。']]);
    const tooMuch = await ask(support, paymentId, { reason: 'x', amount: 77_001, adjustment_reason: 'y' });
    expect([tooMuch.status, tooMuch.body.errors?.amount]).toEqual([422, ['返金額は0円以上、お支払済みの金額以下で入力してください。']]);
    expect((await ask(support, paymentId, { reason: 'x', amount: -5 })).status).toBe(422);
    expect((await ask(support, randomUUID(), { reason: 'x' })).status).toBe(404);
    expect((await ask(support, 'not-a-uuid', { reason: 'x' })).status).toBe(404);
    expect((await eventsOf(`payment-${paymentId}`)).map((e) => e.type)).toEqual(['PaymentRequested', 'ChargeCaptured']);

    const unpaid = await buyer();
    const order = await unpaid.agent.post(`/api/plans/${planId}/purchase`).set('X-XSRF-TOKEN', unpaid.token).send({ method: 'bank', period: 1, idempotency_key: randomUUID() });
    const refused = await ask(support, order.body.data.id, { reason: 'x' });
    expect([refused.status, refused.body.message]).toEqual([422, 'お支払いが確認できていないため、返金できません。']);
  });
});
