import { EntityManager } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { PaymentMessages as m, type AdminCoupon } from '@coaching/contracts';
import { CardProviderClient, ChargePaymentJob, providerOrderId, SavedCards } from '@coaching/server-billing';
import { EventStore, ReactorRegistry, sql } from '@coaching/server-core';
import { drainReactions } from '@coaching/server-core/testing';
import { randomUUID } from 'node:crypto';
// The sandbox is the card provider (GMO protocol), started in-process on free ports.
import { cardToken, type RunningSandbox, startSandbox } from '@coaching/sandbox/testing';
import { ADULT_STUDENT, type BillingMember, signedUpMember } from './testing/billing-members';
import { operatorAgent } from './testing/lesson-fixtures';
import { startTestApi } from './testing/test-api';

/**
 * A coupon's limit of uses (利用回数の上限, `max_uses`) under real concurrent purchases: the catalogue claims a use in
 * the order's own transaction, under the coupon's lock, and billing gives it back when the order ends unpaid.
 */
describe('a coupon limited in uses (real api, PostgreSQL, the sandbox card provider)', () => {
  let app: NestExpressApplication;
  let em: EntityManager;
  let sandbox: RunningSandbox;
  let admin: Awaited<ReturnType<typeof operatorAgent>>;
  const gameId = 48_000_000 + Math.floor(Math.random() * 1_000_000);
  const tag = `cpn${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
  let planId: number;

  beforeAll(async () => {
    sandbox = await startSandbox({ httpPort: 0, smtpPort: 0, host: '127.0.0.1' });
    app = await startTestApi({ CARD_PROVIDER_API_URL: `${sandbox.httpUrl}/payments/payment`, CARD_PROVIDER_SCRIPT_URL: `${sandbox.httpUrl}/payments/ext/js/token.js` });
    em = app.get(EntityManager);
    await sql(em.fork(), 'insert into games (id, name, is_purchasable, is_legacy, sort_order) values (?, ?, true, false, 9600)', [gameId, `クーポン ${tag}`]);
    [{ id: planId }] = await sql<{ id: number }>(
      em.fork(),
      'insert into plans (game_id, code, name, lesson_count, tax_rate, price1) values (?, ?, ?, 4, 1.1, 40000) returning id',
      [gameId, `${tag.toLowerCase()}-standard`, 'Standard'],
    );
    admin = await operatorAgent(app, { email: `admin-${tag.toLowerCase()}@ggcoach.example`, name: '管理 花子', role: 'admin', password: 'admin-coupon-password' }, '10.98.0.1');
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await sandbox.close();
  });

  /** A coupon of 5,000 yen off the subtotal, limited to `maxUses`; answers its code and id. */
  const limitedCoupon = async (label: string, maxUses: number) => {
    const code = `${tag}-${label}`;
    const [{ id }] = await sql<{ id: number }>(
      em.fork(),
      "insert into coupons (code, name, discount_type, discount_value, target, max_uses) values (?, ?, 'amount', 5000, 'subtotal', ?) returning id",
      [code, `先着${maxUses}名`, maxUses],
    );
    return { code, id };
  };
  const token = (cardno = '4111111111111111') => cardToken(`${sandbox.httpUrl}/payments/ext/js/token.js`, 'tshop00000001', { cardno, expire: '3012' });
  const buyer = async () => {
    const who = await signedUpMember(app, '10.83');
    expect((await who.agent.post('/api/personal_informations/').set('X-XSRF-TOKEN', who.token).send(ADULT_STUDENT)).status).toBe(200);
    return who;
  };
  const buy = (who: BillingMember, body: Record<string, unknown>) =>
    who.agent.post(`/api/plans/${planId}/purchase`).set('X-XSRF-TOKEN', who.token).send({ period: 1, idempotency_key: randomUUID(), ...body });
  const adminCoupon = async (id: number) => {
    const res = await admin.agent.get(`/admin-api/coupons/${id}`);
    expect(res.status).toBe(200);
    return res.body as AdminCoupon;
  };
  const ordersOf = (members: BillingMember[]) =>
    sql<{ id: string; user_id: string; amount: number; tax: number; coupon_code: string | null; status: string }>(
      em.fork(),
      'select id, user_id, amount, tax, coupon_code, status from payments where user_id = any(?::uuid[])',
      [`{${members.map((who) => who.userId).join(',')}}`],
    );
  const charge = (paymentId: string) =>
    new ChargePaymentJob(em, app.get(EventStore), app.get(CardProviderClient), app.get(SavedCards)).handle({ paymentId, n: 0 }, { jobId: `test-${randomUUID()}`, attempt: 1, maxAttempts: 8 });
  const react = () => drainReactions(em, app.get(ReactorRegistry));

  // Admission 30,000 + Standard 40,000 less the coupon's 5,000 = 65,000 before tax; 6,500 tax.
  const DISCOUNTED = { amount: 65_000, tax: 6_500 };

  it('20 members buy at once with a coupon limited to 5: exactly 5 orders carry the discount, 15 are refused with the coupon message, the coupon shows 5 uses', async () => {
    const coupon = await limitedCoupon('FIRST5', 5);
    const members = await Promise.all(Array.from({ length: 20 }, () => buyer()));
    const cards = await Promise.all(members.map(() => token()));

    // Twenty real HTTP requests at the same moment, one per member, each with a new card and the coupon.
    const answers = await Promise.all(members.map((who, i) => buy(who, { method: 'bulk', token: cards[i], coupon_code: coupon.code })));

    const accepted = answers.filter((a) => a.status === 202);
    const refused = answers.filter((a) => a.status !== 202);
    expect(accepted).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const a of accepted) expect(a.body.data).toMatchObject({ status: 'pending', ...DISCOUNTED });
    for (const r of refused) expect({ status: r.status, body: r.body }).toEqual({ status: 422, body: { message: m.couponInvalid, errors: { coupon_code: [m.couponInvalid] } } });

    // Only the five have an order, each with the coupon and its discount; no one else has an order at all.
    const orders = await ordersOf(members);
    expect(orders).toHaveLength(5);
    for (const order of orders) expect(order).toMatchObject({ coupon_code: coupon.code, ...DISCOUNTED });
    expect(new Set(orders.map((o) => o.id))).toEqual(new Set(accepted.map((a) => a.body.data.id)));
    // Five charge jobs queued, none for the refused.
    const [{ jobs }] = await sql<{ jobs: number }>(em.fork(), "select count(*)::int as jobs from outbox where job_name = 'charge-payment' and correlation_id = any(?::text[])", [`{${orders.map((o) => o.id).join(',')}}`]);
    expect(jobs).toBe(5);

    // The back office sees the five uses; the coupon is spent for the next member, who is told so when pricing.
    expect(await adminCoupon(coupon.id)).toMatchObject({ max_uses: 5, uses: 5 });
    const late = await buyer();
    const calc = await late.agent.get(`/api/plans/${planId}/calc?method=bulk&period=1&coupon_code=${coupon.code}`);
    expect([calc.status, calc.body.message]).toEqual([422, m.couponInvalid]);

    // The five are charged at the discounted price, and only they are.
    for (const order of orders) await charge(order.id);
    for (const order of orders) {
      const trade = (await (await fetch(`${sandbox.httpUrl}/payments/test-api/transactions/${providerOrderId(order.id, 0)}`)).json()) as { data: { status: string; amount: number; tax: number } };
      expect(trade.data).toMatchObject({ status: 'CAPTURE', amount: DISCOUNTED.amount, tax: DISCOUNTED.tax });
    }
    expect(await adminCoupon(coupon.id)).toMatchObject({ uses: 5 });
  }, 180_000);

  it('gives a use back when the order ends unpaid (a declined card, a bank transfer called off), and the next member gets it', async () => {
    const coupon = await limitedCoupon('BACK2', 2);
    const [declined, cancelling, next, fourth] = await Promise.all([buyer(), buyer(), buyer(), buyer()]);

    const card = await buy(declined, { method: 'bulk', token: await token('4000000000000002'), coupon_code: coupon.code });
    const bank = await buy(cancelling, { method: 'bank', coupon_code: coupon.code });
    expect([card.status, bank.status]).toEqual([202, 202]);
    expect(await adminCoupon(coupon.id)).toMatchObject({ uses: 2 });
    const full = await buy(next, { method: 'bank', coupon_code: coupon.code });
    expect([full.status, full.body.message]).toEqual([422, m.couponInvalid]);

    // The card is declined (the first charge fails): once the reactions run, its use is given back.
    await charge(card.body.data.id);
    expect((await ordersOf([declined]))[0].status).toBe('failed');
    await react();
    expect(await adminCoupon(coupon.id)).toMatchObject({ uses: 1 });
    const second = await buy(next, { method: 'bank', coupon_code: coupon.code });
    expect(second.status).toBe(202);
    expect(second.body.data).toMatchObject(DISCOUNTED);

    // The member calls off their bank transfer before paying: its use goes back too.
    expect((await cancelling.agent.post(`/api/payments/${bank.body.data.id}/cancel`).set('X-XSRF-TOKEN', cancelling.token)).status).toBe(200);
    await react();
    expect(await adminCoupon(coupon.id)).toMatchObject({ uses: 1 });
    expect((await buy(fourth, { method: 'bank', coupon_code: coupon.code })).status).toBe(202);
    expect(await adminCoupon(coupon.id)).toMatchObject({ uses: 2 });
    // Reactions run again give nothing back twice.
    await react();
    expect(await adminCoupon(coupon.id)).toMatchObject({ uses: 2 });
  }, 120_000);
});
