import { EntityManager } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { CatalogueMessages, PaymentMessages as m } from '@coaching/contracts';
import { recordAdmissionFeePaid } from '@coaching/server-billing';
import { sql } from '@coaching/server-core';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { type BillingMember, signedUpMember } from './testing/billing-members';
import { startTestApi } from './testing/test-api';

describe('price calculation (real api, PostgreSQL, the catalogue and the pricing rules)', () => {
  let app: NestExpressApplication;
  let em: EntityManager;
  // The api database is shared with test files running at the same time: our game has its own random id,
  // our plans, items and coupons its tag, and only our rows are asserted on.
  const gameId = 30_000_000 + Math.floor(Math.random() * 1_000_000);
  const tag = `calc${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const TAG = tag.toUpperCase();
  const plans: Record<string, number> = {};
  const items: Record<string, number> = {};

  const insert = async (table: 'plans' | 'items', row: Record<string, unknown>) =>
    (await sql<{ id: number }>(em.fork(), `insert into ${table} (${Object.keys(row).join(', ')}) values (${Object.keys(row).map(() => '?').join(', ')}) returning id`, Object.values(row)))[0].id;

  beforeAll(async () => {
    app = await startTestApi();
    em = app.get(EntityManager);
    await sql(em.fork(), "insert into games (id, name, is_purchasable, is_legacy, sort_order) values (?, ?, true, false, 9100)", [gameId, `計算 ${tag}`]);
    // Monthly prices before tax; 0 = that period is not sold. Tax 10%.
    const plan = (code: string, fields: Record<string, unknown>) => insert('plans', { game_id: gameId, code: `${tag}-${code}`, name: code, lesson_count: 4, tax_rate: 1.1, ...fields });
    plans.standard = await plan('standard', { price1: 40_000, price3: 36_000, price6: 33_000 });
    plans.add = await plan('add', { plan_type: 'add', price1: 10_000 });
    plans.group = await plan('group', { is_group: true, price1: 5_000 });
    plans.stopped = await plan('stopped', { price1: 10_000, is_purchasable: false });
    items.lesson = await insert('items', { game_id: gameId, code: `${tag}-lesson`, name: '追加レッスン', price: 9_000, tax_rate: 1.1 });
    await sql(
      em.fork(),
      `insert into coupons (code, name, discount_type, discount_value, target, plan_id, ends_at) values
         (?, '入会金半額', 'percent', 50, 'admission', null, null),
         (?, '5,000円引き', 'amount', 5000, 'subtotal', null, null),
         (?, '追加プラン限定', 'amount', 1000, 'subtotal', ?, null),
         (?, '期限切れ', 'amount', 1000, 'subtotal', null, now() - interval '1 hour')`,
      [`${TAG}-HALF`, `${TAG}-5000`, `${TAG}-ADD`, plans.add, `${TAG}-OLD`],
    );
  });
  afterAll(() => app.close());

  const member = () => signedUpMember(app, '10.72');
  const calc = (who: BillingMember, planId: number | string, query = '') => who.agent.get(`/api/plans/${planId}/calc${query}`);
  const itemCalc = (who: BillingMember, itemId: number | string, query = '') => who.agent.get(`/api/items/${itemId}/calc${query}`);

  it('is for signed-in members only (the admission fee depends on who asks)', async () => {
    expect((await request(app.getHttpServer()).get(`/api/plans/${plans.standard}/calc`)).status).toBe(401);
    expect((await request(app.getHttpServer()).get(`/api/items/${items.lesson}/calc`)).status).toBe(401);
  });

  describe('plans', () => {
    let newcomer: BillingMember;
    beforeAll(async () => {
      newcomer = await member();
    });

    it('one month by card at once, with the admission fee: (30,000 + 40,000) + 10% = 77,000', async () => {
      const res = await calc(newcomer, plans.standard);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({
        admission_fee: 33_000,
        discount_admission_fee: 0,
        monthly_amount: 44_000,
        total_amount: 44_000,
        discount_subtotal: 0,
        total: 77_000,
        tax: 7_000,
        tax_rate: 1.1,
        coupon: null,
        period: 1,
        method: 'bulk',
        first_charge: 77_000,
        instalments: [77_000],
      });
    });

    it('three months split: the first month carries the admission fee', async () => {
      // (30,000 + 36,000) × 1.1 = 72,600, then 36,000 × 1.1 = 39,600 twice.
      const { data } = (await calc(newcomer, plans.standard, '?method=split&period=3')).body;
      expect(data).toMatchObject({ admission_fee: 33_000, monthly_amount: 39_600, total_amount: 118_800, total: 151_800, tax: 13_800, first_charge: 72_600, instalments: [72_600, 39_600, 39_600] });
    });

    it('six months with half the admission fee off: (15,000 + 198,000) × 1.1 = 234,300', async () => {
      const { data } = (await calc(newcomer, plans.standard, `?period=6&coupon_code=${tag}-half`)).body;
      expect(data).toMatchObject({ admission_fee: 33_000, discount_admission_fee: 16_500, total_amount: 217_800, discount_subtotal: 0, total: 234_300, tax: 21_300, coupon: { code: `${TAG}-HALF`, name: '入会金半額' } });
    });

    it('three months with 5,000 yen off the plan: (30,000 + 108,000 − 5,000) × 1.1 = 146,300', async () => {
      const { data } = (await calc(newcomer, plans.standard, `?method=bulk&period=3&coupon_code=${TAG}-5000`)).body;
      expect(data).toMatchObject({ admission_fee: 33_000, total_amount: 118_800, discount_subtotal: 5_500, total: 146_300, tax: 13_300, instalments: [146_300] });
    });

    it('no admission fee once the member has paid it, and never with an add plan', async () => {
      const paid = await member();
      expect((await calc(paid, plans.standard, '?method=bank&period=3')).body.data).toMatchObject({ admission_fee: 33_000, total: 151_800 });
      await recordAdmissionFeePaid(em.fork(), { memberId: paid.userId, paymentId: randomUUID(), paidAt: new Date() });
      expect((await calc(paid, plans.standard, '?method=bank&period=3')).body.data).toMatchObject({ admission_fee: 0, discount_admission_fee: 0, total_amount: 118_800, total: 118_800, tax: 10_800, method: 'bank' });
      // The other member still owes it.
      expect((await calc(newcomer, plans.standard, '?method=bank&period=3')).body.data.admission_fee).toBe(33_000);
      expect((await calc(newcomer, plans.add, `?coupon_code=${TAG}-ADD`)).body.data).toMatchObject({ admission_fee: 0, monthly_amount: 11_000, discount_subtotal: 1_100, total: 9_900 });
    });

    it('refuses a coupon that does not apply with the one coupon message', async () => {
      for (const code of [`${TAG}-OLD`, `${TAG}-ADD`, `${TAG}-NONE`]) {
        const res = await calc(newcomer, plans.standard, `?coupon_code=${code}`);
        expect([res.status, res.body]).toEqual([422, { message: m.couponInvalid, errors: { coupon_code: [m.couponInvalid] } }]);
      }
    });

    it.each([
      ['?period=0', 'period', m.invalidPeriod],
      ['?period=7', 'period', m.invalidPeriod],
      ['?period=1.5', 'period', m.invalidPeriod],
      ['?period=2', 'period', m.periodNotOffered],
      ['?method=split&period=1', 'method', m.splitNeedsPeriod],
      ['?method=cash', 'method', m.methodRequired],
    ])('refuses %s with its message', async (query, field, message) => {
      const res = await calc(newcomer, plans.standard, query);
      expect([res.status, res.body]).toEqual([422, { message, errors: { [field]: [message] } }]);
    });

    it('sells a group plan for one month only', async () => {
      expect((await calc(newcomer, plans.group)).body.data).toMatchObject({ monthly_amount: 5_500, total: 38_500 });
      expect((await calc(newcomer, plans.group, '?period=3')).body).toEqual({ message: m.groupPlanPeriod, errors: { period: [m.groupPlanPeriod] } });
    });

    it.each([['unknown', 999_999_999], ['not sold', 'stopped'], ['not a number', 'abc']])('answers 404 for a plan that is %s', async (_label, id) => {
      const res = await calc(newcomer, typeof id === 'string' && id in plans ? plans[id] : id);
      expect([res.status, res.body]).toEqual([404, { message: CatalogueMessages.planNotFound }]);
    });
  });

  describe('items', () => {
    let who: BillingMember;
    beforeAll(async () => {
      who = await member();
    });

    it('prices quantity × unit price, tax on the subtotal: 9,000 × 3 × 1.1 = 29,700', async () => {
      expect((await itemCalc(who, items.lesson, '?quantity=3&method=bank')).body).toEqual({ data: { unit_price: 9_900, quantity: 3, subtotal: 29_700, tax: 2_700, tax_rate: 1.1, total: 29_700 } });
      expect((await itemCalc(who, items.lesson)).body.data).toMatchObject({ quantity: 1, total: 9_900 });
    });

    it.each([
      ['?quantity=0', 'quantity', m.invalidQuantity],
      ['?quantity=7', 'quantity', m.invalidQuantity],
      ['?method=split', 'method', m.itemMethodNotAllowed],
    ])('refuses %s with its message', async (query, field, message) => {
      const res = await itemCalc(who, items.lesson, query);
      expect([res.status, res.body]).toEqual([422, { message, errors: { [field]: [message] } }]);
    });

    it('answers 404 for an unknown item', async () => {
      expect((await itemCalc(who, 999_999_999)).body).toEqual({ message: CatalogueMessages.itemNotFound });
      expect((await itemCalc(who, 'x1')).status).toBe(404);
    });
  });
});
