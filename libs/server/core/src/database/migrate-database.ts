import { MikroORM } from '@mikro-orm/postgresql';
import type { Transaction } from '@mikro-orm/core';
import { discoverMigrations, discoverReadCaches, type OwnedMigration } from './migration-history';
import { type CacheTriggerSync, syncCacheTriggers } from '../cache/cache-triggers';
import type { ReadCacheDeclaration } from '../cache/read-cache-declaration';
import { buildOrmConfig, MIGRATIONS_TABLE } from './orm-config';

export interface MigrationReport {
  /** Migrations run now, in order. */
  applied: string[];
  /** Old names found in the database's record, and the current migrations recorded in their place. */
  adopted: { from: string; to: string[] }[];
  /** Names the database recorded that no current migration has or replaces (left as they are). */
  unknown: string[];
  /** The read caches' triggers created and dropped to match their declarations (none when left alone). */
  cacheTriggers: CacheTriggerSync;
}

/**
 * Brings the database to the merged history of core and every context (`discoverMigrations`), in one
 * transaction under an advisory lock. A database migrated under older names (a migration later split
 * between contexts or renamed) first has each old name replaced in MikroORM's record by the migrations
 * that declare `replaces: <old name>`, keeping its date; those are not run again.
 *
 * Then, in the same transaction, the triggers on `notify_cache_change` become exactly the ones the read caches'
 * declarations ask for (`readCaches`, by default every context's: `discoverReadCaches`; `syncCacheTriggers`). `null`
 * leaves them alone: for a history cut short (a test bringing a database to an older state), whose tables the
 * declarations may not find yet.
 */
export async function migrateDatabase(
  databaseUrl: string,
  history: OwnedMigration[] = discoverMigrations(),
  readCaches: readonly ReadCacheDeclaration[] | null = discoverReadCaches(),
): Promise<MigrationReport> {
  const orm = await MikroORM.init({ ...buildOrmConfig({ databaseUrl, entities: [], migrations: history }), logger: () => undefined });
  try {
    const connection = orm.em.getConnection();
    return await connection.transactional(async (trx) => {
      const run = <T>(query: string, params: unknown[] = []) => connection.execute<T[]>(query, params as never[], 'all', trx);
      await run(`select pg_advisory_xact_lock(hashtext('coaching:migrations'))`);
      const { adopted, unknown } = await adoptReplacedNames(run, history);
      const applied = await orm.getMigrator().up({ transaction: trx as Transaction });
      const cacheTriggers = readCaches ? await syncCacheTriggers(run, readCaches) : { created: [], dropped: [] };
      return { applied: applied.map((m) => m.name), adopted, unknown, cacheTriggers };
    });
  } finally {
    await orm.close(true);
  }
}

type Run = <T>(query: string, params?: unknown[]) => Promise<T[]>;

async function adoptReplacedNames(run: Run, history: OwnedMigration[]): Promise<Pick<MigrationReport, 'adopted' | 'unknown'>> {
  const [{ present }] = await run<{ present: boolean }>(`select to_regclass(?) is not null as present`, [MIGRATIONS_TABLE]);
  if (!present) return { adopted: [], unknown: [] };
  const recorded = await run<{ name: string; executed_at: Date }>(`select name, executed_at from ${MIGRATIONS_TABLE} order by id`);
  const current = new Set(history.map((m) => m.name));
  const names = new Set(recorded.map((row) => row.name));
  const adopted: MigrationReport['adopted'] = [];
  const unknown: string[] = [];
  for (const row of recorded) {
    if (current.has(row.name)) continue;
    const successors = history.filter((m) => m.replaces === row.name).map((m) => m.name);
    if (successors.length === 0) {
      unknown.push(row.name);
      continue;
    }
    const missing = successors.filter((name) => !names.has(name));
    for (const name of missing) {
      await run(`insert into ${MIGRATIONS_TABLE} (name, executed_at) values (?, ?)`, [name, row.executed_at]);
      names.add(name);
    }
    await run(`delete from ${MIGRATIONS_TABLE} where name = ?`, [row.name]);
    adopted.push({ from: row.name, to: successors });
  }
  return { adopted, unknown };
}
