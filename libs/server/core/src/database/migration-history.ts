import type { MigrationObject } from '@mikro-orm/core';
import { migrations as platformMigrations, readCaches as platformReadCaches } from '../migrations';
import { type ContextReadCachesModule, mergeReadCacheDeclarations, type OwnedReadCacheDeclaration } from '../cache/read-cache-declaration';
import { findContextPackages, findWorkspaceRoot, loadContextEntry, type ContextPackage } from '../workspace/context-packages';

/**
 * One migration as a context lists it in its `src/migrations/index.ts`. The name is
 * `Migration<yyyyMMddHHmmss><What>`, the class's own name: the timestamp orders the one history all
 * contexts share, and is what lets a table refer to another context's table created earlier.
 */
export interface ContextMigration extends MigrationObject {
  /**
   * The name this migration had in an older history, when it was split out of (or renamed from) that
   * migration. A database that recorded the old name is taken to have run this one: see `migrateDatabase`.
   */
  replaces?: string;
}

/**
 * What a context's `./migrations` entry exports: its migrations, and the read caches it declares (`readCaches`, whose
 * triggers core generates after migrating: `syncCacheTriggers`).
 */
export interface ContextMigrationsModule extends ContextReadCachesModule {
  migrations: ContextMigration[];
}

/** A migration of the merged history, with the context that owns it (`core` for the platform's). */
export interface OwnedMigration extends ContextMigration {
  owner: string;
}

const NAME = /^Migration(\d{14})[A-Z][A-Za-z0-9]*$/;

/**
 * Merges the contexts' lists into one history ordered by name (so by timestamp). Refuses what would make
 * the order ambiguous or a database's record wrong: a malformed name, a name or a timestamp used twice, a
 * list entry whose class has another name, an old name that is also a current one.
 */
export function mergeMigrationHistories(sources: { owner: string; migrations: ContextMigration[] }[]): OwnedMigration[] {
  const byName = new Map<string, OwnedMigration>();
  const byTimestamp = new Map<string, OwnedMigration>();
  for (const { owner, migrations } of sources) {
    if (!Array.isArray(migrations)) throw new Error(`${owner}: its migrations entry must export a "migrations" array`);
    for (const migration of migrations) {
      const match = NAME.exec(migration.name);
      if (!match) throw new Error(`${owner}: migration "${migration.name}" must be named Migration<yyyyMMddHHmmss><Name>`);
      if (typeof migration.class !== 'function' || migration.class.name !== migration.name) {
        throw new Error(`${owner}: migration "${migration.name}" must list the class of the same name`);
      }
      const sameName = byName.get(migration.name);
      if (sameName) throw new Error(`Migration "${migration.name}" is listed by both ${sameName.owner} and ${owner}`);
      const sameTime = byTimestamp.get(match[1]);
      if (sameTime) {
        throw new Error(`Migrations "${sameTime.name}" (${sameTime.owner}) and "${migration.name}" (${owner}) share a timestamp: give one a later one`);
      }
      const owned = { ...migration, owner };
      byName.set(migration.name, owned);
      byTimestamp.set(match[1], owned);
    }
  }
  for (const migration of byName.values()) {
    if (migration.replaces && byName.has(migration.replaces)) {
      throw new Error(`${migration.owner}: "${migration.name}" replaces "${migration.replaces}", which is still a current migration`);
    }
  }
  return [...byName.values()].sort((a, b) => (a.name < b.name ? -1 : 1));
}

/** Core's `migrations` entry and every context package's, with their owner. */
function migrationsEntries(root: string): { owner: string; entry: ContextMigrationsModule }[] {
  const withMigrations = (pkg: ContextPackage) => './migrations' in pkg.exports;
  return [
    { owner: 'core', entry: { migrations: platformMigrations, readCaches: platformReadCaches } },
    ...findContextPackages(root)
      .filter(withMigrations)
      .map((pkg) => ({ owner: pkg.context, entry: loadContextEntry<ContextMigrationsModule>(pkg, './migrations', root) })),
  ];
}

/** The platform's migrations (core's own) and those of every context package of the workspace. */
export function discoverMigrations(root: string = findWorkspaceRoot()): OwnedMigration[] {
  return mergeMigrationHistories(migrationsEntries(root).map(({ owner, entry }) => ({ owner, migrations: entry.migrations })));
}

/**
 * The read caches core and every context declare (`readCaches` beside `migrations`), found without loading the api:
 * the migration runner generates their triggers from them.
 */
export function discoverReadCaches(root: string = findWorkspaceRoot()): OwnedReadCacheDeclaration[] {
  return mergeReadCacheDeclarations(migrationsEntries(root).map(({ owner, entry }) => ({ owner, readCaches: entry.readCaches ?? [] })));
}
