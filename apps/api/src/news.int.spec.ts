import { EntityManager } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { IdentityMessages, Messages, NewsMessages } from '@coaching/contracts';
import { upsertOperator } from '@coaching/server-backoffice';
import { sql } from '@coaching/server-core';
import request from 'supertest';
import { type BillingMember, signedUpMember } from './testing/billing-members';
import { signedInOperator } from './testing/operators';
import { startTestApi } from './testing/test-api';

const ADMIN = { email: 'admin-news@ggcoach.example', name: '管理 ニュース', role: 'admin' as const, password: 'admin-news-password' };
const SUPPORT = { email: 'support-news@ggcoach.example', name: 'サポート ニュース', role: 'support' as const, password: 'support-news-password' };

describe('news: GET /api/informations, /admin-api/news; courses: GET /api/games/{id}/join, /cancel (real api, PostgreSQL, Redis)', () => {
  let app: NestExpressApplication;
  let em: EntityManager;
  let ipCounter = 0;
  const nextIp = () => `10.41.0.${++ipCounter}`;
  // The api database is shared with test files running at the same time: games and news here are ours by id.
  const base = 2_000_000 + Math.floor(Math.random() * 1_000_000) * 10;
  const games = { mine: base, other: base + 1, legacy: base + 2 };
  const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
  const insertNews = async (title: string, publishedAt: string | null, gameId: number | null = null, body = '<p>本文</p>') =>
    (await sql<{ id: number }>(em.fork(), 'insert into news (title, body, published_at, game_id) values (?, ?, ?, ?) returning id', [title, body, publishedAt, gameId]))[0].id;
  const news: Record<string, number> = {};
  let member: BillingMember;

  beforeAll(async () => {
    app = await startTestApi();
    em = app.get(EntityManager);
    await upsertOperator(em.fork(), ADMIN);
    await upsertOperator(em.fork(), SUPPORT);
    await sql(
      em.fork(),
      `insert into games (id, name, is_legacy, sort_order, discord_url) values (?, 'ニュース用A', false, 9100, 'https://discord.gg/a'), (?, 'ニュース用B', false, 9101, null), (?, 'ニュース用旧', true, 9102, null)`,
      [games.mine, games.other, games.legacy],
    );
    news.oldest = await insertNews('全員向け（古い）', hoursFromNow(-72));
    news.mine = await insertNews('Aの会員向け', hoursFromNow(-48), games.mine);
    news.other = await insertNews('Bの会員向け', hoursFromNow(-24), games.other);
    news.newest = await insertNews('全員向け（新しい）', hoursFromNow(-1));
    news.future = await insertNews('予約公開', hoursFromNow(24));
    news.draft = await insertNews('下書き', null);
    member = await signedUpMember(app, '10.42');
    await sql(em.fork(), 'insert into game_users (user_id, game_id, is_selected) values (?, ?, true)', [member.userId, games.mine]);
  });
  afterAll(() => app.close());

  const ours = (rows: Array<{ id: number }>) => rows.map((r) => r.id).filter((id) => Object.values(news).includes(id));

  describe('GET /api/informations', () => {
    it('lists only published news for every member or for a game of theirs, newest first, with the page meta', async () => {
      const res = await member.agent.get('/api/informations?per_page=50');
      expect(res.status).toBe(200);
      expect(ours(res.body.data)).toEqual([news.newest, news.mine, news.oldest]);
      expect(res.body.data.find((n: { id: number }) => n.id === news.newest)).toEqual({ id: news.newest, title: '全員向け（新しい）', published_at: expect.any(String) });
      expect(res.body.meta).toEqual({ current_page: 1, last_page: expect.any(Number), per_page: 50, total: expect.any(Number) });
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('pages through the same list: per_page=1 gives one item a page, past the last page gives none', async () => {
      const first = await member.agent.get('/api/informations?per_page=1&page=1');
      expect(first.body.data).toHaveLength(1);
      const total = first.body.meta.total as number;
      expect(first.body.meta).toEqual({ current_page: 1, last_page: total, per_page: 1, total });
      const second = await member.agent.get('/api/informations?per_page=1&page=2');
      expect(second.body.data).toHaveLength(1);
      expect(second.body.data[0].id).not.toBe(first.body.data[0].id);
      const beyond = await member.agent.get(`/api/informations?per_page=1&page=${total + 1}`);
      expect(beyond.status).toBe(200);
      expect(beyond.body.data).toEqual([]);
      expect((await member.agent.get('/api/informations')).body.meta.per_page).toBe(10);
    });

    it.each(['0', '-1', 'abc', '1.5', '10001', '1e3', ''])('refuses page=%j out of bounds with a 422 and a clear message (empty is page 1)', async (page) => {
      const res = await member.agent.get(`/api/informations?page=${encodeURIComponent(page)}`);
      if (page === '') {
        expect(res.status).toBe(200);
        return;
      }
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ message: NewsMessages.pageInvalid, errors: { page: [NewsMessages.pageInvalid] } });
    });

    it.each(['0', '51', 'x'])('refuses per_page=%s with a 422', async (perPage) => {
      const res = await member.agent.get(`/api/informations?per_page=${perPage}`);
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ per_page: [NewsMessages.perPageInvalid] });
    });

    it('is for signed-in, verified members only', async () => {
      expect((await request(app.getHttpServer()).get('/api/informations')).status).toBe(401);
      expect((await request(app.getHttpServer()).get(`/api/informations/${news.newest}`)).status).toBe(401);
      const unverified = await signedUpMember(app, '10.43', { verified: false });
      const res = await unverified.agent.get('/api/informations');
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(Messages.common.emailNotVerified);
    });
  });

  describe('GET /api/informations/{id}', () => {
    it('answers a published item with its title, date and HTML body', async () => {
      const res = await member.agent.get(`/api/informations/${news.mine}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ data: { id: news.mine, title: 'Aの会員向け', body: '<p>本文</p>', published_at: expect.any(String) } });
    });

    it.each([
      ['a future (scheduled) item', 'future'],
      ['a draft', 'draft'],
      ["another game's item", 'other'],
      ['an id that does not exist', 'missing'],
      ['a malformed id', 'malformed'],
    ])('answers %s as the unpublished news item (404, spec §8)', async (_name, key) => {
      const id = key === 'missing' ? 2_000_000_000 : key === 'malformed' ? 'abc' : news[key];
      const res = await member.agent.get(`/api/informations/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: NewsMessages.unpublished });
    });

    it('serves a body sanitised again, even for a row written around the back office', async () => {
      const id = await insertNews('直接書かれた行', hoursFromNow(-2), null, '<p onclick="alert(1)">a</p><script>alert(2)</script><a href="javascript:alert(3)">b</a>');
      news.direct = id;
      const res = await member.agent.get(`/api/informations/${id}`);
      expect(res.body.data.body).toBe('<p>a</p><a target="_blank" rel="noopener noreferrer nofollow">b</a>');
    });

    it('shows a scheduled item once its time has come', async () => {
      await sql(em.fork(), 'update news set published_at = now() - interval \'1 second\' where id = ?', [news.future]);
      expect((await member.agent.get(`/api/informations/${news.future}`)).status).toBe(200);
    });
  });

  describe('/admin-api/news', () => {
    const XSS = [
      '<p>お知らせ</p>',
      '<script>alert("script")</script>',
      '<img src="https://cdn.example/a.png" onerror="alert(1)" alt="画像">',
      '<p onmouseover="alert(2)">ホバー</p>',
      '<a href="javascript:alert(3)">js</a>',
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCg0KTwvc2NyaXB0Pg==">data</a>',
      '<svg onload="alert(5)"><script>alert(6)</script></svg>',
      '<p style="background:url(javascript:alert(7));width:expression(alert(8))">style</p>',
      '<iframe src="https://evil.example"></iframe>',
    ].join('');
    const CLEAN =
      '<p>お知らせ</p><img src="https://cdn.example/a.png" alt="画像" /><p>ホバー</p><a target="_blank" rel="noopener noreferrer nofollow">js</a><a target="_blank" rel="noopener noreferrer nofollow">data</a><p>style</p>';

    it('creates news with the body sanitised when written (script, on* handlers, javascript:, data:, SVG, style all removed)', async () => {
      const { agent, token } = await signedInOperator(app, ADMIN, nextIp());
      const res = await agent.post('/admin-api/news').set('X-XSRF-TOKEN', token).send({ title: ' XSS テスト ', body: XSS, published_at: hoursFromNow(-0.5), game_id: games.mine });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.any(Number),
        title: 'XSS テスト',
        body: CLEAN,
        published_at: expect.any(String),
        game_id: games.mine,
        status: 'published',
        created_at: expect.any(String),
        updated_at: expect.any(String),
      });
      news.xss = res.body.id;
      const [row] = await sql<{ body: string }>(em.fork(), 'select body from news where id = ?', [res.body.id]);
      expect(row.body).toBe(CLEAN);
      const served = await member.agent.get(`/api/informations/${res.body.id}`);
      expect(served.body.data.body).toBe(CLEAN);
      expect(served.body.data.body).not.toMatch(/<script|onerror|onmouseover|javascript:|data:|<svg|style=|<iframe/i);
    });

    it('schedules news for a future date and keeps drafts from members; lists them with their status', async () => {
      const { agent, token } = await signedInOperator(app, ADMIN, nextIp());
      const scheduled = await agent.post('/admin-api/news').set('X-XSRF-TOKEN', token).send({ title: '来週のお知らせ', body: '<p>来週</p>', published_at: hoursFromNow(24 * 7), game_id: null });
      const draft = await agent.post('/admin-api/news').set('X-XSRF-TOKEN', token).send({ title: '書きかけ', body: '<p>まだ</p>', published_at: null });
      expect([scheduled.body.status, draft.body.status]).toEqual(['scheduled', 'draft']);
      news.scheduled2 = scheduled.body.id;
      news.draft2 = draft.body.id;
      expect((await member.agent.get(`/api/informations/${scheduled.body.id}`)).body).toEqual({ message: NewsMessages.unpublished });
      expect((await member.agent.get(`/api/informations/${draft.body.id}`)).status).toBe(404);

      const list = await agent.get('/admin-api/news').query({ filter: JSON.stringify({ status: 'draft' }), sort: JSON.stringify(['id', 'DESC']), range: JSON.stringify([0, 499]) });
      expect(list.status).toBe(200);
      expect(list.headers['content-range']).toMatch(/^news \d+-\d+\/\d+$/);
      expect(list.body.map((n: { id: number }) => n.id)).toEqual(expect.arrayContaining([draft.body.id, news.draft]));
      expect(list.body.every((n: { status: string }) => n.status === 'draft')).toBe(true);

      const published = await agent.put(`/admin-api/news/${draft.body.id}`).set('X-XSRF-TOKEN', token).send({ title: '書き終えた', body: '<p>完成</p>', published_at: hoursFromNow(-0.1) });
      expect(published.status).toBe(200);
      expect(published.body.status).toBe('published');
      expect((await member.agent.get(`/api/informations/${draft.body.id}`)).body.data.title).toBe('書き終えた');
    });

    it('sorts the list by audience (each game, then everyone’s), ties newest first, as the list’s column asks; an unknown field is a 400', async () => {
      const { agent } = await signedInOperator(app, ADMIN, nextIp());
      // Drafts of our own, found by their title: no member reads them.
      const tag = `並べ替え ${base}`;
      const everyone = await insertNews(`${tag} 全員`, null);
      const other = await insertNews(`${tag} B`, null, games.other);
      const mine = await insertNews(`${tag} A`, null, games.mine);
      const mineLater = await insertNews(`${tag} A2`, null, games.mine);
      const listed = async (sort: [string, string]) => {
        const res = await agent.get('/admin-api/news').query({ filter: JSON.stringify({ q: tag }), sort: JSON.stringify(sort), range: '[0,99]' });
        expect(res.status).toBe(200);
        return (res.body as Array<{ id: number }>).map((n) => n.id);
      };
      expect(await listed(['game_id', 'ASC'])).toEqual([mineLater, mine, other, everyone]);
      expect(await listed(['game_id', 'DESC'])).toEqual([everyone, other, mineLater, mine]);
      // The status is the publication date's: the list sorts it by that column, not by its own.
      expect((await agent.get('/admin-api/news').query({ sort: '["status","ASC"]' })).status).toBe(400);
    });

    it('previews a body as members will get it', async () => {
      const { agent, token } = await signedInOperator(app, ADMIN, nextIp());
      const res = await agent.post('/admin-api/news/preview').set('X-XSRF-TOKEN', token).send({ body: XSS });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ data: { body: CLEAN } });
    });

    it.each([
      ['a blank title', { title: '  ', body: '<p>a</p>' }, { title: [NewsMessages.titleRequired] }],
      ['a missing body', { title: 'a' }, { body: [NewsMessages.bodyRequired] }],
      ['a body of script only', { title: 'a', body: '<script>alert(1)</script>' }, { body: [NewsMessages.bodyRequired] }],
      ['a malformed date', { title: 'a', body: '<p>a</p>', published_at: '明日' }, { published_at: [NewsMessages.publishedAtInvalid] }],
      ['an unknown game', { title: 'a', body: '<p>a</p>', game_id: 2_000_000_001 }, { game_id: [NewsMessages.gameInvalid] }],
      ['a game id that is no number', { title: 'a', body: '<p>a</p>', game_id: 'A' }, { game_id: [NewsMessages.gameInvalid] }],
    ])('refuses %s with a 422, writing nothing', async (_name, body, errors) => {
      const { agent, token } = await signedInOperator(app, ADMIN, nextIp());
      const [{ n: before }] = await sql<{ n: string }>(em.fork(), 'select count(*) as n from news');
      const res = await agent.post('/admin-api/news').set('X-XSRF-TOKEN', token).send(body);
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual(errors);
      const [{ n: after }] = await sql<{ n: string }>(em.fork(), 'select count(*) as n from news');
      expect(after).toBe(before);
    });

    it('lets support staff read but not write, members and visitors not at all, and needs the CSRF header', async () => {
      const support = await signedInOperator(app, SUPPORT, nextIp());
      expect((await support.agent.get(`/admin-api/news/${news.mine}`)).status).toBe(200);
      expect((await support.agent.post('/admin-api/news').set('X-XSRF-TOKEN', support.token).send({ title: 'a', body: '<p>a</p>' })).status).toBe(403);
      expect((await support.agent.delete(`/admin-api/news/${news.mine}`).set('X-XSRF-TOKEN', support.token)).status).toBe(403);
      expect((await request(app.getHttpServer()).get('/admin-api/news')).status).toBe(401);
      expect((await member.agent.get('/admin-api/news')).status).toBe(401);
      const admin = await signedInOperator(app, ADMIN, nextIp());
      expect((await admin.agent.post('/admin-api/news').send({ title: 'a', body: '<p>a</p>' })).status).toBe(419);
    });

    it('deletes news; an unknown id is a 404', async () => {
      const { agent, token } = await signedInOperator(app, ADMIN, nextIp());
      const created = await agent.post('/admin-api/news').set('X-XSRF-TOKEN', token).send({ title: '消す', body: '<p>a</p>', published_at: hoursFromNow(-1) });
      expect((await agent.delete(`/admin-api/news/${created.body.id}`).set('X-XSRF-TOKEN', token)).status).toBe(200);
      expect((await member.agent.get(`/api/informations/${created.body.id}`)).status).toBe(404);
      expect((await agent.get(`/admin-api/news/${created.body.id}`)).status).toBe(404);
      expect((await agent.put('/admin-api/news/2000000000').set('X-XSRF-TOKEN', token).send({ title: 'a', body: '<p>a</p>' })).status).toBe(404);
    });
  });

  describe('GET /api/games/{id}/join and /cancel (the course list)', () => {
    const selected = (me: { game_users: Array<{ game_id: number; is_selected: boolean }> }) => me.game_users.filter((g) => Object.values(games).includes(g.game_id));

    it('need the X-XSRF-TOKEN header though they are GETs', async () => {
      const someone = await signedUpMember(app, '10.44');
      const res = await someone.agent.get(`/api/games/${games.mine}/join`);
      expect(res.status).toBe(419);
      const [{ n }] = await sql<{ n: string }>(em.fork(), 'select count(*) as n from game_users where user_id = ?', [someone.userId]);
      expect(Number(n)).toBe(0);
    });

    it('joins a course (selected, the others not), answers the member, and leaves it again; POST works alike', async () => {
      const someone = await signedUpMember(app, '10.45');
      const joined = await someone.agent.get(`/api/games/${games.mine}/join`).set('X-XSRF-TOKEN', someone.token);
      expect(joined.status).toBe(200);
      expect(selected(joined.body.data)).toEqual([{ game_id: games.mine, is_selected: true, game: { name: 'ニュース用A', is_legacy: false, discord_url: 'https://discord.gg/a' } }]);
      const second = await someone.agent.post(`/api/games/${games.other}/join`).set('X-XSRF-TOKEN', someone.token);
      expect(second.status).toBe(200);
      expect(selected(second.body.data).map((g) => [g.game_id, g.is_selected])).toEqual([
        [games.mine, false],
        [games.other, true],
      ]);
      const left = await someone.agent.get(`/api/games/${games.other}/cancel`).set('X-XSRF-TOKEN', someone.token);
      expect(left.status).toBe(200);
      // The selected course left: the remaining one is selected.
      expect(selected(left.body.data).map((g) => [g.game_id, g.is_selected])).toEqual([[games.mine, true]]);
      const again = await someone.agent.post(`/api/games/${games.other}/cancel`).set('X-XSRF-TOKEN', someone.token);
      expect(again.status).toBe(404);
      expect(again.body.message).toBe(IdentityMessages.courseNotFound);
    });

    it.each([
      ['a legacy game', () => games.legacy],
      ['an unknown game', () => 2_000_000_003],
      ['a malformed id', () => 'x'],
    ])('refuses to join %s with a 404', async (_name, id) => {
      const someone = await signedUpMember(app, '10.46');
      const res = await someone.agent.get(`/api/games/${id()}/join`).set('X-XSRF-TOKEN', someone.token);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(IdentityMessages.courseNotFound);
    });

    it('ends with exactly one selected course when two joins race', async () => {
      const someone = await signedUpMember(app, '10.47');
      const answers = await Promise.all([
        someone.agent.get(`/api/games/${games.mine}/join`).set('X-XSRF-TOKEN', someone.token),
        someone.agent.get(`/api/games/${games.other}/join`).set('X-XSRF-TOKEN', someone.token),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      const rows = await sql<{ is_selected: boolean }>(em.fork(), 'select is_selected from game_users where user_id = ?', [someone.userId]);
      expect(rows).toHaveLength(2);
      expect(rows.filter((r) => r.is_selected)).toHaveLength(1);
    });

    it('is closed to visitors and unverified members', async () => {
      expect((await request(app.getHttpServer()).post(`/api/games/${games.mine}/join`)).status).toBe(419);
      const unverified = await signedUpMember(app, '10.48', { verified: false });
      expect((await unverified.agent.get(`/api/games/${games.mine}/join`).set('X-XSRF-TOKEN', unverified.token)).status).toBe(403);
    });
  });
});
