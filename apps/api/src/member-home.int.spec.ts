import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { sql } from '@coaching/server-core';
import { ADULT_STUDENT, signedUpMember } from './testing/billing-members';
import { Browser } from './testing/browser';
import { operatorAgent, startedSubscription } from './testing/lesson-fixtures';
import { startTestApi } from './testing/test-api';

let ips = 0;
const nextIp = () => `10.77.${Math.floor(++ips / 200) + 1}.${ips % 200}`;

/**
 * ADR 0026: the member's home (`member_home`) is emptied by its projection in the transaction of every change it
 * shows, so two api copies over one database (as behind the proxy) both answer the change on the very next request:
 * no waiting, no notification, whichever copy made it.
 */
describe('the member home across api copies (real api ×2, PostgreSQL)', () => {
  let one: NestExpressApplication;
  let two: NestExpressApplication;
  let em: EntityManager;
  let support: Awaited<ReturnType<typeof operatorAgent>>;

  beforeAll(async () => {
    one = await startTestApi();
    two = await startTestApi();
    em = one.get(EntityManager);
    const tag = randomUUID().slice(0, 8);
    support = await operatorAgent(one, { email: `support-home-${tag}@ggcoach.example`, name: 'サポート 家', role: 'support', password: 'support-home-password' }, '10.77.0.1');
  });
  afterAll(async () => {
    await one.close();
    await two.close();
  });

  /** A signed-up member signed in through copy one; the same browser talks to either copy. */
  const member = async (ipPrefix: string) => {
    const who = await signedUpMember(one, ipPrefix);
    const browser = new Browser(nextIp());
    await browser.signIn(one, who.email);
    return { ...who, browser };
  };
  const me = async (browser: Browser, copy: NestExpressApplication) => {
    const res = await browser.send(copy, 'get', '/api/me');
    expect(res.status).toBe(200);
    return res.body.data;
  };
  const newGame = async () => {
    const id = 42_100_000 + Math.floor(Math.random() * 1_000_000);
    await sql(em.fork(), 'insert into games (id, name, is_purchasable, is_legacy, sort_order) values (?, ?, true, false, 9400)', [id, `ホーム ${id}`]);
    return id;
  };
  const homeRow = async (memberId: string) =>
    (await sql<{ generation: string; built: boolean }>(em.fork(), 'select generation, home is not null as built from member_home where member_id = ?', [memberId]))[0];

  it('shows what the member changed through one copy on the next request to the other', async () => {
    const { browser } = await member('10.78');
    const gameId = await newGame();
    for (const copy of [one, two]) expect(await me(browser, copy)).toMatchObject({ game_users: [], is_personal_information_completed: false });

    expect((await browser.send(one, 'post', `/api/games/${gameId}/join`)).status).toBe(200);
    expect((await me(browser, two)).game_users.map((g: { game_id: number }) => g.game_id)).toEqual([gameId]);

    expect((await browser.send(two, 'post', '/api/personal_informations', ADULT_STUDENT)).status).toBeLessThan(300);
    expect((await me(browser, one)).is_personal_information_completed).toBe(true);
  });

  it('refuses a member support suspended, on both copies at once, and lets them back the moment it is lifted', async () => {
    const { browser, userId } = await member('10.79');
    for (const copy of [one, two]) expect((await browser.send(copy, 'get', '/api/payments')).status).toBe(200);

    const suspended = await support.agent.post(`/admin-api/members/${userId}/suspension`).set('X-XSRF-TOKEN', support.token).send({ ground: 'other', reason: 'テスト' });
    expect(suspended.status).toBe(200);
    for (const copy of [one, two]) {
      expect((await browser.send(copy, 'post', '/api/plans/1/purchase', { method: 'bank', period: 1 })).body.code).toBe('MEMBER_SUSPENDED');
      expect((await me(browser, copy)).suspension).toMatchObject({ ground: 'other', reason: 'テスト' });
    }
    expect((await support.agent.post(`/admin-api/members/${userId}/suspension/lift`).set('X-XSRF-TOKEN', support.token)).status).toBe(200);
    for (const copy of [one, two]) expect((await me(browser, copy)).suspension).toBeNull();
  });

  it('shows a plan started by events (as the worker appends them) and a chart set by support, on both copies at once', async () => {
    const { browser, userId } = await member('10.80');
    for (const copy of [one, two]) expect((await me(browser, copy)).current_plan).toBeNull();

    const gameId = await newGame();
    const [{ id: planId }] = await sql<{ id: number }>(em.fork(), "insert into plans (game_id, code, name, lesson_count, tax_rate, price1) values (?, ?, 'ホーム', 4, 1.1, 40000) returning id", [gameId, `home-${gameId}`]);
    const subscriptionId = await startedSubscription(one, userId, gameId, 4, null, planId);
    for (const copy of [one, two]) {
      const data = await me(browser, copy);
      expect(data.status).toBe('paid');
      expect(data.current_plan).toMatchObject({ plan: { name: 'ホーム' }, chart_url: null, embed: null });
      expect(data.game_users.map((g: { game_id: number; is_selected: boolean }) => [g.game_id, g.is_selected])).toEqual([[gameId, true]]);
    }

    const sheet = 'https://docs.google.com/spreadsheets/d/1MemberHomeAcrossCopies_0123456789abc/edit';
    const saved = await support.agent.put(`/admin-api/students/${subscriptionId}/chart`).set('X-XSRF-TOKEN', support.token).send({ chart_url: sheet });
    expect(saved.status).toBe(200);
    for (const copy of [one, two]) expect((await me(browser, copy)).current_plan.chart_url).toBe(sheet);
  });

  it('keeps one row per member, read again as it is until something it shows changes', async () => {
    const { browser, userId } = await member('10.81');
    await me(browser, one);
    const before = await homeRow(userId);
    expect(before.built).toBe(true);
    await me(browser, two);
    expect(await homeRow(userId)).toEqual(before);

    expect((await browser.send(two, 'post', `/api/games/${await newGame()}/join`)).status).toBe(200);
    // The join's answer is the member as /api/me answers it: the home was built again from the new facts.
    const after = await homeRow(userId);
    expect(Number(after.generation)).toBeGreaterThan(Number(before.generation));
    expect(after.built).toBe(true);
  });
});
