import { cacheTriggersOf } from './cache-triggers';

/** A change the triggers hear: a row added, changed or removed (a `*` invalidation also hears `truncate`). */
export type CacheChange = 'insert' | 'update' | 'delete';

/**
 * One table whose changes make a read cache's entries stale, and how the entry's key is found in a changed row.
 * Core generates the trigger from it (`notify_cache_change`, ADR 0019, addendum of 2026-11-28).
 */
export interface CacheInvalidation {
  /** The table (in the database's current schema). */
  readonly table: string;
  /**
   * The column holding the key of the entry a changed row makes stale (the old row's and the new row's, when they
   * differ), or `*`: any change forgets every entry of the cache (one notification a statement).
   */
  readonly key: string;
  /** The changes heard; all three by default. */
  readonly on?: readonly CacheChange[];
  /**
   * An update is heard only when one of these columns changes (the trigger is `update of` them). By default an update
   * is heard when it changes anything in the row.
   */
  readonly columns?: readonly string[];
  /**
   * The key is not in the row but one step away: the entries forgotten are `via.key` of the rows of `via.table`
   * whose `via.match` equals the changed row's `key` column (a group lesson tells each member of the group).
   */
  readonly via?: { readonly table: string; readonly match: string; readonly key: string };
}

/**
 * A read cache, declared once beside the code that uses it: its kind (the `<kind>:<key>` of its notifications) and the
 * tables that invalidate it. The same object creates the cache (`ReadCaches.create(declaration)`) and, listed in the
 * owning context's `readCaches` (the `./migrations` entry, `src/migrations/index.ts`), makes the migration runner
 * generate its triggers; the api refuses to start when a cache it made has none in the database.
 */
export interface ReadCacheDeclaration {
  readonly kind: string;
  readonly invalidatedBy: readonly CacheInvalidation[];
}

/** What a context's `./migrations` entry may export beside `migrations`: the read caches it declares. */
export interface ContextReadCachesModule {
  readCaches?: readonly ReadCacheDeclaration[];
}

/** A kind: lower case words joined by `-` (the trigger's name spells it with `_`, so `_` itself is not allowed). */
const KIND = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
/** A table or column, as written unquoted in our migrations. */
const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;
const CHANGES: readonly CacheChange[] = ['insert', 'update', 'delete'];

function refuse(kind: string, problem: string): never {
  throw new Error(`Read cache "${kind}": ${problem}`);
}

/** Checks a declaration and freezes it; every cache is declared through it (or checked by it when discovered). */
export function declareReadCache(declaration: ReadCacheDeclaration): ReadCacheDeclaration {
  const { kind, invalidatedBy } = declaration;
  if (typeof kind !== 'string' || !KIND.test(kind)) refuse(String(kind), 'a kind is lower-case words joined by "-"');
  if (kind === 'settle') refuse(kind, '"settle" is the kind of CacheInvalidations.settle()');
  if (!Array.isArray(invalidatedBy) || invalidatedBy.length === 0) refuse(kind, 'name at least one table in invalidatedBy');
  const identifier = (what: string, name: unknown) => {
    if (typeof name !== 'string' || !IDENTIFIER.test(name)) refuse(kind, `${what} ${JSON.stringify(name)} is not a plain lower-case identifier`);
  };
  for (const by of invalidatedBy) {
    identifier('table', by.table);
    if (by.key !== '*') identifier(`key column of ${by.table}`, by.key);
    for (const column of by.columns ?? []) identifier(`column of ${by.table}`, column);
    if (by.columns && by.columns.length === 0) refuse(kind, `${by.table}: columns, when given, names at least one`);
    if (by.columns && by.on && !by.on.includes('update')) refuse(kind, `${by.table}: columns are for updates, which it does not hear`);
    if (by.on && (by.on.length === 0 || by.on.some((change: CacheChange) => !CHANGES.includes(change)))) refuse(kind, `${by.table}: on is some of ${CHANGES.join(', ')}`);
    if (by.via) {
      if (by.key === '*') refuse(kind, `${by.table}: a key of "*" looks nothing up`);
      identifier('via table', by.via.table);
      identifier(`via.match of ${by.via.table}`, by.via.match);
      identifier(`via.key of ${by.via.table}`, by.via.key);
    }
  }
  const seen = new Set<string>();
  for (const by of invalidatedBy) {
    const id = `${by.table} ${by.key} ${by.via?.table ?? ''}`;
    if (seen.has(id)) refuse(kind, `${by.table} is named twice with key ${by.key}${by.via ? ` via ${by.via.table}` : ''}`);
    seen.add(id);
  }
  // Its triggers' names fit PostgreSQL's limit and do not collide.
  cacheTriggersOf([declaration]);
  return Object.freeze({
    kind,
    invalidatedBy: Object.freeze(
      invalidatedBy.map((by) =>
        Object.freeze({
          ...by,
          ...(by.on ? { on: Object.freeze([...by.on]) } : {}),
          ...(by.columns ? { columns: Object.freeze([...by.columns]) } : {}),
          ...(by.via ? { via: Object.freeze({ ...by.via }) } : {}),
        }),
      ),
    ),
  });
}

/** A declaration with the context that publishes it. */
export interface OwnedReadCacheDeclaration extends ReadCacheDeclaration {
  owner: string;
}

const canonical = ({ kind, invalidatedBy }: ReadCacheDeclaration) =>
  JSON.stringify([kind, invalidatedBy.map((by) => [by.table, by.key, by.on ?? null, by.columns ?? null, by.via ? [by.via.table, by.via.match, by.via.key] : null])]);

/** Whether two declarations say the same (two caches sharing a kind must). */
export const sameReadCacheDeclaration = (a: ReadCacheDeclaration, b: ReadCacheDeclaration): boolean => canonical(a) === canonical(b);

/**
 * The declarations of core and every context, one per kind, ordered by kind. A kind declared twice the same way (two
 * caches sharing one declaration) is one; a kind declared twice otherwise, or by two contexts, is refused: its
 * triggers would depend on which one was read.
 */
export function mergeReadCacheDeclarations(sources: { owner: string; readCaches: readonly ReadCacheDeclaration[] }[]): OwnedReadCacheDeclaration[] {
  const byKind = new Map<string, OwnedReadCacheDeclaration>();
  for (const { owner, readCaches } of sources) {
    if (!Array.isArray(readCaches)) throw new Error(`${owner}: its migrations entry's "readCaches" must be an array`);
    for (const declaration of readCaches) {
      const checked = declareReadCache(declaration);
      const other = byKind.get(checked.kind);
      if (other && other.owner !== owner) throw new Error(`Read cache "${checked.kind}" is declared by both ${other.owner} and ${owner}`);
      if (other && !sameReadCacheDeclaration(other, checked)) throw new Error(`Read cache "${checked.kind}" is declared twice by ${owner}, differently`);
      if (!other) byKind.set(checked.kind, { ...checked, owner });
    }
  }
  return [...byKind.values()].sort((a, b) => (a.kind < b.kind ? -1 : 1));
}
