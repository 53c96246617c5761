import { EntityManager } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { CacheInvalidations, sql } from '@coaching/server-core';
import { randomUUID } from 'node:crypto';
import { signedUpMember } from './testing/billing-members';
import { Browser, MEMBER_PASSWORD as PASSWORD } from './testing/browser';
import { startedSubscription } from './testing/lesson-fixtures';
import { startTestApi } from './testing/test-api';

// Long enough that the tests of a value true only until a time of its own (a scheduled news item, a lesson's end)
// tell that time from the lifetime, even on a loaded machine.
const LIFETIME_SECONDS = 4;

/** Waits (up to `ms`) for `check` to hold: a notification reaches another copy moments after the commit. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  for (;;) {
    if (await check()) return Date.now() - start;
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

let ips = 0;
const nextIp = () => `10.31.${Math.floor(++ips / 200)}.${ips % 200}`;

/**
 * ADR 0019: each api copy answers sessions, news, the lesson standings and the catalogue from memory, and forgets them
 * when PostgreSQL notifies a change (at commit, from triggers). Two copies of the real api over one database, as behind
 * the proxy. The member's home and standing are a read model, not a cache: member-home.int.spec.ts.
 */
describe('member read caches across api copies (real PostgreSQL LISTEN/NOTIFY)', () => {
  let one: NestExpressApplication;
  let two: NestExpressApplication;
  let em: EntityManager;

  beforeAll(async () => {
    one = await startTestApi({ MEMBER_READ_CACHE_SECONDS: String(LIFETIME_SECONDS) });
    two = await startTestApi({ MEMBER_READ_CACHE_SECONDS: String(LIFETIME_SECONDS) });
    em = one.get(EntityManager);
    await within(5_000, async () => one.get(CacheInvalidations).live && two.get(CacheInvalidations).live);
  });
  afterAll(async () => {
    await one.close();
    await two.close();
  });

  /** A write the triggers do not see (replica mode skips them): what a lost notification would look like. */
  const unheard = (statement: string, params: unknown[]) =>
    em.fork().transactional(async (tx) => {
      await sql(tx, 'set local session_replication_role = replica', []);
      await sql(tx, statement, params);
    });

  it('a sign-out through copy one is refused by copy two, which had the session in memory', async () => {
    const member = await signedUpMember(one, '10.33');
    const browser = new Browser(nextIp());
    await browser.signIn(one, member.email);
    const stolen = browser.copiedTo(nextIp());
    expect((await stolen.send(two, 'get', '/api/me')).status).toBe(200);

    expect((await browser.send(one, 'post', '/api/logout')).status).toBe(204);
    const took = await within(1_000, async () => (await stolen.send(two, 'get', '/api/me')).status === 401);
    expect(took).toBeLessThan(1_000);
  });

  it('a password changed through copy one ends the other session that copy two holds in memory', async () => {
    const member = await signedUpMember(one, '10.35');
    const here = new Browser(nextIp());
    const there = new Browser(nextIp());
    await here.signIn(one, member.email);
    await there.signIn(two, member.email);
    expect((await there.send(two, 'get', '/api/payments')).status).toBe(200);

    const changed = await here.send(one, 'post', '/api/change-password', { old_password: PASSWORD, new_password: 'a-new-password-1', new_password_confirmation: 'a-new-password-1' });
    expect(changed.status).toBeLessThan(300);
    await within(1_000, async () => (await there.send(two, 'get', '/api/payments')).status === 401);
    expect((await here.send(one, 'get', '/api/payments')).status).toBe(200);
  });

  it('while the listening connection is cut, nothing is served from memory; once it listens again, changes are heard', async () => {
    const member = await signedUpMember(one, '10.36');
    const browser = new Browser(nextIp());
    await browser.signIn(two, member.email);
    const gameId = 42_000_000 + Math.floor(Math.random() * 1_000_000);
    await sql(em.fork(), 'insert into games (id, name, is_purchasable, is_legacy, sort_order) values (?, ?, true, false, 9400)', [gameId, `切断 ${gameId}`]);
    expect((await browser.send(two, 'post', `/api/games/${gameId}/join`)).status).toBe(200);
    const titles = async () => ((await browser.send(two, 'get', '/api/informations?per_page=50')).body.data as { title: string }[]).map((n) => n.title);
    expect(await titles()).toEqual(expect.not.arrayContaining([`切断中 ${gameId}`]));

    const invalidations = two.get(CacheInvalidations);
    await sql(em.fork(), 'select pg_terminate_backend(?)', [invalidations.backendPid]);
    await within(2_000, async () => !invalidations.live);
    // Unheard, and still seen at once: the cache is bypassed while nothing can be heard.
    await unheard("insert into news (title, body, published_at, game_id) values (?, '<p>本文</p>', now() - interval '1 minute', ?)", [`切断中 ${gameId}`, gameId]);
    expect(await titles()).toContain(`切断中 ${gameId}`);

    await within(5_000, async () => invalidations.live);
    await titles();
    await sql(em.fork(), "insert into news (title, body, published_at, game_id) values (?, '<p>本文</p>', now() - interval '1 minute', ?)", [`再接続後 ${gameId}`, gameId]);
    await within(1_000, async () => (await titles()).includes(`再接続後 ${gameId}`));
  });

  describe('GET /api/me (the member home, ADR 0026; the catalogue\'s names from memory)', () => {
    const newGame = async () => {
      const id = 42_000_000 + Math.floor(Math.random() * 1_000_000);
      await sql(em.fork(), 'insert into games (id, name, is_purchasable, is_legacy, sort_order) values (?, ?, true, false, 9400)', [id, `キャッシュ ${id}`]);
      return id;
    };
    const me = async (browser: Browser, copy: NestExpressApplication) => {
      const res = await browser.send(copy, 'get', '/api/me');
      expect(res.status).toBe(200);
      return res.body.data;
    };

    it('a sign-in from a trial link answers with the trial context, on a copy that had the member in memory', async () => {
      const member = await signedUpMember(one, '10.39');
      const browser = new Browser(nextIp());
      await browser.signIn(one, member.email);
      expect((await me(browser, one)).trial_reserve_url).toBeNull();

      // Signed in again from a VALORANT trial link: the answer and the next request read the remembered context.
      const login = await browser.send(one, 'post', '/api/login', { email: member.email, password: PASSWORD, from: 'trial', game_id: 1 });
      expect(login.status).toBe(200);
      expect(login.body.user).toMatchObject({ route: 'trial', trial_reserve_url: 'http://localhost:3000/trials?game_id=1' });
      expect((await me(browser, one)).route).toBe('trial');
    });

    it('a plan renamed by an operator reaches both copies within a second', async () => {
      const member = await signedUpMember(one, '10.39');
      const browser = new Browser(nextIp());
      await browser.signIn(one, member.email);
      const gameId = await newGame();
      const code = `cache-${randomUUID().slice(0, 8)}`;
      const [{ id: planId }] = await sql<{ id: number }>(em.fork(), "insert into plans (game_id, code, name, lesson_count, tax_rate, price1) values (?, ?, 'キャッシュ', 4, 1.1, 40000) returning id", [gameId, code]);
      await startedSubscription(one, member.userId, gameId, 4, null, planId);
      for (const copy of [one, two]) expect((await me(browser, copy)).current_plan?.plan.name).toBe('キャッシュ');

      await sql(em.fork(), "update plans set name = 'キャッシュ改' where id = ?", [planId]);
      for (const copy of [one, two]) await within(1_000, async () => (await me(browser, copy)).user_plans[0]?.plan.name === 'キャッシュ改');
    });

    it('news: a new item reaches both copies within a second, and a scheduled one shows at its time on a warm copy', async () => {
      const member = await signedUpMember(one, '10.40');
      const browser = new Browser(nextIp());
      await browser.signIn(one, member.email);
      const gameId = await newGame();
      expect((await browser.send(one, 'post', `/api/games/${gameId}/join`)).status).toBeLessThan(300);
      const titles = async (copy: NestExpressApplication) => {
        // Other test files add news for every member to the same database meanwhile: the largest page, and no counting.
        const res = await browser.send(copy, 'get', '/api/informations?per_page=50');
        expect(res.status).toBe(200);
        return res.body.data.map((n: { title: string }) => n.title);
      };
      const news = (title: string, publishedAt: string) =>
        sql(em.fork(), `insert into news (title, body, published_at, game_id) values (?, '<p>本文</p>', ${publishedAt}, ?)`, [title, gameId]);
      for (const copy of [one, two]) expect(await titles(copy)).not.toContain(`今日のお知らせ ${gameId}`);

      await news(`今日のお知らせ ${gameId}`, "now() - interval '1 minute'");
      for (const copy of [one, two]) await within(1_000, async () => (await titles(copy)).includes(`今日のお知らせ ${gameId}`));

      // Scheduled 2 s ahead: the pages read now hold it back, and are not served past its time (the lifetime is 4 s).
      const [{ at }] = await sql<{ at: Date }>(
        em.fork(),
        "insert into news (title, body, published_at, game_id) values (?, '<p>本文</p>', now() + interval '2 seconds', ?) returning published_at as at",
        [`予約のお知らせ ${gameId}`, gameId],
      );
      const publication = new Date(at).getTime();
      for (const copy of [one, two]) {
        const seen = await titles(copy);
        if (Date.now() < publication) expect(seen).not.toContain(`予約のお知らせ ${gameId}`);
      }
      await new Promise((r) => setTimeout(r, Math.max(0, publication - Date.now())));
      for (const copy of [one, two]) await within(1_500, async () => (await titles(copy)).includes(`予約のお知らせ ${gameId}`));
    });

    it('the next lesson: the member’s own and their group’s reach both copies, a coach’s new name too, and the next one follows when a lesson ends', async () => {
      const member = await signedUpMember(one, '10.41');
      const browser = new Browser(nextIp());
      await browser.signIn(one, member.email);
      const latest = async (copy: NestExpressApplication) => {
        const res = await browser.send(copy, 'get', '/api/lessons/latest');
        expect(res.status).toBe(200);
        return res.body.data as { id: string; coach: { name: string } } | null;
      };
      const coachId = randomUUID();
      await sql(em.fork(), 'insert into coaches (id, code, name, game_id) values (?, ?, ?, 1)', [coachId, `cache-${coachId.slice(0, 8)}`, 'キャッシュ 先生']);
      const lesson = (fields: { member?: string; group?: string }, startsIn: string, endsIn: string) => {
        const id = randomUUID();
        return sql(
          em.fork(),
          `insert into lessons (id, kind, member_id, group_id, coach_id, starts_at, ends_at, source, status, scheduled_at)
           values (?, ?, ?, ?, ?, now() + interval '${startsIn}', now() + interval '${endsIn}', 'plan', 'scheduled', now())`,
          [id, fields.group ? 'group' : 'personal', fields.member ?? null, fields.group ?? null, coachId],
        ).then(() => id);
      };
      for (const copy of [one, two]) expect(await latest(copy)).toBeNull();

      // Support schedules the member's own lesson, next week.
      const own = await lesson({ member: member.userId }, '7 days', '7 days 1 hour');
      for (const copy of [one, two]) await within(1_000, async () => (await latest(copy))?.id === own);

      // A group lesson sooner: the member is in the group, so it is theirs too.
      const groupId = randomUUID();
      await sql(em.fork(), "insert into lesson_groups (id, name, game_id, coach_id) values (?, 'キャッシュ組', 1, ?)", [groupId, coachId]);
      await sql(em.fork(), 'insert into lesson_group_members (group_id, member_id) values (?, ?)', [groupId, member.userId]);
      const ofGroup = await lesson({ group: groupId }, '2 days', '2 days 1 hour');
      for (const copy of [one, two]) await within(1_000, async () => (await latest(copy))?.id === ofGroup);

      await sql(em.fork(), "update coaches set name = 'キャッシュ 新先生' where id = ?", [coachId]);
      for (const copy of [one, two]) await within(1_000, async () => (await latest(copy))?.coach.name === 'キャッシュ 新先生');

      // A lesson under way that ends in 2 s: shown now, and the next one right after it ends, on a warm copy (the
      // lifetime is 4 s).
      const underWay = await lesson({ member: member.userId }, '-30 minutes', '2 seconds');
      const [{ ends }] = await sql<{ ends: Date }>(em.fork(), 'select ends_at as ends from lessons where id = ?', [underWay]);
      for (const copy of [one, two]) await within(1_000, async () => (await latest(copy))?.id === underWay);
      await new Promise((r) => setTimeout(r, Math.max(0, new Date(ends).getTime() - Date.now())));
      for (const copy of [one, two]) await within(1_500, async () => (await latest(copy))?.id === ofGroup);
    });
  });
});

