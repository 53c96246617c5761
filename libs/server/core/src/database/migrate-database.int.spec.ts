import { MikroORM } from '@mikro-orm/postgresql';
import { recreateDatabase } from './database-admin';
import { migrateDatabase } from './migrate-database';
import { discoverMigrations, discoverReadCaches } from './migration-history';
import { cacheTriggersOf } from '../cache/cache-triggers';
import { buildOrmConfig, MIGRATIONS_TABLE } from './orm-config';
import { LEGACY_NAMES } from '../testing/legacy-migration-names';
import { testDatabaseUrl } from '../testing/test-database';

/** Runs `work` on a short-lived ORM (no migrations configured). */
async function withOrm<T>(url: string, work: (orm: MikroORM) => Promise<T>): Promise<T> {
  const orm = await MikroORM.init({ ...buildOrmConfig({ databaseUrl: url, entities: [] }), logger: () => undefined });
  try {
    return await work(orm);
  } finally {
    await orm.close(true);
  }
}

const query = <T>(url: string, text: string, params: unknown[] = []) => withOrm(url, (orm) => orm.em.getConnection().execute<T[]>(text, params as never[]));
const recorded = async (url: string) => (await query<{ name: string }>(url, `select name from ${MIGRATIONS_TABLE} order by name`)).map((r) => r.name);

/** Tables, columns, constraints, indexes, triggers and functions: enough to tell two schemas apart. */
const schemaOf = (url: string) =>
  query(
    url,
    `select table_name, string_agg(column_name || ' ' || data_type || ' ' || is_nullable || ' ' || coalesce(column_default, ''), ', ' order by ordinal_position) columns
       from information_schema.columns where table_schema = 'public' and table_name <> ? group by table_name
     union all
     select conrelid::regclass::text, string_agg(conname || ' ' || pg_get_constraintdef(oid), ', ' order by conname)
       from pg_constraint where connamespace = 'public'::regnamespace group by conrelid
     union all
     select tablename, string_agg(indexdef, ', ' order by indexname) from pg_indexes where schemaname = 'public' group by tablename
     union all
     select tgrelid::regclass::text, string_agg(pg_get_triggerdef(oid), ', ' order by tgname) from pg_trigger where not tgisinternal group by tgrelid
     union all
     select 'function ' || proname, pg_get_functiondef(oid) from pg_proc where pronamespace = 'public'::regnamespace
     order by 1, 2`,
    [MIGRATIONS_TABLE],
  );

/** Makes the database's record read as the pre-move code wrote it, for the old migrations `applied`. */
async function recordLegacyNames(url: string, applied: readonly string[]): Promise<void> {
  await query(url, `delete from ${MIGRATIONS_TABLE}`);
  for (const name of applied) await query(url, `insert into ${MIGRATIONS_TABLE} (name) values (?)`, [name]);
}

describe('migrateDatabase (real PostgreSQL)', () => {
  const history = discoverMigrations();
  const current = history.map((m) => m.name).sort();
  // What existed when the migrations moved out of core; later ones are new to every old database.
  const LAST_LEGACY_ERA = 'Migration20261122000800Payments';
  const legacyEra = history.filter((m) => m.name <= LAST_LEGACY_ERA);
  const later = history.filter((m) => m.name > LAST_LEGACY_ERA).map((m) => m.name);
  // The read caches' triggers every full migration leaves, generated from the contexts' declarations.
  const generated = cacheTriggersOf(discoverReadCaches()).map((t) => `${t.table}.${t.name}`);
  const nothingToDo = { applied: [], adopted: [], unknown: [], cacheTriggers: { created: [], dropped: [] } };
  const fresh = testDatabaseUrl('server_core_history_fresh');
  const url = testDatabaseUrl('server_core_history');
  let freshSchema: unknown;

  beforeAll(async () => {
    await recreateDatabase(fresh);
    await migrateDatabase(fresh, history);
    freshSchema = await schemaOf(fresh);
  });

  beforeEach(() => recreateDatabase(url));

  it('runs the whole history on an empty database, in order, then has nothing left to do', async () => {
    const first = await migrateDatabase(url, history);
    expect(first).toEqual({ applied: history.map((m) => m.name), adopted: [], unknown: [], cacheTriggers: { created: generated, dropped: [] } });
    expect(await recorded(url)).toEqual(current);
    await expect(migrateDatabase(url, history)).resolves.toEqual(nothingToDo);
    expect(await schemaOf(url)).toEqual(freshSchema);
  });

  it('takes a database migrated under the old names as it is: records the new names, runs only what came later', async () => {
    await migrateDatabase(url, legacyEra, null);
    await recordLegacyNames(url, LEGACY_NAMES);

    const report = await migrateDatabase(url, history);
    expect(report.applied).toEqual(later);
    expect(report.unknown).toEqual([]);
    expect(report.adopted).toEqual([
      { from: 'Migration20261122000002ContentBackoffice', to: ['Migration20261122000200Operators', 'Migration20261122000201Contacts'] },
      {
        from: 'Migration20261122000003CataloguePeopleNews',
        to: ['Migration20261122000300Catalogue', 'Migration20261122000301Coaches', 'Migration20261122000302News', 'Migration20261122000303Users'],
      },
      { from: 'Migration20261122000004Identity', to: ['Migration20261122000400MemberProfiles'] },
      { from: 'Migration20261122000005PageViews', to: ['Migration20261122000500PageViews'] },
      { from: 'Migration20261122000006Coupons', to: ['Migration20261122000600Coupons'] },
      { from: 'Migration20261122000007BillingMembers', to: ['Migration20261122000700BillingMembers'] },
      { from: 'Migration20261122000008Payments', to: ['Migration20261122000800Payments'] },
    ]);
    expect(await recorded(url)).toEqual(current);
    expect(await schemaOf(url)).toEqual(freshSchema);
    await expect(migrateDatabase(url, history)).resolves.toEqual(nothingToDo);
  });

  it('replaces the hand-written read-cache triggers of a database migrated before they were generated by the generated ones', async () => {
    const GENERATED_FROM = 'Migration20261128200000CacheTriggersGenerated';
    await migrateDatabase(
      url,
      history.filter((m) => m.name < GENERATED_FROM),
      null,
    );
    const handWritten = await query<{ name: string }>(url, "select tgname as name from pg_trigger where tgname in ('http_sessions_changed', 'news_changed', 'lessons_member_changed')");
    expect(handWritten.map((t) => t.name).sort()).toEqual(['http_sessions_changed', 'lessons_member_changed', 'news_changed']);

    const report = await migrateDatabase(url, history);
    expect(report.applied).toEqual(history.filter((m) => m.name >= GENERATED_FROM).map((m) => m.name));
    expect(report.cacheTriggers).toEqual({ created: generated, dropped: [] });
    expect(await schemaOf(url)).toEqual(freshSchema);
  });

  it('finishes a database the old code migrated only part way: adopts what ran, runs the rest', async () => {
    // The old code up to page views had run: the new history up to the same tables.
    const partial = await MikroORM.init({ ...buildOrmConfig({ databaseUrl: url, entities: [], migrations: history }), logger: () => undefined });
    try {
      await partial.getMigrator().up({ to: 'Migration20261122000500PageViews' });
    } finally {
      await partial.close(true);
    }
    await recordLegacyNames(url, LEGACY_NAMES.slice(0, 5));

    const report = await migrateDatabase(url, history);
    expect(report.adopted.map((a) => a.from)).toEqual(LEGACY_NAMES.slice(1, 5));
    expect(report.applied).toEqual(['Migration20261122000600Coupons', 'Migration20261122000700BillingMembers', 'Migration20261122000800Payments', ...later]);
    expect(await recorded(url)).toEqual(current);
    expect(await schemaOf(url)).toEqual(freshSchema);
  });

  it('leaves a recorded name it does not know alone, and says so', async () => {
    await migrateDatabase(url, history);
    await query(url, `insert into ${MIGRATIONS_TABLE} (name) values ('Migration20991231000000FromAnotherBranch')`);
    await expect(migrateDatabase(url, history)).resolves.toEqual({ ...nothingToDo, unknown: ['Migration20991231000000FromAnotherBranch'] });
  });

  it('changes nothing when a migration fails: old names stay, nothing is half applied', async () => {
    await migrateDatabase(url, legacyEra, null);
    await recordLegacyNames(url, LEGACY_NAMES.slice(0, 7));
    await query(url, 'drop table user_items, user_plans, purchase_requests, payment_charges, payments');
    await query(url, 'create table payments (id uuid primary key)');

    await expect(migrateDatabase(url, history)).rejects.toThrow(/already exists|Migration20261122000800Payments/);
    expect(await recorded(url)).toEqual([...LEGACY_NAMES.slice(0, 7)].sort());
  });
});
