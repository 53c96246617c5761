import { MikroORM } from '@mikro-orm/postgresql';
import { buildOrmConfig, migrateDatabase, sql } from '@coaching/server-core';
import { prepareTestDatabase } from '@coaching/server-core/testing';
import { startTestApi } from './testing/test-api';

/** ADR 0019, addendum of 2026-11-28: the api refuses to start when a read cache it makes has not its generated triggers in the database. */
describe('read caches: their triggers checked at boot (real api, PostgreSQL)', () => {
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
});

