import type { MikroORM } from '@mikro-orm/postgresql';
import { createTestOrm, testDatabaseUrl } from '../testing/test-database';
import { sql } from '../database/sql';
import { CacheInvalidations } from './cache-invalidations';
import { cacheTriggersOf, createCacheTriggerSql } from './cache-triggers';
import { declareReadCache } from './read-cache-declaration';

/** What one kind's listener heard. */
class Heard {
  readonly keys: string[] = [];
  everything = 0;
  forget(key: string): void {
    this.keys.push(key);
  }
  forgetAll(): void {
    this.everything++;
  }
}

async function within(ms: number, check: () => boolean): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** ADR 0019: the api copies' ear on PostgreSQL's change notifications, and the trigger function behind them. */
describe('CacheInvalidations (real PostgreSQL LISTEN/NOTIFY)', () => {
  let orm: MikroORM;
  let invalidations: CacheInvalidations;
  const kind = `t${process.pid}`;
  // Its triggers as the migration runner generates them: a row's `owner`, and every entry on `truncate`.
  const declaration = declareReadCache({ kind, invalidatedBy: [{ table: 'test_cache_rows', key: 'owner' }] });
  let heard: Heard;
  const write = (statement: string, params: unknown[] = []) => sql(orm.em.fork(), statement, params);

  beforeAll(async () => {
    orm = await createTestOrm('server_core');
    invalidations = new CacheInvalidations(testDatabaseUrl('server_core'), { warn: () => undefined });
    await invalidations.start();
    await write(`create table if not exists test_cache_rows (id text primary key, owner text)`);
    for (const trigger of cacheTriggersOf([declaration])) await write(createCacheTriggerSql(trigger));
  });
  beforeEach(() => {
    heard = new Heard();
    invalidations.subscribe(declaration, heard);
    return within(5_000, () => invalidations.live);
  });
  afterAll(async () => {
    await invalidations.stop();
    await orm.close(true);
  });

  it('a trigger tells the key of an inserted, changed and removed row, the old and the new key when it moves', async () => {
    await write('insert into test_cache_rows (id, owner) values (?, ?)', ['r1', 'alice']);
    await within(1_000, () => heard.keys.length === 1);
    expect(heard.keys).toEqual(['alice']);

    await write("update test_cache_rows set owner = 'bob' where id = 'r1'");
    await write("delete from test_cache_rows where id = 'r1'");
    await within(1_000, () => heard.keys.length === 4);
    expect(heard.keys).toEqual(['alice', 'alice', 'bob', 'bob']);
  });

  it('a key of `*` forgets every entry of the kind', async () => {
    const before = heard.everything;
    await write('truncate test_cache_rows');
    await within(1_000, () => heard.everything === before + 1);
    expect(heard.keys).toEqual([]);
  });

  it('settle() resolves only once every change committed before it has been heard', async () => {
    for (let i = 0; i < 30; i++) {
      await write('insert into test_cache_rows (id, owner) values (?, ?)', [`s${i}-${Date.now()}`, `owner-${i}`]);
      await invalidations.settle();
      expect(heard.keys.at(-1)).toBe(`owner-${i}`);
    }
  });

  it('settle() does not wait when nothing is listening', async () => {
    const idle = new CacheInvalidations(testDatabaseUrl('server_core'), { warn: () => undefined });
    const start = Date.now();
    await idle.settle(5_000);
    expect(Date.now() - start).toBeLessThan(100);
  });
});
