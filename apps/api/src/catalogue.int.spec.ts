import { EntityManager } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { CatalogueMessages as m, Messages, type AdminPlan, type GameDto, type LandingPlanDto } from '@coaching/contracts';
import { upsertOperator } from '@coaching/server-backoffice';
import { sql } from '@coaching/server-core';
import request from 'supertest';
import { csrfAgent, startTestApi } from './testing/test-api';

const ADMIN = { email: 'catalogue-admin-int@ggcoach.example', name: '管理 カタログ', role: 'admin' as const, password: 'catalogue-admin-password' };
const SUPPORT = { email: 'catalogue-support-int@ggcoach.example', name: 'サポート カタログ', role: 'support' as const, password: 'catalogue-support-password' };

describe('catalogue (real api, PostgreSQL, Redis)', () => {
  let app: NestExpressApplication;
  let em: EntityManager;
  // The api database is shared with test files running at the same time: every row here is ours by
  // its game id (1000 and up, random) or its code (a random tag), and only our rows are asserted on.
  const base = 1000 + Math.floor(Math.random() * 1_000_000) * 10;
  const tag = `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const TAG = tag.toUpperCase();
  const games = { shop: base, legacy: base + 1, closed: base + 2, created: base + 3 };
  const plans: Record<string, number> = {};
  const items: Record<string, number> = {};
  let ipCounter = 0;
  const nextIp = () => `10.7.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;
  const get = (path: string) => request(app.getHttpServer()).get(path).set('X-Forwarded-For', nextIp());
  const count = async (table: 'games' | 'plans' | 'items' | 'coupons', where: string, params: unknown[] = []) =>
    Number((await sql<{ n: string }>(em.fork(), `select count(*) as n from ${table} where ${where}`, params))[0].n);

  const insertPlan = async (gameId: number, code: string, fields: Record<string, unknown>) => {
    const row = { game_id: gameId, code: `${tag}-${code}`, name: code, lesson_count: 4, ...fields };
    const [inserted] = await sql<{ id: number }>(em.fork(), `insert into plans (${Object.keys(row).join(', ')}) values (${Object.keys(row).map(() => '?').join(', ')}) returning id`, Object.values(row));
    return inserted.id;
  };
  const insertItem = async (gameId: number, code: string, price: number, purchasable = true) => {
    const [inserted] = await sql<{ id: number }>(em.fork(), 'insert into items (game_id, code, name, price, is_purchasable) values (?, ?, ?, ?, ?) returning id', [gameId, `${tag}-${code}`, `${code}（${tag}）`, price, purchasable]);
    return inserted.id;
  };
  const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

  /** Signs in as an operator; answers the agent (cookie jar) and the CSRF token of the new session. */
  async function signIn(operator: { email: string; password: string }) {
    const ip = nextIp();
    const agent = request.agent(app.getHttpServer());
    const session = await agent.get('/admin-api/auth/session').set('X-Forwarded-For', ip);
    const login = await agent.post('/admin-api/auth/login').set('X-Forwarded-For', ip).set('X-XSRF-TOKEN', session.body.data.csrfToken).send(operator);
    expect(login.status).toBe(200);
    return { agent, token: login.body.data.csrfToken as string };
  }

  beforeAll(async () => {
    app = await startTestApi();
    em = app.get(EntityManager);
    await upsertOperator(em.fork(), ADMIN);
    await upsertOperator(em.fork(), SUPPORT);
    await sql(
      em.fork(),
      `insert into games (id, name, is_purchasable, is_legacy, sort_order, discord_url) values
         (?, ?, true, false, 9000, 'https://discord.gg/catalogue-test'), (?, ?, true, true, 9001, null), (?, ?, false, false, 9002, null)`,
      [games.shop, `ショップ ${tag}`, games.legacy, `レガシー ${tag}`, games.closed, `休止中 ${tag}`],
    );
    plans.lite = await insertPlan(games.shop, 'lite', { name: 'Lite', price1: 24_000, price3: 22_000, price6: 20_000, coaching_detail: '月2回（基本的に隔週）', sort_order: 1 });
    plans.premium = await insertPlan(games.shop, 'premium', { name: 'Premium', price1: 70_000, price6: 58_000, special_coaching_count: -1, special_coaching_detail: 'メンバー限定イベントに無制限で参加', sort_order: 2 });
    plans.group = await insertPlan(games.shop, 'group', { name: 'グループ', is_group: true, sort_order: 3 });
    plans.unpriced = await insertPlan(games.shop, 'unpriced', { name: '準備中', sort_order: 4 });
    plans.stopped = await insertPlan(games.shop, 'stopped', { name: '販売停止', price1: 10_000, is_purchasable: false, sort_order: 5 });
    plans.legacy = await insertPlan(games.legacy, 'lite', { name: 'Lite', price1: 1_000 });
    plans.closed = await insertPlan(games.closed, 'lite', { name: 'Lite', price1: 1_000 });
    items.extra = await insertItem(games.shop, 'extra', 9_000);
    items.old = await insertItem(games.shop, 'old', 100, false);
    items.closed = await insertItem(games.closed, 'extra', 9_000);
    await sql(
      em.fork(),
      `insert into coupons (code, name, discount_type, discount_value, target, plan_id, starts_at, ends_at, is_active) values
         (?, '入会金半額', 'percent', 50, 'admission', null, null, null, true),
         (?, '期限切れ', 'amount', 1000, 'subtotal', null, ?, ?, true),
         (?, 'これから', 'amount', 1000, 'subtotal', null, ?, null, true),
         (?, 'Lite限定', 'amount', 3000, 'subtotal', ?, null, null, true),
         (?, '停止中', 'amount', 1000, 'subtotal', null, null, null, false)`,
      [`${TAG}-OK`, `${TAG}-OLD`, hoursFromNow(-48), hoursFromNow(-1), `${TAG}-SOON`, hoursFromNow(24), `${TAG}-LITE`, plans.lite, `${TAG}-OFF`],
    );
  });
  afterAll(() => app.close());

  describe('member queries (public)', () => {
    it('GET /api/games: sellable games with visible, purchasable plans in order and items on sale', async () => {
      const res = await get('/api/games');
      expect(res.status).toBe(200);
      const ours = (res.body.data as GameDto[]).filter((g) => Object.values(games).includes(g.id));
      expect(ours.map((g) => g.id)).toEqual([games.shop]);
      const [shop] = ours;
      expect(shop).toMatchObject({ name: `ショップ ${tag}`, is_purchasable: true, is_legacy: false, discord_url: 'https://discord.gg/catalogue-test' });
      expect(shop.plans.map((p) => p.id)).toEqual([plans.lite, plans.premium, plans.group]);
      expect(shop.items.map((i) => i.id)).toEqual([items.extra]);
      expect(shop.plans[0]).toMatchObject({
        code: `${tag}-lite`,
        game_id: games.shop,
        game: { id: games.shop, name: `ショップ ${tag}` },
        tax_rate: 1.1,
        price1: 24_000,
        period1: 1,
        from_price: 22_000,
        prices: [
          { period: 1, monthly: 24_000, monthly_with_tax: 26_400 },
          { period: 3, monthly: 22_000, monthly_with_tax: 24_200 },
          { period: 6, monthly: 20_000, monthly_with_tax: 22_000 },
        ],
      });
      expect(shop.plans[2]).toMatchObject({ is_group: true, from_price: null, prices: [] });
      expect(shop.items[0]).toEqual({ id: items.extra, name: `extra（${tag}）`, price: 9_000, price_with_tax: 9_900, tax_rate: 1.1, is_purchasable: true, game: { id: games.shop, name: `ショップ ${tag}` } });
    });

    it('GET /api/games/{id}: the game, or 404 with a Japanese message when unknown, closed or not a number', async () => {
      const shop = await get(`/api/games/${games.shop}`);
      expect(shop.status).toBe(200);
      expect(shop.body.data.plans.map((p: { id: number }) => p.id)).toEqual([plans.lite, plans.premium, plans.group]);
      for (const path of [`/api/games/${games.closed}`, '/api/games/999999999', '/api/games/abc', '/api/games/1.5']) {
        const res = await get(path);
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ message: m.gameNotFound });
      }
    });

    it('GET /api/plans/{id}: a visible plan with its coupon slot; 404 for hidden, stopped, closed, unknown and malformed ids', async () => {
      const res = await get(`/api/plans/${plans.lite}?method=split`);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ id: plans.lite, name: 'Lite', from_price: 22_000, coupon: null });
      expect((await get(`/api/plans/${plans.group}`)).body.data).toMatchObject({ is_group: true, from_price: null });
      for (const id of [plans.unpriced, plans.stopped, plans.closed, 999_999_999, 'abc', '99999999999', '-1']) {
        const missing = await get(`/api/plans/${id}`);
        expect(missing.status).toBe(404);
        expect(missing.body).toEqual({ message: m.planNotFound });
      }
    });

    it('GET /api/plans/{id}?coupon_code=: names a valid coupon, 422 with the coupon message for a bad one', async () => {
      const valid = await get(`/api/plans/${plans.lite}?method=bulk&coupon_code=${tag}-lite`);
      expect(valid.status).toBe(200);
      expect(valid.body.data.coupon).toEqual({ code: `${TAG}-LITE`, name: 'Lite限定' });
      expect((await get(`/api/plans/${plans.lite}?coupon_code=`)).body.data.coupon).toBeNull();
      for (const code of [`${TAG}-OLD`, 'NO-SUCH-CODE']) {
        const bad = await get(`/api/plans/${plans.lite}?coupon_code=${code}`);
        expect(bad.status).toBe(422);
        expect(bad.body).toEqual({ message: m.couponInvalid, errors: { coupon_code: [m.couponInvalid] } });
      }
      expect((await get(`/api/plans/${plans.premium}?coupon_code=${TAG}-LITE`)).status).toBe(422);
    });

    it('GET /api/items/{id}: an item on sale; 404 otherwise', async () => {
      const res = await get(`/api/items/${items.extra}`);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ id: items.extra, price: 9_000, price_with_tax: 9_900, game: { id: games.shop } });
      for (const id of [items.old, items.closed, 999_999_999, 'abc']) {
        const missing = await get(`/api/items/${id}`);
        expect(missing.status).toBe(404);
        expect(missing.body).toEqual({ message: m.itemNotFound });
      }
    });

    it('GET /api/coupons/{code}: confirms a usable code in any case, refuses every other with the same message', async () => {
      const valid = await get(`/api/coupons/${tag}-ok`);
      expect(valid.status).toBe(200);
      expect(valid.body).toEqual({ data: { code: `${TAG}-OK`, name: '入会金半額' }, message: 'クーポンコードを確認しました。' });
      expect((await get(`/api/coupons/${TAG}-OK?plan_id=${plans.premium}`)).status).toBe(200);
      expect((await get(`/api/coupons/${TAG}-LITE?plan_id=${plans.lite}`)).body.data).toEqual({ code: `${TAG}-LITE`, name: 'Lite限定' });
      const refused = [`${TAG}-OLD`, `${TAG}-SOON`, `${TAG}-OFF`, `${TAG}-LITE?plan_id=${plans.premium}`, `${TAG}-LITE`, `${TAG}-OK?plan_id=abc`, 'UNKNOWN-CODE', 'x', encodeURIComponent("' or 1=1 --")];
      for (const path of refused) {
        const res = await get(`/api/coupons/${path}`);
        expect(`${path}: ${res.status}`).toBe(`${path}: 422`);
        expect(res.body.message).toBe('クーポンコードが正しくありません。');
      }
    });

    it('limits coupon checks to 30 a minute per client address, on both endpoints', async () => {
      const ip = '10.9.9.9';
      const { agent } = await csrfAgent(app, ip);
      const from = (path: string) => agent.get(path).set('X-Forwarded-For', ip);
      for (let i = 0; i < 15; i++) expect((await from(`/api/coupons/GUESS-${i}`)).status).toBe(422);
      for (let i = 0; i < 15; i++) expect((await from(`/api/plans/${plans.lite}?coupon_code=GUESS-${i}`)).status).toBe(422);
      const limited = await from(`/api/coupons/${TAG}-OK`);
      expect(limited.status).toBe(429);
      expect(limited.body.message).toBe(Messages.common.tooManyRequests);
      expect(limited.headers['retry-after']).toMatch(/^\d+$/);
      // Another address is not affected, and reading plans without a coupon is never limited.
      expect((await get(`/api/coupons/${TAG}-OK`)).status).toBe(200);
      expect((await from(`/api/plans/${plans.lite}`)).status).toBe(200);
    });

    it('GET /api/landing/plans: our plan codes once each, at the from price, with the event wording', async () => {
      const res = await get('/api/landing/plans');
      expect(res.status).toBe(200);
      const ours = (res.body.data as LandingPlanDto[]).filter((p) => p.code.startsWith(`${tag}-`));
      expect(ours).toEqual([
        {
          code: `${tag}-lite`,
          label: 'Lite',
          price: 22_000,
          coaching: '月2回（基本的に隔週）',
          coaching_help: null,
          event: 'なし',
          period_prices: [
            { period: 1, monthly: 26_400 },
            { period: 3, monthly: 24_200 },
            { period: 6, monthly: 22_000 },
          ],
        },
        expect.objectContaining({ code: `${tag}-premium`, price: 63_800, event: 'メンバー限定イベントに無制限で参加' }),
      ]);
    });
  });

  describe('/admin-api (operators)', () => {
    let admin: { agent: ReturnType<typeof request.agent>; token: string };
    let support: { agent: ReturnType<typeof request.agent>; token: string };
    const planBody = (changes: Record<string, unknown> = {}) => ({
      game_id: games.shop,
      code: `${tag}-standard`,
      name: 'Standard',
      plan_type: 'normal',
      lesson_type: 'online',
      is_group: false,
      is_purchasable: true,
      lesson_count: 4,
      coaching_detail: '月4回（毎週）',
      special_coaching_count: 0,
      special_coaching_detail: '',
      price1: 36_000,
      price6: 33_000,
      tax_rate: 1.1,
      sort_order: 10,
      ...changes,
    });

    beforeAll(async () => {
      admin = await signIn(ADMIN);
      support = await signIn(SUPPORT);
    });

    it('is closed to anyone who is not a signed-in operator (401)', async () => {
      const anonymous = request(app.getHttpServer());
      for (const resource of ['games', 'plans', 'items', 'coupons']) {
        expect((await anonymous.get(`/admin-api/${resource}`)).status).toBe(401);
        expect((await anonymous.get(`/admin-api/${resource}/1`)).status).toBe(401);
      }
      // A signed-out session with its CSRF token: the guard answers 401, and nothing is written.
      const agent = request.agent(app.getHttpServer());
      const { body } = await agent.get('/admin-api/auth/session');
      const post = await agent.post('/admin-api/coupons').set('X-XSRF-TOKEN', body.data.csrfToken).send({ code: `${TAG}-ANON`, name: 'x', discount_type: 'amount', discount_value: 1, target: 'subtotal' });
      expect(post.status).toBe(401);
      expect(post.body.message).toBe(Messages.common.unauthenticated);
      expect(await count('coupons', 'code = ?', [`${TAG}-ANON`])).toBe(0);
    });

    it('lets support staff read but not write (403 with the Japanese message, nothing written)', async () => {
      const list = await support.agent.get(`/admin-api/plans?filter=${encodeURIComponent(JSON.stringify({ game_id: games.shop }))}`);
      expect(list.status).toBe(200);
      const writes = [
        support.agent.post('/admin-api/games').send({ id: games.created, name: 'x' }),
        support.agent.put(`/admin-api/games/${games.shop}`).send({ name: 'x' }),
        support.agent.post('/admin-api/plans').send(planBody({ code: `${tag}-by-support` })),
        support.agent.put(`/admin-api/plans/${plans.lite}`).send(planBody({ code: `${tag}-lite`, price1: 1 })),
        support.agent.post('/admin-api/items').send({ game_id: games.shop, code: `${tag}-by-support`, name: 'x', price: 1 }),
        support.agent.put(`/admin-api/items/${items.extra}`).send({ game_id: games.shop, code: `${tag}-extra`, name: 'x', price: 1 }),
        support.agent.post('/admin-api/coupons').send({ code: `${TAG}-SUPPORT`, name: 'x', discount_type: 'amount', discount_value: 1, target: 'subtotal' }),
        support.agent.delete(`/admin-api/coupons/1`),
      ];
      for (const write of writes) {
        const res = await write.set('X-XSRF-TOKEN', support.token);
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ message: Messages.common.forbidden });
      }
      expect(await count('games', 'id = ?', [games.created])).toBe(0);
      expect(await count('plans', 'code = ?', [`${tag}-by-support`])).toBe(0);
      expect(await count('plans', 'id = ? and price1 = 24000', [plans.lite])).toBe(1);
      expect(await count('coupons', 'code = ?', [`${TAG}-SUPPORT`])).toBe(0);
    });

    it('games: creates with an explicit id, refuses it twice, edits, lists with Content-Range', async () => {
      const created = await admin.agent.post('/admin-api/games').set('X-XSRF-TOKEN', admin.token).send({ id: games.created, name: ` 新作 ${tag} `, is_purchasable: false, sort_order: 9003 });
      expect(created.status).toBe(201);
      expect(created.body).toEqual({ id: games.created, name: `新作 ${tag}`, description: '', image_path: null, discord_url: null, is_purchasable: false, is_legacy: false, sort_order: 9003 });

      const again = await admin.agent.post('/admin-api/games').set('X-XSRF-TOKEN', admin.token).send({ id: games.created, name: '二重' });
      expect(again.status).toBe(422);
      expect(again.body).toEqual({ message: m.gameIdTaken, errors: { id: [m.gameIdTaken] } });
      expect(await count('games', 'id = ? and name = ?', [games.created, `新作 ${tag}`])).toBe(1);

      const bad = await admin.agent.post('/admin-api/games').set('X-XSRF-TOKEN', admin.token).send({ id: 0, name: '', discord_url: 'ftp://x' });
      expect(bad.status).toBe(422);
      expect(bad.body.errors).toEqual({ id: [m.gameIdInvalid], name: [m.nameRequired], discord_url: [m.urlInvalid] });

      const updated = await admin.agent.put(`/admin-api/games/${games.created}`).set('X-XSRF-TOKEN', admin.token).send({ id: 1, name: `新作 ${tag}`, discord_url: 'https://discord.gg/new', is_purchasable: true, sort_order: 9003 });
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({ id: games.created, discord_url: 'https://discord.gg/new', is_purchasable: true });
      expect(await count('games', 'id = 1 and name = ?', [`新作 ${tag}`])).toBe(0);

      const page = await admin.agent.get(`/admin-api/games?sort=${encodeURIComponent('["sort_order","DESC"]')}&range=${encodeURIComponent('[0,1]')}&filter=${encodeURIComponent(JSON.stringify({ q: tag }))}`);
      expect(page.status).toBe(200);
      expect(page.headers['content-range']).toBe('games 0-1/4');
      expect(page.body.map((g: { id: number }) => g.id)).toEqual([games.created, games.closed]);
      const many = await admin.agent.get(`/admin-api/games?filter=${encodeURIComponent(JSON.stringify({ id: [games.shop, games.legacy] }))}`);
      expect(many.body.map((g: { id: number }) => g.id).sort()).toEqual([games.shop, games.legacy].sort());
      expect((await admin.agent.put('/admin-api/games/999999999').set('X-XSRF-TOKEN', admin.token).send({ name: 'x' })).status).toBe(404);
      expect((await admin.agent.get('/admin-api/games/abc')).status).toBe(404);
    });

    it('plans: creates, refuses bad input with field messages and a taken code, edits prices the member then sees', async () => {
      const bad = await admin.agent.post('/admin-api/plans').set('X-XSRF-TOKEN', admin.token).send(planBody({ price1: -1, tax_rate: 2, lesson_count: -1, plan_type: 'trial', lesson_type: 'vr', name: '' }));
      expect(bad.status).toBe(422);
      expect(bad.body.errors).toEqual({
        name: [m.nameRequired],
        plan_type: [m.planTypeInvalid],
        lesson_type: [m.lessonTypeInvalid],
        lesson_count: [m.lessonCountInvalid],
        price1: [m.priceInvalid],
        tax_rate: [m.taxRateInvalid],
      });
      const noGame = await admin.agent.post('/admin-api/plans').set('X-XSRF-TOKEN', admin.token).send(planBody({ game_id: 999_999_999 }));
      expect(noGame.status).toBe(422);
      expect(noGame.body).toEqual({ message: m.gameMissing, errors: { game_id: [m.gameMissing] } });
      expect(await count('plans', 'code = ?', [`${tag}-standard`])).toBe(0);

      const created = await admin.agent.post('/admin-api/plans').set('X-XSRF-TOKEN', admin.token).send(planBody());
      expect(created.status).toBe(201);
      const plan = created.body as AdminPlan;
      expect(plan).toMatchObject({ code: `${tag}-standard`, game: { id: games.shop }, price1: 36_000, price2: 0, period2: 2, tax_rate: 1.1, from_price: 36_300, is_visible: true, sort_order: 10 });

      const taken = await admin.agent.post('/admin-api/plans').set('X-XSRF-TOKEN', admin.token).send(planBody({ name: '二重' }));
      expect(taken.status).toBe(422);
      expect(taken.body).toEqual({ message: m.planCodeTaken, errors: { code: [m.planCodeTaken] } });
      expect(await count('plans', 'code = ?', [`${tag}-standard`])).toBe(1);

      expect((await get(`/api/plans/${plan.id}`)).body.data.from_price).toBe(36_300);
      const edited = await admin.agent.put(`/admin-api/plans/${plan.id}`).set('X-XSRF-TOKEN', admin.token).send({ ...plan, price6: 30_000, tax_rate: 1.08 });
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({ id: plan.id, price6: 30_000, tax_rate: 1.08, from_price: 32_400 });
      expect((await get(`/api/plans/${plan.id}`)).body.data).toMatchObject({ from_price: 32_400, prices: [{ period: 1, monthly_with_tax: 38_880 }, { period: 6, monthly_with_tax: 32_400 }] });

      // Priced at nothing, a one-to-one plan is no longer shown to members (spec §5), but stays editable.
      const hidden = await admin.agent.put(`/admin-api/plans/${plan.id}`).set('X-XSRF-TOKEN', admin.token).send({ ...plan, price1: 0, price6: 0 });
      expect(hidden.body).toMatchObject({ is_visible: false, from_price: null });
      expect((await get(`/api/plans/${plan.id}`)).status).toBe(404);

      const clash = await admin.agent.put(`/admin-api/plans/${plan.id}`).set('X-XSRF-TOKEN', admin.token).send({ ...plan, code: `${tag}-lite` });
      expect(clash.status).toBe(422);
      expect(clash.body.errors).toEqual({ code: [m.planCodeTaken] });
      expect((await admin.agent.put('/admin-api/plans/999999999').set('X-XSRF-TOKEN', admin.token).send(planBody())).status).toBe(404);
    });

    it('plans: lists with filters and Content-Range, refuses malformed parameters (400), 404 for unknown ids', async () => {
      const filter = (f: object) => encodeURIComponent(JSON.stringify(f));
      const page = await admin.agent.get(`/admin-api/plans?sort=${encodeURIComponent('["sort_order","ASC"]')}&range=${encodeURIComponent('[0,2]')}&filter=${filter({ game_id: games.shop })}`);
      expect(page.status).toBe(200);
      expect(page.headers['content-range']).toMatch(/^plans 0-2\/6$/);
      expect(page.body.map((p: AdminPlan) => p.id)).toEqual([plans.lite, plans.premium, plans.group]);
      expect(page.body[0]).toMatchObject({ is_visible: true, game: { name: `ショップ ${tag}` } });
      const stopped = await admin.agent.get(`/admin-api/plans?filter=${filter({ game_id: games.shop, is_purchasable: false })}`);
      expect(stopped.body.map((p: AdminPlan) => p.id)).toEqual([plans.stopped]);
      expect(stopped.headers['content-range']).toBe('plans 0-0/1');
      const add = await admin.agent.get(`/admin-api/plans?filter=${filter({ game_id: games.shop, plan_type: 'add' })}`);
      expect(add.headers['content-range']).toBe('plans 0-0/0');
      for (const query of ['sort=oops', 'sort=["password","ASC"]', 'range=[5,1]', 'filter={"plan_type":"trial"}', 'filter={"game_id":"x"}', 'filter={"is_legacy":true}', 'filter=[']) {
        expect(`${query}: ${(await admin.agent.get(`/admin-api/plans?${encodeURI(query)}`)).status}`).toBe(`${query}: 400`);
      }
      expect((await admin.agent.get('/admin-api/plans/999999999')).body).toEqual({ message: m.planNotFound });
      expect((await admin.agent.get('/admin-api/plans/abc')).status).toBe(404);
    });

    it('items: creates, refuses a taken code and a bad price, edits, lists', async () => {
      const body = { game_id: games.shop, code: `${tag}-event`, name: '追加イベント', price: 7_000, tax_rate: 1.1, is_purchasable: true };
      const bad = await admin.agent.post('/admin-api/items').set('X-XSRF-TOKEN', admin.token).send({ ...body, price: 1.5, code: 'Bad Code' });
      expect(bad.status).toBe(422);
      expect(bad.body.errors).toEqual({ code: [m.codeInvalid], price: [m.priceInvalid] });
      const created = await admin.agent.post('/admin-api/items').set('X-XSRF-TOKEN', admin.token).send(body);
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ code: `${tag}-event`, game_id: games.shop, price: 7_000, price_with_tax: 7_700 });
      const taken = await admin.agent.post('/admin-api/items').set('X-XSRF-TOKEN', admin.token).send(body);
      expect(taken.body).toEqual({ message: m.itemCodeTaken, errors: { code: [m.itemCodeTaken] } });
      const edited = await admin.agent.put(`/admin-api/items/${created.body.id}`).set('X-XSRF-TOKEN', admin.token).send({ ...created.body, price: 8_000, is_purchasable: false });
      expect(edited.body).toMatchObject({ price: 8_000, price_with_tax: 8_800, is_purchasable: false });
      expect((await get(`/api/items/${created.body.id}`)).status).toBe(404);
      const list = await admin.agent.get(`/admin-api/items?filter=${encodeURIComponent(JSON.stringify({ game_id: games.shop }))}&sort=${encodeURIComponent('["price","DESC"]')}`);
      expect(list.headers['content-range']).toBe('items 0-2/3');
      expect(list.body.map((i: { id: number }) => i.id)).toEqual([items.extra, created.body.id, items.old]);
    });

    it('coupons: creates (code upper-cased), refuses a taken code and bad terms, edits, lists, deletes', async () => {
      const body = { code: `${tag}-new`, name: '新春キャンペーン', discount_type: 'amount', discount_value: 5_000, target: 'subtotal', plan_id: plans.lite, starts_at: hoursFromNow(-1), ends_at: hoursFromNow(24), max_uses: 10, is_active: true };
      const created = await admin.agent.post('/admin-api/coupons').set('X-XSRF-TOKEN', admin.token).send(body);
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ id: expect.any(Number), code: `${TAG}-NEW`, plan_id: plans.lite, max_uses: 10, is_active: true, created_at: expect.any(String) });
      expect((await get(`/api/coupons/${tag}-new?plan_id=${plans.lite}`)).status).toBe(200);

      const taken = await admin.agent.post('/admin-api/coupons').set('X-XSRF-TOKEN', admin.token).send({ ...body, code: `${TAG}-NEW`, name: '別名' });
      expect(taken.status).toBe(422);
      expect(taken.body).toEqual({ message: 'このクーポンコードはすでに使われています。', errors: { code: ['このクーポンコードはすでに使われています。'] } });
      const bad = await admin.agent.post('/admin-api/coupons').set('X-XSRF-TOKEN', admin.token).send({ ...body, code: `${tag}-bad`, discount_type: 'percent', discount_value: 120, ends_at: hoursFromNow(-2), max_uses: 0 });
      expect(bad.status).toBe(422);
      expect(bad.body.errors).toEqual({ max_uses: [m.maxUsesInvalid], discount_value: [m.percentInvalid], ends_at: [m.endsBeforeStarts] });
      const noPlan = await admin.agent.post('/admin-api/coupons').set('X-XSRF-TOKEN', admin.token).send({ ...body, code: `${tag}-bad`, plan_id: 999_999_999 });
      expect(noPlan.body).toEqual({ message: m.planMissing, errors: { plan_id: [m.planMissing] } });
      expect(await count('coupons', 'code = ?', [`${TAG}-BAD`])).toBe(0);

      const edited = await admin.agent.put(`/admin-api/coupons/${created.body.id}`).set('X-XSRF-TOKEN', admin.token).send({ ...created.body, is_active: false, plan_id: null, max_uses: null });
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({ is_active: false, plan_id: null, max_uses: null });
      expect((await get(`/api/coupons/${TAG}-NEW`)).status).toBe(422);

      const inactive = await admin.agent.get(`/admin-api/coupons?filter=${encodeURIComponent(JSON.stringify({ q: tag, is_active: false }))}&sort=${encodeURIComponent('["code","ASC"]')}`);
      expect(inactive.headers['content-range']).toBe('coupons 0-1/2');
      expect(inactive.body.map((c: { code: string }) => c.code)).toEqual([`${TAG}-NEW`, `${TAG}-OFF`]);
      const literal = await admin.agent.get(`/admin-api/coupons?filter=${encodeURIComponent(JSON.stringify({ q: '%' }))}`);
      expect(literal.headers['content-range']).toBe('coupons 0-0/0');

      const deleted = await admin.agent.delete(`/admin-api/coupons/${created.body.id}`).set('X-XSRF-TOKEN', admin.token);
      expect(deleted.status).toBe(200);
      expect(deleted.body).toMatchObject({ id: created.body.id, code: `${TAG}-NEW` });
      expect((await admin.agent.get(`/admin-api/coupons/${created.body.id}`)).status).toBe(404);
      expect((await admin.agent.delete(`/admin-api/coupons/${created.body.id}`).set('X-XSRF-TOKEN', admin.token)).body).toEqual({ message: m.couponNotFound });
      expect((await admin.agent.delete(`/admin-api/coupons/${created.body.id}`)).status).toBe(419);
    });
  });
});
