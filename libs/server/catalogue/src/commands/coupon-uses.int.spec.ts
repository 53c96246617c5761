import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { sql, sqlTransaction } from '@coaching/server-core';
import { createTestOrm, prepareTestDatabase } from '@coaching/server-core/testing';
import { setTimeout as sleep } from 'node:timers/promises';
import { Coupon } from '../entities/coupon.entity';
import { Game } from '../entities/game.entity';
import { Item } from '../entities/item.entity';
import { Plan } from '../entities/plan.entity';
import { ClaimCouponUseCommand } from './claim-coupon-use.command';
import { ClaimCouponUseHandler } from './claim-coupon-use.handler';
import { ReleaseCouponUseCommand } from './release-coupon-use.command';
import { ReleaseCouponUseHandler } from './release-coupon-use.handler';

/**
 * Coupon uses against the real database: claims race for a coupon's last uses in transactions of their own, as
 * orders do. This file has a database of its own (the catalogue queries' file empties the coupons of the project's).
 */
describe('coupon uses: claimed under the coupon’s lock, given back (real PostgreSQL)', () => {
  let orm: MikroORM;
  let em: EntityManager;
  let planId: number;
  const claims = new ClaimCouponUseHandler();
  let releases: ReleaseCouponUseHandler;

  beforeAll(async () => {
    await prepareTestDatabase('server_catalogue_coupon_uses');
    orm = await createTestOrm('server_catalogue_coupon_uses', [Game, Plan, Item, Coupon]);
    em = orm.em.fork() as EntityManager;
    releases = new ReleaseCouponUseHandler(orm.em as EntityManager);
    await sql(em, "insert into games (id, name) values (20, 'VALORANT')");
    [{ id: planId }] = await sql<{ id: number }>(em, "insert into plans (game_id, code, name, lesson_count, price1) values (20, 'lite', 'Lite', 2, 20000) returning id");
  });
  afterAll(() => orm.close(true));

  let n = 0;
  const coupon = async (fields: { max_uses?: number | null; is_active?: boolean; plan_id?: number | null } = {}) => {
    const row = { code: `USES-${++n}`, name: `利用${n}`, discount_type: 'amount', discount_value: 1000, target: 'subtotal', max_uses: null, is_active: true, plan_id: null, ...fields };
    const [{ id }] = await sql<{ id: number }>(em, `insert into coupons (${Object.keys(row).join(', ')}) values (${Object.keys(row).map(() => '?').join(', ')}) returning id`, Object.values(row));
    return id;
  };
  /** One order's transaction: claims the use, then does the rest of its work (`holdMs`) before it commits. */
  const order = (couponId: number, reference: string, { holdMs = 0, fail = false, plan = null as number | null } = {}) =>
    sqlTransaction(orm.em as EntityManager, async (tx) => {
      const claim = await claims.execute(new ClaimCouponUseCommand(couponId, reference, plan, tx));
      if (holdMs) await sleep(holdMs);
      if (fail) throw new Error('the order failed after its claim');
      return claim;
    });
  const usesOf = async (couponId: number) => (await orm.em.fork().findOneOrFail(Coupon, couponId)).uses;

  it('given a coupon limited to 5, when 20 orders claim it at once, then exactly 5 get a use and 15 are refused as used up', async () => {
    const id = await coupon({ max_uses: 5 });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => order(id, `race-${i}`, { holdMs: 20 })));
    expect(answers.filter((a) => a.ok)).toHaveLength(5);
    expect(answers.filter((a) => !a.ok)).toEqual(Array.from({ length: 15 }, () => ({ ok: false, reason: 'used_up' })));
    expect(await usesOf(id)).toBe(5);
    expect(await sql(em, 'select count(*)::int as n from coupon_redemptions where coupon_id = ?', [id])).toEqual([{ n: 5 }]);
  });

  it('given a claim whose order rolls back, then no use is held', async () => {
    const id = await coupon({ max_uses: 1 });
    await expect(order(id, 'rolled-back', { fail: true })).rejects.toThrow('the order failed after its claim');
    expect(await usesOf(id)).toBe(0);
    expect(await order(id, 'after-rollback')).toEqual({ ok: true });
  });

  it('given a use given back, then it no longer counts: the next order gets it; giving back twice changes nothing', async () => {
    const id = await coupon({ max_uses: 2 });
    expect(await order(id, 'back-1')).toEqual({ ok: true });
    expect(await order(id, 'back-2')).toEqual({ ok: true });
    expect(await order(id, 'back-3')).toEqual({ ok: false, reason: 'used_up' });
    expect(await releases.execute(new ReleaseCouponUseCommand('back-1'))).toEqual({ released: true });
    expect(await releases.execute(new ReleaseCouponUseCommand('back-1'))).toEqual({ released: false });
    expect(await releases.execute(new ReleaseCouponUseCommand('never-claimed'))).toEqual({ released: false });
    expect(await usesOf(id)).toBe(1);
    expect(await order(id, 'back-3')).toEqual({ ok: true });
    expect(await usesOf(id)).toBe(2);
  });

  it('decides the other terms again under the lock: inactive, another plan, a coupon gone; an unlimited coupon counts its uses', async () => {
    expect(await order(await coupon({ is_active: false }), 'inactive')).toEqual({ ok: false, reason: 'inactive' });
    const forPlan = await coupon({ plan_id: planId });
    expect(await order(forPlan, 'other-plan', { plan: planId + 1 })).toEqual({ ok: false, reason: 'other_plan' });
    expect(await order(forPlan, 'this-plan', { plan: planId })).toEqual({ ok: true });
    expect(await order(999_999, 'no-coupon')).toEqual({ ok: false, reason: 'unknown' });
    const unlimited = await coupon();
    expect((await Promise.all([1, 2, 3].map((i) => order(unlimited, `unlimited-${i}`)))).every((a) => a.ok)).toBe(true);
    expect(await usesOf(unlimited)).toBe(3);
  });

  it('refuses a claim outside a transaction: its lock would end with the statement', async () => {
    const id = await coupon({ max_uses: 1 });
    await expect(claims.execute(new ClaimCouponUseCommand(id, 'outside', null, orm.em.fork() as EntityManager))).rejects.toThrow('within');
    expect(await usesOf(id)).toBe(0);
  });

  it('keeps a used coupon from being deleted: its uses refer to it (the back office then answers COUPON_IN_USE); an unused one goes', async () => {
    const used = await coupon({ max_uses: 3 });
    await order(used, 'keeps-it');
    await expect(sql(em, 'delete from coupons where id = ?', [used])).rejects.toThrow(/coupon_redemptions_coupon_id_fkey|foreign key/);
    const unused = await coupon();
    expect(await sql(em, 'delete from coupons where id = ? returning id', [unused])).toEqual([{ id: unused }]);
  });
});
