import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CardProviderClient, ChargeDueInstalmentsJob, ChargeNotDueYet, ChargePaymentJob, instalmentJobId, NOT_CHARGED_MESSAGE, providerOrderId, RECONCILE_AFTER_MS, ReconcileChargesJob, runOrderCommand, SavedCards, type PaymentRequestedData } from '@coaching/server-billing';
import { EventStore, QueueName, sql } from '@coaching/server-core';
import { prepareTestDatabase, testDatabaseUrl } from '@coaching/server-core/testing';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
// The sandbox is the card provider (GMO protocol), started in-process on free ports.
import { cardToken, type RunningSandbox, startSandbox } from '@coaching/sandbox/testing';
import { WorkerModule } from './worker.module';

const HANG_MS = 2_500;
const DAY_MS = 24 * 3600 * 1000;

describe('charging card orders exactly once (real worker jobs, PostgreSQL, Redis and the sandbox provider)', () => {
  let worker: INestApplicationContext;
  let sandbox: RunningSandbox;
  let em: EntityManager;
  let store: EventStore;
  let job: ChargePaymentJob;
  let provider: CardProviderClient;
  const prefix = `test-charge-${process.pid}-${Date.now()}`;
  const gameId = 50_000_000 + Math.floor(Math.random() * 1_000_000);
  let planId: number;

  beforeAll(async () => {
    await prepareTestDatabase('worker_charges');
    sandbox = await startSandbox({ httpPort: 0, smtpPort: 0, host: '127.0.0.1', card: { hangMs: HANG_MS, slowMs: 300 } });
    Object.assign(process.env, {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: testDatabaseUrl('worker_charges'),
      QUEUE_PREFIX: prefix,
      SMTP_URL: `smtp://127.0.0.1:${sandbox.smtpPort}`,
      CARD_PROVIDER_API_URL: `${sandbox.httpUrl}/payments/payment`,
      CARD_PROVIDER_TIMEOUT_MS: '1000',
      INSTALMENT_SCAN_EVERY_MS: String(60 * 60 * 1000),
    });
    worker = await NestFactory.createApplicationContext(WorkerModule, { logger: false });
    await worker.init();
    em = worker.get(EntityManager);
    store = worker.get(EventStore);
    job = worker.get(ChargePaymentJob);
    provider = worker.get(CardProviderClient);
    await sql(em.fork(), 'insert into games (id, name) values (?, ?)', [gameId, 'テストゲーム']);
    [{ id: planId }] = await sql<{ id: number }>(em.fork(), "insert into plans (game_id, code, name, lesson_count, price1) values (?, 'standard', 'Standard', 4, 33000) returning id", [gameId]);
  });

  afterAll(async () => {
    await worker?.close();
    await sandbox?.close();
  });

  /** A member with a saved card at the provider (the card form's token, saved as the cards feature does). */
  async function memberWithCard(cardno = '4111111111111111') {
    const userId = randomUUID();
    await sql(em.fork(), 'insert into users (id, email, last_name, first_name) values (?, ?, ?, ?)', [userId, `charge-${userId}@example.jp`, '山田', '太郎']);
    const providerMemberId = `gg-${userId.replace(/-/g, '').slice(0, 24)}`;
    await provider.saveMember(providerMemberId);
    const token = await cardToken(`${sandbox.httpUrl}/payments/ext/js/token.js`, 'tshop00000001', { cardno, expire: '3012' });
    const saved = await provider.saveCard({ memberId: providerMemberId, token, defaultFlag: '1' });
    await sql(em.fork(), 'insert into billing_members (user_id, provider_member_id) values (?, ?)', [userId, providerMemberId]);
    return { userId, providerMemberId, cardSeq: saved.cardSeq };
  }

  /** An order as the purchase command records it, placed at `start` (its charges fall due 30 days apart). */
  async function order(member: { userId: string; cardSeq: string }, method: 'bulk' | 'split' = 'bulk', months = 1, start = new Date()) {
    const paymentId = randomUUID();
    const data: PaymentRequestedData = {
      paymentId,
      memberId: member.userId,
      kind: 'plan',
      planId,
      itemId: null,
      gameId,
      period: months,
      quantity: 1,
      method,
      charges: Array.from({ length: method === 'split' ? months : 1 }, (_, n) => ({ amount: 33_000 + (n === 0 ? 30_000 : 0), tax: 3_300 + (n === 0 ? 3_000 : 0), dueAt: new Date(start.getTime() + n * 30 * DAY_MS).toISOString() })),
      admissionFee: 33_000,
      couponCode: null,
      cardSeq: member.cardSeq,
      requestedAt: start.toISOString(),
    };
    await runOrderCommand(em, store, paymentId, { type: 'PlaceOrder', data: { order: data, planType: 'normal', facts: { personalInformationCompleted: true, heldAddPlans: [], card: data.cardSeq === null ? null : { seq: data.cardSeq } } } }, { actor: { type: 'member', id: member.userId } });
    return paymentId;
  }

  const trades = async (paymentId: string, n = 0) =>
    ((await (await fetch(`${sandbox.httpUrl}/payments/test-api/transactions?order_id=${providerOrderId(paymentId, n)}`)).json()) as { data: { status: string }[] }).data;
  const events = (paymentId: string) => sql<{ type: string }>(em.fork(), 'select type from events where stream_id = ? order by version', [`payment-${paymentId}`]);
  const payment = async (paymentId: string) => (await sql<{ status: string; charges_paid: number; failure_message: string | null; job_code: string | null }>(em.fork(), 'select status, charges_paid, failure_message, job_code from payments where id = ?', [paymentId]))[0];
  /** As the dispatcher gives it: a first attempt is a first run, unless a test says the job ran before. */
  const context = (attempt = 1, rerun = attempt > 1) => ({ jobId: `test-${randomUUID()}`, attempt, rerun, maxAttempts: 8 });
  const waitFor = async (done: () => Promise<boolean>, timeoutMs = 20_000) => {
    for (const deadline = Date.now() + timeoutMs; !(await done()) && Date.now() < deadline; ) await new Promise((resolve) => setTimeout(resolve, 50));
  };
  /** The subscription the running worker's reactor started from a settled order (it acts after the capture commits). */
  const subscribedBy = async (paymentId: string, timeoutMs = 20_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const rows = await sql(em.fork(), "select 1 from subscription_orders where payment_id = ? and state = 'paid'", [paymentId]);
      if (rows.length > 0 || Date.now() > deadline) return rows.length;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  it('charges once, records the capture, gives the plan and mails the member; running the job again changes nothing', async () => {
    const member = await memberWithCard();
    const paymentId = await order(member);
    await job.handle({ paymentId, n: 0 }, context());
    await job.handle({ paymentId, n: 0 }, context());
    expect(await trades(paymentId)).toEqual([expect.objectContaining({ status: 'CAPTURE' })]);
    expect((await events(paymentId)).map((e) => e.type)).toEqual(['PaymentRequested', 'ChargeCaptured']);
    expect(await payment(paymentId)).toMatchObject({ status: 'captured', charges_paid: 1, job_code: 'CAPTURE' });
    expect(await subscribedBy(paymentId)).toBe(1);
    expect(await sql(em.fork(), 'select 1 from admission_fees_paid where user_id = ?', [member.userId])).toHaveLength(1);
    const mails = await sql<{ template: string }>(em.fork(), "select payload->>'template' as template from outbox where correlation_id = ?", [paymentId]);
    expect(mails.map((m) => m.template)).toEqual(['payment-completed']);
  });

  it('charges a first run with two provider calls (EntryTran, ExecTran); a rerun asks the provider first (SearchTrade)', async () => {
    const member = await memberWithCard();
    const calls = (['searchTrade', 'entryTran', 'execTran'] as const).map((name) => jest.spyOn(provider, name));
    const counted = () => calls.map((spy) => spy.mock.calls.length);
    try {
      const first = await order(member);
      await job.handle({ paymentId: first, n: 0 }, context());
      expect(counted()).toEqual([0, 1, 1]);
      expect(await payment(first)).toMatchObject({ status: 'captured' });

      for (const spy of calls) spy.mockClear();
      const second = await order(member);
      await job.handle({ paymentId: second, n: 0 }, context(1, true));
      expect(counted()).toEqual([1, 1, 1]);
      expect(await trades(second)).toEqual([expect.objectContaining({ status: 'CAPTURE' })]);
    } finally {
      for (const spy of calls) spy.mockRestore();
    }
  });

  it('charges once when a first run meets a trade entered before (the provider refuses the used OrderID, then is asked)', async () => {
    const member = await memberWithCard();
    const paymentId = await order(member);
    // An earlier run entered the trade and died before executing it, unseen by the queue's counters.
    await provider.entryTran({ orderId: providerOrderId(paymentId, 0), jobCd: 'CAPTURE', amount: 63_000, tax: 6_300 });
    await job.handle({ paymentId, n: 0 }, context());
    expect(await trades(paymentId)).toEqual([expect.objectContaining({ status: 'CAPTURE' })]);
    expect(await payment(paymentId)).toMatchObject({ status: 'captured', charges_paid: 1 });
  });

  it('reads the order stream once for a charge: what to charge, the record and the mail come from that one fold', async () => {
    const member = await memberWithCard();
    const paymentId = await order(member, 'split', 2);
    // The same projections, no reactors: only the job reads the stream while it runs.
    const quiet = new EventStore(store.projections);
    const reads = jest.spyOn(quiet, 'readStream');
    await new ChargePaymentJob(em, quiet, provider, worker.get(SavedCards)).handle({ paymentId, n: 0 }, context());
    expect(reads).toHaveBeenCalledTimes(1);
    expect((await events(paymentId)).map((e) => e.type)).toEqual(['PaymentRequested', 'ChargeCaptured']);
    const [mail] = await sql<{ locals: { amount: number; nextNote: string } }>(em.fork(), "select payload->'locals' as locals from outbox where correlation_id = ? and payload->>'template' = 'payment-completed'", [paymentId]);
    expect(mail.locals).toMatchObject({ amount: 63_000 + 6_300, nextNote: expect.stringContaining('残り1回') });
  });

  it('charges once when two copies of the job run at the same time', async () => {
    const member = await memberWithCard();
    const paymentId = await order(member);
    await Promise.allSettled([job.handle({ paymentId, n: 0 }, context()), job.handle({ paymentId, n: 0 }, context()), job.handle({ paymentId, n: 0 }, context())]);
    // A copy that lost the race may need its retry to read the other's result.
    await job.handle({ paymentId, n: 0 }, context(2));
    expect(await trades(paymentId)).toHaveLength(1);
    expect((await events(paymentId)).filter((e) => e.type === 'ChargeCaptured')).toHaveLength(1);
  });

  it('charges once when the worker dies between the provider approval and our commit', async () => {
    const member = await memberWithCard();
    const paymentId = await order(member);
    const record = jest.spyOn(job as unknown as { recordCaptured: () => Promise<void> }, 'recordCaptured').mockRejectedValueOnce(new Error('worker killed'));
    await expect(job.handle({ paymentId, n: 0 }, context())).rejects.toThrow('worker killed');
    record.mockRestore();
    expect(await trades(paymentId)).toEqual([expect.objectContaining({ status: 'CAPTURE' })]);
    expect(await payment(paymentId)).toMatchObject({ status: 'pending' });
    // The restarted worker runs the job again: the provider says it is done, so it is recorded, not charged.
    await job.handle({ paymentId, n: 0 }, context(2));
    expect(await trades(paymentId)).toHaveLength(1);
    expect(await payment(paymentId)).toMatchObject({ status: 'captured' });
  });

  it('records an approval the caller never heard about (timeout) without charging again', async () => {
    const member = await memberWithCard('4000000000000300');
    const paymentId = await order(member);
    await expect(job.handle({ paymentId, n: 0 }, context())).rejects.toThrow();
    expect(await payment(paymentId)).toMatchObject({ status: 'pending' });
    await job.handle({ paymentId, n: 0 }, context(2));
    expect(await trades(paymentId)).toEqual([expect.objectContaining({ status: 'CAPTURE' })]);
    expect(await payment(paymentId)).toMatchObject({ status: 'captured' });
    await new Promise((resolve) => setTimeout(resolve, HANG_MS));
  });

  const mailsOf = async (paymentId: string) =>
    (await sql<{ template: string }>(em.fork(), "select payload->>'template' as template from outbox where correlation_id = ? and payload->>'template' is not null order by position", [paymentId])).map((m) => m.template);

  it('asks the provider when even the last attempt hears no answer, and records the charge it carried out (not a failure)', async () => {
    const member = await memberWithCard('4000000000000300');
    const paymentId = await order(member);
    await job.handle({ paymentId, n: 0 }, context(8));
    expect(await payment(paymentId)).toMatchObject({ status: 'captured', charges_paid: 1 });
    expect(await trades(paymentId)).toEqual([expect.objectContaining({ status: 'CAPTURE' })]);
    expect(await mailsOf(paymentId)).toEqual(['payment-completed']);
    await new Promise((resolve) => setTimeout(resolve, HANG_MS));
  });

  it('reconciles charges left 決済処理中: the scan asks the provider by order id, records what it did, mails the member, and never charges', async () => {
    const scanner = worker.get(ReconcileChargesJob);
    // The provider approved, but no attempt heard it and the job gave up.
    const hanging = await order(await memberWithCard('4000000000000300'), 'bulk', 1, new Date(Date.now() - RECONCILE_AFTER_MS - 60_000));
    await expect(job.handle({ paymentId: hanging, n: 0 }, context(1))).rejects.toThrow();
    // Never carried out at the provider at all.
    const untried = await order(await memberWithCard(), 'bulk', 1, new Date(Date.now() - RECONCILE_AFTER_MS - 60_000));
    // Not stale yet: left to its own charge job.
    const recent = await order(await memberWithCard());
    expect(await payment(hanging)).toMatchObject({ status: 'pending' });

    expect(await scanner.queueStaleCharges(new Date())).toBeGreaterThanOrEqual(2);
    await waitFor(async () => (await payment(hanging)).status !== 'pending' && (await payment(untried)).status !== 'pending');
    expect(await payment(hanging)).toMatchObject({ status: 'captured', charges_paid: 1 });
    expect(await trades(hanging)).toEqual([expect.objectContaining({ status: 'CAPTURE' })]);
    expect(await mailsOf(hanging)).toEqual(['payment-completed']);
    expect(await payment(untried)).toMatchObject({ status: 'failed', failure_message: NOT_CHARGED_MESSAGE });
    expect(await trades(untried)).toEqual([]);
    expect(await mailsOf(untried)).toEqual(['payment-failed']);
    expect(await payment(recent)).toMatchObject({ status: 'pending' });
    expect(await trades(recent)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, HANG_MS));
  });

  it('records a decline at once, with the message for the member', async () => {
    const member = await memberWithCard('4000000000000002');
    const paymentId = await order(member);
    await job.handle({ paymentId, n: 0 }, context());
    const failed = await payment(paymentId);
    expect(failed.status).toBe('failed');
    expect(failed.failure_message).toMatch(/カード/);
    expect(await subscribedBy(paymentId, 500)).toBe(0);
  });

  it('retries provider congestion and records the failure only after the last attempt', async () => {
    const member = await memberWithCard('4000000000000119');
    const paymentId = await order(member);
    await expect(job.handle({ paymentId, n: 0 }, context(1))).rejects.toThrow();
    expect(await payment(paymentId)).toMatchObject({ status: 'pending' });
    await job.handle({ paymentId, n: 0 }, context(8));
    expect(await payment(paymentId)).toMatchObject({ status: 'failed' });
    expect(await trades(paymentId)).toEqual([expect.objectContaining({ status: expect.not.stringMatching(/CAPTURE|SALES|AUTH/) })]);
  });

  it('bills a split order month by month: the scan queues each instalment once it is due', async () => {
    const member = await memberWithCard();
    // Placed 31 days ago: the first charge fell due then, the second yesterday, the third in 29 days.
    const paymentId = await order(member, 'split', 3, new Date(Date.now() - 31 * DAY_MS));
    const scanner = worker.get(ChargeDueInstalmentsJob);
    // A connection of the test's own: BullMQ leaves a connection it was given open, so it is closed below.
    const connection = new Redis('redis://127.0.0.1:6379', { maxRetriesPerRequest: null });
    const queue = new Queue(QueueName.Payments, { connection, prefix });
    // Not before the first charge is captured.
    await scanner.queueDueInstalments(new Date());
    expect(await queue.getJob(instalmentJobId(paymentId, 1))).toBeUndefined();
    await job.handle({ paymentId, n: 0 }, context());
    // The second is due: queued once, however often the scan runs; the third is not due yet.
    await scanner.queueDueInstalments(new Date());
    await scanner.queueDueInstalments(new Date());
    expect((await queue.getJob(instalmentJobId(paymentId, 1)))?.data).toEqual({ paymentId, n: 1 });
    expect(await queue.getJob(instalmentJobId(paymentId, 2))).toBeUndefined();
    // The running worker charges it.
    await waitFor(async () => (await payment(paymentId)).charges_paid === 2);
    expect(await payment(paymentId)).toMatchObject({ status: 'captured', charges_paid: 2 });
    expect(await trades(paymentId, 1)).toEqual([expect.objectContaining({ status: 'CAPTURE' })]);
    // Now the third is next in turn, but not due yet: the scan leaves it, nothing is charged for it.
    expect(await scanner.queueDueInstalments(new Date())).toBe(0);
    expect(await queue.getJob(instalmentJobId(paymentId, 2))).toBeUndefined();
    expect(await trades(paymentId, 2)).toEqual([]);
    // Once it falls due (29 days on), the same scan queues it.
    expect(await scanner.queueDueInstalments(new Date(Date.now() + 30 * DAY_MS))).toBeGreaterThanOrEqual(1);
    expect((await queue.getJob(instalmentJobId(paymentId, 2)))?.data).toEqual({ paymentId, n: 2 });
    await queue.close();
    connection.disconnect();
  });

  it('charges nothing and records nothing for a charge delivered before its due date', async () => {
    const member = await memberWithCard();
    const paymentId = await order(member, 'split', 3);
    await job.handle({ paymentId, n: 0 }, context());
    // The second charge falls due in 30 days: an instalment job delivered now (queued by mistake) does nothing.
    await job.handle({ paymentId, n: 1 }, context());
    expect(await trades(paymentId, 1)).toEqual([]);
    expect((await events(paymentId)).map((e) => e.type)).toEqual(['PaymentRequested', 'ChargeCaptured']);
    expect(await payment(paymentId)).toMatchObject({ status: 'captured', charges_paid: 1 });

    // One that falls due in a moment (the scanning worker's clock a little ahead) is left to the queue's retry.
    const soon = await order(member, 'bulk', 1, new Date(Date.now() + 20_000));
    await expect(job.handle({ paymentId: soon, n: 0 }, context())).rejects.toBeInstanceOf(ChargeNotDueYet);
    expect(await trades(soon)).toEqual([]);
    expect((await events(soon)).map((e) => e.type)).toEqual(['PaymentRequested']);
  });

  it('puts a split order in arrears when a later instalment cannot be collected, and mails the member', async () => {
    const member = await memberWithCard();
    const paymentId = await order(member, 'split', 2, new Date(Date.now() - 31 * DAY_MS));
    await job.handle({ paymentId, n: 0 }, context());
    // The member removed the card at the provider: the next month's charge is refused.
    await provider.deleteCard(member.providerMemberId, member.cardSeq);
    await job.handle({ paymentId, n: 1 }, context(8));
    expect(await payment(paymentId)).toMatchObject({ status: 'in_arrears', charges_paid: 1 });
    expect((await events(paymentId)).map((e) => e.type)).toEqual(['PaymentRequested', 'ChargeCaptured', 'ChargeFailed', 'OrderFellIntoArrears']);
    const mails = await sql<{ template: string }>(em.fork(), "select payload->>'template' as template from outbox where correlation_id = ? order by position", [paymentId]);
    expect(mails.map((m) => m.template)).toEqual(['payment-completed', 'payment-failed']);
  });
});
