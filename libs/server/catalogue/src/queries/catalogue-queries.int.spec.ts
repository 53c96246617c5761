import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { sql } from '@coaching/server-core';
import { createTestOrm } from '@coaching/server-core/testing';
import { Coupon } from '../entities/coupon.entity';
import { Game } from '../entities/game.entity';
import { Item } from '../entities/item.entity';
import { Plan } from '../entities/plan.entity';
import { CheckCouponHandler } from './check-coupon.handler';
import { CheckCouponQuery } from './check-coupon.query';
import { GetPlanForPurchaseHandler } from './get-plan-for-purchase.handler';
import { GetPlanForPurchaseQuery, monthlyPriceFor } from './get-plan-for-purchase.query';
import { GetPurchasableGameHandler } from './get-purchasable-game.handler';
import { GetPurchasableGameQuery } from './get-purchasable-game.query';
import { ListLandingPlansHandler } from './list-landing-plans.handler';
import { ListPurchasableGamesHandler } from './list-purchasable-games.handler';

describe('catalogue queries (real PostgreSQL)', () => {
  let orm: MikroORM;
  let em: EntityManager;
  const planIds: Record<string, number> = {};

  const insertPlan = async (gameId: number, code: string, fields: Record<string, unknown>) => {
    const row = { game_id: gameId, code, lesson_count: 4, ...fields };
    const columns = Object.keys(row);
    const values = Object.values(row);
    const [inserted] = await sql<{ id: number }>(em, `insert into plans (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')}) returning id`, values);
    return inserted.id;
  };

  beforeAll(async () => {
    orm = await createTestOrm('server_catalogue', [Game, Plan, Item, Coupon]);
    em = orm.em.fork() as EntityManager;
    // This project's database is its own: this file owns the catalogue tables in it.
    await sql(em, 'truncate coupons, items, plans, games restart identity cascade');
    await sql(
      em,
      `insert into games (id, name, is_purchasable, is_legacy, sort_order, discord_url) values
         (10, 'VALORANT', true, false, 2, 'https://discord.gg/v'), (11, 'APEX LEGENDS', true, false, 1, null),
         (12, 'Legacy', true, true, 0, null), (13, 'Closed', false, false, 0, null), (14, 'Empty', true, false, 3, null)`,
    );
    planIds.liteV = await insertPlan(10, 'lite', { name: 'Lite', price1: 24_000, price6: 20_000, coaching_detail: '月2回', sort_order: 1 });
    planIds.premiumV = await insertPlan(10, 'premium', { name: 'Premium', price1: 70_000, price6: 58_000, special_coaching_count: -1, special_coaching_detail: 'イベント無制限', sort_order: 3 });
    planIds.liteA = await insertPlan(11, 'lite', { name: 'Lite', price1: 23_000, price2: 21_000, price6: 19_000, coaching_detail: '月2回（APEX）', sort_order: 1 });
    planIds.standardA = await insertPlan(11, 'standard', { name: 'Standard', price6: 33_000, sort_order: 2 });
    planIds.groupA = await insertPlan(11, 'group', { name: 'グループ', is_group: true, sort_order: 4 });
    planIds.addA = await insertPlan(11, 'add', { name: '追加', plan_type: 'add', price1: 5_000, sort_order: 5 });
    planIds.unpricedA = await insertPlan(11, 'unpriced', { name: '準備中', sort_order: 6 });
    planIds.offlineA = await insertPlan(11, 'offline', { name: 'オフライン', lesson_type: 'offline', price1: 30_000, sort_order: 7 });
    planIds.stoppedA = await insertPlan(11, 'stopped', { name: '販売停止', price1: 1_000, is_purchasable: false });
    planIds.legacy = await insertPlan(12, 'lite', { name: 'Lite', price1: 1_000 });
    planIds.closed = await insertPlan(13, 'lite', { name: 'Lite', price1: 1_000 });
    await sql(em, "insert into items (game_id, code, name, price) values (11, 'extra-lesson', '追加レッスン', 9000), (11, 'old', '旧アイテム', 100), (14, 'extra-event', '追加イベント', 7000)");
    await sql(em, "update items set is_purchasable = false where code = 'old'");
    await sql(
      em,
      `insert into coupons (code, name, discount_type, discount_value, target, plan_id, max_uses) values
         ('LIMITED', '先着2名', 'amount', 1000, 'subtotal', null, 2), ('LITE-ONLY', 'Lite限定', 'percent', 10, 'subtotal', ?, null)`,
      [planIds.liteA],
    );
  });
  afterAll(() => orm.close(true));

  it('lists purchasable, non-legacy games with a visible plan: plans by order, items on sale', async () => {
    const games = await new ListPurchasableGamesHandler(em).execute();
    expect(games.map((g) => [g.id, g.plans.map((p) => p.code), g.items.map((i) => i.name)])).toEqual([
      [11, ['lite', 'standard', 'group', 'add', 'offline'], ['追加レッスン']],
      [10, ['lite', 'premium'], []],
    ]);
    const lite = games[0].plans[0];
    expect(lite).toMatchObject({ tax_rate: 1.1, from_price: 20_900, game: { id: 11, name: 'APEX LEGENDS' } });
    expect(lite.prices).toEqual([
      { period: 1, monthly: 23_000, monthly_with_tax: 25_300 },
      { period: 2, monthly: 21_000, monthly_with_tax: 23_100 },
      { period: 6, monthly: 19_000, monthly_with_tax: 20_900 },
    ]);
    expect(games[0].plans[2]).toMatchObject({ is_group: true, from_price: null, prices: [] });
  });

  it('finds one game even when it sells only items, and not a game that is closed', async () => {
    const handler = new GetPurchasableGameHandler(em);
    expect(await handler.execute(new GetPurchasableGameQuery(14))).toMatchObject({ id: 14, plans: [], items: [{ name: '追加イベント', price_with_tax: 7_700 }] });
    expect(await handler.execute(new GetPurchasableGameQuery(13))).toBeNull();
    expect(await handler.execute(new GetPurchasableGameQuery(999))).toBeNull();
  });

  it('lists the landing plans (online one-to-one: no group, add or offline plan): one per code across games, at the cheapest from price, cheapest first', async () => {
    const landing = await new ListLandingPlansHandler(em).execute();
    expect(landing).toEqual([
      { code: 'lite', label: 'Lite', price: 20_900, coaching: '月2回（APEX）', coaching_help: null, event: 'なし', period_prices: [{ period: 1, monthly: 25_300 }, { period: 2, monthly: 23_100 }, { period: 6, monthly: 20_900 }] },
      { code: 'standard', label: 'Standard', price: 36_300, coaching: '', coaching_help: null, event: 'なし', period_prices: [{ period: 6, monthly: 36_300 }] },
      { code: 'premium', label: 'Premium', price: 63_800, coaching: '', coaching_help: null, event: 'イベント無制限', period_prices: [{ period: 1, monthly: 77_000 }, { period: 6, monthly: 63_800 }] },
    ]);
  });

  it('gives billing the plan it may sell, with its monthly price by period, and nothing else', async () => {
    const handler = new GetPlanForPurchaseHandler(em);
    const plan = await handler.execute(new GetPlanForPurchaseQuery(planIds.liteV));
    expect(plan).toMatchObject({ id: planIds.liteV, code: 'lite', game: { id: 10, name: 'VALORANT', discordUrl: 'https://discord.gg/v' }, taxRate: 1.1, isGroup: false, lessonType: 'online' });
    expect(monthlyPriceFor(plan!, 6)).toBe(20_000);
    expect(monthlyPriceFor(plan!, 3)).toBeNull();
    for (const hidden of [planIds.unpricedA, planIds.stoppedA, planIds.closed, 999_999]) expect(await handler.execute(new GetPlanForPurchaseQuery(hidden))).toBeNull();
    expect(await handler.execute(new GetPlanForPurchaseQuery(planIds.groupA))).toMatchObject({ isGroup: true, prices: [] });
  });

  it('checks coupons in any case, for their plan, and against the uses held (given back ones do not count)', async () => {
    const check = (code: string, planId?: number) => new CheckCouponHandler(em).execute(new CheckCouponQuery(code, planId));
    expect(await check('limited')).toEqual({
      ok: true,
      coupon: { id: expect.any(Number), code: 'LIMITED', name: '先着2名', discountType: 'amount', discountValue: 1000, target: 'subtotal', planId: null },
    });
    const [{ id }] = await sql<{ id: number }>(em, "select id from coupons where code = 'LIMITED'");
    const use = (reference: string, released = false) =>
      sql(em, `insert into coupon_redemptions (reference, coupon_id, released_at) values (?, ?, ${released ? 'now()' : 'null'})`, [reference, id]);
    await use('check-order-1');
    await use('check-order-2', true);
    expect(await check('LIMITED')).toMatchObject({ ok: true });
    await use('check-order-3');
    expect(await check('LIMITED')).toEqual({ ok: false, reason: 'used_up' });
    expect(await check('lite-only', planIds.liteA)).toMatchObject({ ok: true, coupon: { planId: planIds.liteA } });
    expect(await check('lite-only', planIds.liteV)).toEqual({ ok: false, reason: 'other_plan' });
    expect(await check('NOPE')).toEqual({ ok: false, reason: 'unknown' });
    expect(await check("x' or 1=1 --")).toEqual({ ok: false, reason: 'unknown' });
  });

  it('reads the numeric tax rate as a number and writes it back', async () => {
    const fork = orm.em.fork();
    const plan = await fork.findOneOrFail(Plan, planIds.liteV);
    expect(plan.taxRate).toBe(1.1);
    plan.taxRate = 1.08;
    await fork.flush();
    expect(await sql(em, 'select tax_rate::text as rate from plans where id = ?', [planIds.liteV])).toEqual([{ rate: '1.08' }]);
    plan.taxRate = 1.1;
    await fork.flush();
  });
});
