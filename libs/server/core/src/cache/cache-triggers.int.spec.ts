import { MikroORM } from '@mikro-orm/postgresql';
import { buildOrmConfig } from '../database/orm-config';
import { discoverReadCaches } from '../database/migration-history';
import { sql } from '../database/sql';
import { sqlTransaction } from '../database/sql-transaction';
import { SESSION_CACHE } from '../http/sessions';
import { prepareTestDatabase } from '../testing/test-database';
import { settleCacheChangesOf } from './cache-change-settling';
import { CacheInvalidations } from './cache-invalidations';
import { cacheTriggersOf, checkCacheTriggers, installedCacheTriggers, missingCacheTriggers, syncCacheTriggers } from './cache-triggers';
import { declareReadCache, type ReadCacheDeclaration } from './read-cache-declaration';

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

/** A test cache of items by owner, with the lookups and filters a declaration may ask for. */
const ITEMS = declareReadCache({
  kind: 'items',
  invalidatedBy: [
    { table: 'test_items', key: 'owner', columns: ['owner', 'label'] },
    { table: 'test_items', key: 'team', via: { table: 'test_team_members', match: 'team', key: 'member' } },
    { table: 'test_team_members', key: 'member', on: ['update', 'delete'] },
  ],
});
const SHELVES = declareReadCache({ kind: 'shelves', invalidatedBy: [{ table: 'test_shelves', key: '*' }] });

/**
 * ADR 0019, addendum of 2026-11-28: the read caches' triggers are generated from their declarations by the migration
 * runner, checked by the api at boot, and a commit that notified a cache returns once this copy has heard it. On a
 * database of its own (its triggers are added and dropped here), migrated as `cli.js migrate` does.
 */
describe('generated read-cache triggers (real PostgreSQL)', () => {
  let url: string;
  let orm: MikroORM;
  const run = <T>(query: string, params: unknown[] = []) => sql<T>(orm.em.fork(), query, params);
  const contexts = discoverReadCaches();
  const withTests: ReadCacheDeclaration[] = [...contexts, ITEMS, SHELVES];

  beforeAll(async () => {
    url = await prepareTestDatabase('server_core_cache_triggers');
    orm = await MikroORM.init({ ...buildOrmConfig({ databaseUrl: url, entities: [] }), logger: () => undefined });
    await run('create table test_items (id text primary key, owner text, label text, note text, team text)');
    await run('create table test_team_members (team text, member text)');
    await run('create table test_shelves (id text primary key)');
  });
  afterAll(() => orm.close(true));

  describe('sync and check', () => {
    afterEach(() => syncCacheTriggers(run, contexts));

    it('a migrated database holds exactly the triggers the contexts’ declarations ask for', async () => {
      const installed = await installedCacheTriggers(run);
      expect(installed.map((t) => `${t.table}.${t.name}`)).toEqual(cacheTriggersOf(contexts).map((t) => `${t.table}.${t.name}`));
      expect(installed.map((t) => t.kind)).toEqual(expect.arrayContaining(['session', 'news', 'catalogue', 'member-lessons']));
      await expect(missingCacheTriggers(run, contexts)).resolves.toEqual([]);
    });

    it('refuses, naming the kind and the table, a cache whose triggers are missing; the sync creates them once', async () => {
      await expect(checkCacheTriggers(run, [SHELVES])).rejects.toThrow(
        'The database lacks the triggers of a read cache this api makes: read cache "shelves" has no trigger cache_shelves_all on table test_shelves',
      );
      const first = await syncCacheTriggers(run, withTests);
      expect(first).toEqual({
        created: [
          'test_items.cache_items_by_owner',
          'test_items.cache_items_by_team_via_test_team_members',
          'test_items.cache_items_truncated',
          'test_shelves.cache_shelves_all',
          'test_team_members.cache_items_by_member',
          'test_team_members.cache_items_truncated',
        ],
        dropped: [],
      });
      await expect(checkCacheTriggers(run, withTests)).resolves.toBeUndefined();
      await expect(syncCacheTriggers(run, withTests)).resolves.toEqual({ created: [], dropped: [] });
    });

    it('replaces a generated trigger changed by hand, and drops one that no declaration asks for', async () => {
      await syncCacheTriggers(run, withTests);
      await run("create or replace trigger cache_shelves_all after insert on test_shelves for each statement execute function notify_cache_change('shelves', '*')");
      await run('alter table test_items disable trigger cache_items_by_owner');
      await run("create trigger news_changed_by_hand after insert on news for each statement execute function notify_cache_change('news', '*')");
      const missing = await missingCacheTriggers(run, withTests);
      expect(missing.map((t) => `${t.kind} ${t.table}.${t.name}`)).toEqual(['items test_items.cache_items_by_owner', 'shelves test_shelves.cache_shelves_all']);

      await expect(syncCacheTriggers(run, withTests)).resolves.toEqual({
        created: ['test_items.cache_items_by_owner', 'test_shelves.cache_shelves_all'],
        dropped: ['news.news_changed_by_hand'],
      });
      await expect(missingCacheTriggers(run, withTests)).resolves.toEqual([]);
      // The declarations of the tests gone, their triggers go too.
      await expect(syncCacheTriggers(run, contexts)).resolves.toEqual({
        created: [],
        dropped: [
          'test_items.cache_items_by_owner',
          'test_items.cache_items_by_team_via_test_team_members',
          'test_items.cache_items_truncated',
          'test_shelves.cache_shelves_all',
          'test_team_members.cache_items_by_member',
          'test_team_members.cache_items_truncated',
        ],
      });
    });

    it('refuses a declaration of a table no migration creates', async () => {
      const typo = declareReadCache({ kind: 'typo', invalidatedBy: [{ table: 'newz', key: '*' }] });
      await expect(syncCacheTriggers(run, [...contexts, typo])).rejects.toThrow('Read cache "typo" is invalidated by table newz, which no migration creates');
    });
  });

  describe('what the triggers tell, and read-your-writes at commit', () => {
    let invalidations: CacheInvalidations;
    const items = new Heard();
    const shelves = new Heard();
    const sessions = new Heard();
    let settles = 0;
    let stopSettling: () => void;
    /** Once every notification sent so far has arrived. */
    const settled = () => invalidations.settle();

    beforeAll(async () => {
      await syncCacheTriggers(run, withTests);
      invalidations = new CacheInvalidations(url, { warn: () => undefined });
      invalidations.subscribe(ITEMS, items);
      invalidations.subscribe(SHELVES, shelves);
      invalidations.subscribe(SESSION_CACHE, sessions);
      await invalidations.start();
      await within(5_000, () => invalidations.live);
      stopSettling = settleCacheChangesOf(orm, {
        settle: () => {
          settles++;
          return invalidations.settle();
        },
      });
    });
    afterAll(async () => {
      stopSettling();
      await invalidations.stop();
      await syncCacheTriggers(run, contexts);
    });
    beforeEach(async () => {
      await settled();
      items.keys.length = 0;
      items.everything = 0;
      shelves.everything = 0;
      sessions.keys.length = 0;
      settles = 0;
    });

    it('a keyed row tells its old and new key; an update that changes no watched column tells nothing', async () => {
      await run("insert into test_items (id, owner, label) values ('i1', 'alice', 'a')");
      await run("update test_items set note = 'unwatched' where id = 'i1'");
      await run("update test_items set label = 'a' where id = 'i1'");
      await run("update test_items set owner = 'bob' where id = 'i1'");
      await run("update test_items set label = 'b' where id = 'i1'");
      await run("delete from test_items where id = 'i1'");
      await settled();
      expect(items.keys).toEqual(['alice', 'alice', 'bob', 'bob', 'bob']);
    });

    it('a key one step away tells each member of the team; `on` leaves inserts unheard', async () => {
      await run("insert into test_team_members (team, member) values ('t1', 'm1'), ('t1', 'm2'), ('t2', 'm3')");
      await settled();
      expect(items.keys).toEqual([]);
      await run("insert into test_items (id, team) values ('i2', 't1')");
      await settled();
      expect([...items.keys].sort()).toEqual(['m1', 'm2']);
      items.keys.length = 0;
      await run("update test_items set team = 't2' where id = 'i2'");
      await settled();
      expect([...items.keys].sort()).toEqual(['m1', 'm2', 'm3']);
      items.keys.length = 0;
      await run("delete from test_team_members where member = 'm3'");
      await settled();
      expect(items.keys).toEqual(['m3']);
    });

    it('a `*` cache forgets everything on any statement, truncate included; a keyed one on truncate too', async () => {
      await run("insert into test_shelves (id) values ('s1'), ('s2')");
      await run('truncate test_shelves');
      await settled();
      expect(shelves.everything).toBe(2);
      await run("insert into test_items (id, owner) values ('i6', 'gina')");
      await run('truncate test_items');
      await settled();
      expect(items.keys).toEqual(['gina']);
      expect(items.everything).toBe(1);
    });

    it('a session is forgotten when its data changes or it ends, not when its expiry is pushed back', async () => {
      await run("insert into http_sessions (sid, sess, expire) values ('sid-1', '{\"a\": 1}', now() + interval '1 hour')");
      await run("update http_sessions set expire = now() + interval '2 hours' where sid = 'sid-1'");
      await run(`update http_sessions set sess = '{"a":   1}' where sid = 'sid-1'`);
      await settled();
      expect(sessions.keys).toEqual([]);
      await run(`update http_sessions set sess = '{"a": 2}' where sid = 'sid-1'`);
      await run("delete from http_sessions where sid = 'sid-1'");
      await settled();
      expect(sessions.keys).toEqual(['sid-1', 'sid-1']);
    });

    it('sqlTransaction returns once this copy has heard a cache’s change, and waits for nothing when no cache was told', async () => {
      await sqlTransaction(orm.em, (tx) => sql(tx, "insert into test_items (id, owner) values ('i3', 'carol')"));
      // No waiting here: heard before the transaction returned.
      expect(items.keys).toEqual(['carol']);
      expect(settles).toBe(1);

      await sqlTransaction(orm.em, (tx) => sql(tx, "update test_items set note = 'nobody caches this' where id = 'i3'"));
      await sqlTransaction(orm.em, (tx) => sql(tx, 'select 1'));
      expect(settles).toBe(1);
    });

    it('so do MikroORM’s transactions and a change made outside any transaction; a select waits for nothing', async () => {
      await orm.em.fork().transactional((tx) => sql(tx, "insert into test_items (id, owner) values ('i4', 'dave')"));
      expect(items.keys).toEqual(['dave']);
      expect(settles).toBe(1);

      const rows = await sql<{ id: string }>(orm.em.fork(), "update test_items set owner = 'erin' where id = 'i4' returning id -- a comment to end on");
      expect(rows).toEqual([{ id: 'i4' }]);
      expect(items.keys).toEqual(['dave', 'dave', 'erin']);
      expect(settles).toBe(2);

      await sql(orm.em.fork(), "update test_items set note = 'unwatched' where id = 'i4';");
      await orm.em.fork().transactional((tx) => sql(tx, "update test_items set note = 'still unwatched' where id = 'i4'"));
      expect(await sql(orm.em.fork(), "select owner from test_items where id = 'i4'")).toEqual([{ owner: 'erin' }]);
      expect(settles).toBe(2);
    });

    it('a transaction left failed by a statement the work let pass still ends as before: rolled back, nothing to hear', async () => {
      const result = await sqlTransaction(orm.em, async (tx) => {
        await sql(tx, "insert into test_items (id, owner) values ('i5', 'frank')");
        await sql(tx, 'select 1 / 0').catch(() => undefined);
        return 'answered';
      });
      expect(result).toBe('answered');
      await settled();
      expect(await sql(orm.em.fork(), "select id from test_items where id = 'i5'")).toEqual([]);
      expect(items.keys).toEqual([]);
      expect(settles).toBe(0);
    });
  });
});
