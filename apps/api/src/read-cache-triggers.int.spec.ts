import { randomUUID } from 'node:crypto';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { buildOrmConfig, CacheInvalidations, migrateDatabase, sql } from '@coaching/server-core';
import { prepareTestDatabase, testDatabaseUrl } from '@coaching/server-core/testing';
import request from 'supertest';
import { signedUpMember } from './testing/billing-members';
import { coachFixture, operatorAgent, startedSubscription } from './testing/lesson-fixtures';
import { startTestApi } from './testing/test-api';

const SUPPORT = { email: 'support-read-your-writes@ggcoach.example', name: 'サポート 読み', role: 'support' as const, password: 'support-read-your-writes' };
const ADMIN = { email: 'admin-read-your-writes@ggcoach.example', name: '管理 読み', role: 'admin' as const, password: 'admin-read-your-writes' };

/**
 * ADR 0019, addendum of 2026-11-28: the api refuses to start when a read cache it makes has not its generated
 * triggers in the database; and a change a cache is invalidated by is heard by the copy that made it before the
 * request that made it answers, while a change no cache is invalidated by (a page view) waits for nothing.
 */
describe('read caches: their triggers checked at boot, their changes heard before the answer (real api, PostgreSQL)', () => {
  it('refuses to start on a database that lacks a cache’s trigger, naming the cache and the table; starts once migrated', async () => {
    const url = await prepareTestDatabase('api_cache_triggers');
    const orm = await MikroORM.init({ ...buildOrmConfig({ databaseUrl: url, entities: [] }), logger: () => undefined });
    await sql(orm.em.fork(), 'drop trigger cache_news_all on news').finally(() => orm.close(true));

    await expect(startTestApi({ DATABASE_URL: url })).rejects.toThrow(/read cache "news" has no trigger cache_news_all on table news/);

    // The migration runner puts the generated triggers back.
    const report = await migrateDatabase(url);
    expect(report.cacheTriggers).toEqual({ created: ['news.cache_news_all'], dropped: [] });
    const app = await startTestApi({ DATABASE_URL: url });
    await app.close();
  });

  describe('read-your-writes, with entries kept five minutes', () => {
    let app: NestExpressApplication;
    let em: EntityManager;
    let settles: jest.SpyInstance;
    const gameId = 45_000_000 + Math.floor(Math.random() * 1_000_000);

    beforeAll(async () => {
      app = await startTestApi({ DATABASE_URL: testDatabaseUrl('api'), MEMBER_READ_CACHE_SECONDS: '300' });
      em = app.get(EntityManager);
      const invalidations = app.get(CacheInvalidations);
      for (let i = 0; !invalidations.live && i < 500; i++) await new Promise((r) => setTimeout(r, 10));
      settles = jest.spyOn(invalidations, 'settle');
      await sql(em.fork(), "insert into games (id, name, is_purchasable, is_legacy, sort_order) values (?, ?, true, false, 9600)", [gameId, `読み ${gameId}`]);
    });
    afterAll(() => app.close());
    beforeEach(() => settles.mockClear());

    it('news an operator publishes is on the member’s very next page, on the copy that kept the page before', async () => {
      const member = await signedUpMember(app, '10.51');
      const titles = async () => ((await member.agent.get('/api/informations?per_page=50')).body.data as { title: string }[]).map((n) => n.title);
      const title = `読み書き ${randomUUID().slice(0, 8)}`;
      expect(await titles()).not.toContain(title);
      const admin = await operatorAgent(app, ADMIN, '10.52.0.1');
      settles.mockClear();

      const created = await admin.agent.post('/admin-api/news').set('X-XSRF-TOKEN', admin.token).send({ title, body: '<p>本文</p>', published_at: new Date(Date.now() - 60_000).toISOString(), game_id: null });
      expect(created.status).toBe(201);
      expect(settles).toHaveBeenCalled();
      expect(await titles()).toContain(title);
    });

    it('a lesson support schedules is the member’s next lesson on their very next request', async () => {
      const member = await signedUpMember(app, '10.53');
      const coachId = await coachFixture(app, gameId, '読み 先生');
      await startedSubscription(app, member.userId, gameId, 4, coachId);
      expect((await member.agent.get('/api/lessons/latest')).body.data).toBeNull();
      const support = await operatorAgent(app, SUPPORT, '10.54.0.1');

      const startsAt = new Date(Date.now() + 5 * 24 * 3_600_000);
      startsAt.setUTCMinutes(0, 0, 0);
      const scheduled = await support.agent.post('/admin-api/lessons').set('X-XSRF-TOKEN', support.token).send({ member_id: member.userId, starts_at: startsAt.toISOString() });
      expect(scheduled.status).toBe(201);
      expect((await member.agent.get('/api/lessons/latest')).body.data).toMatchObject({ started_at: startsAt.toISOString(), status: 'scheduled' });
    });

    it('a page view, which no cache is invalidated by, waits for nothing', async () => {
      const path = `/read-your-writes-${randomUUID()}`;
      const res = await request(app.getHttpServer()).post('/api/analytics/page-views').set('X-Forwarded-For', '10.55.0.1').send({ path, title: '読み' });
      expect(res.status).toBe(204);
      expect(await sql(em.fork(), 'select path from page_views where path = ?', [path])).toEqual([{ path }]);
      expect(settles).not.toHaveBeenCalled();
    });
  });
});

