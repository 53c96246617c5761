import type { CacheChange, CacheInvalidation, ReadCacheDeclaration } from './read-cache-declaration';

/** The one trigger function behind the read caches (core's migrations 20261127140000, 20261127180000, 20261128200000). */
export const CACHE_TRIGGER_FUNCTION = 'notify_cache_change';

type TriggerEvent = CacheChange | 'truncate';
const EVENT_ORDER: readonly TriggerEvent[] = ['insert', 'update', 'delete', 'truncate'];
/** PostgreSQL's limit on a name. */
const MAX_NAME = 63;

/** A trigger a declaration asks for, as generated and as read back from `pg_trigger`. */
export interface CacheTrigger {
  /** Unique on its table: `cache_<kind>_by_<key>[_via_<table>]`, `cache_<kind>_all`, `cache_<kind>_truncated`. */
  name: string;
  table: string;
  /** The cache it tells. */
  kind: string;
  level: 'row' | 'statement';
  /** In the order insert, update, delete, truncate. */
  events: TriggerEvent[];
  /** `update of` these (sorted); empty: any update. */
  columns: string[];
  /** `notify_cache_change`'s arguments: kind, key column or `*`, the watched columns joined by `,`, and the lookup of `via`. */
  args: string[];
}

const kindPart = (kind: string) => kind.replace(/-/g, '_');

function named(kind: string, suffix: string): string {
  const name = `cache_${kindPart(kind)}_${suffix}`;
  if (name.length > MAX_NAME) throw new Error(`Read cache "${kind}": its trigger's name ${name} is longer than ${MAX_NAME} characters; use a shorter kind`);
  return name;
}

function eventsOf(by: CacheInvalidation): TriggerEvent[] {
  const heard = by.on ?? ['insert', 'update', 'delete'];
  // Rows removed all at once are heard too: as every entry of the kind.
  return EVENT_ORDER.filter((event) => (event === 'truncate' ? by.key === '*' && heard.includes('delete') : heard.includes(event)));
}

/** The triggers one invalidation asks for: one on its table, and for a keyed one that hears deletes, one for `truncate`. */
function triggersOf(kind: string, by: CacheInvalidation): CacheTrigger[] {
  const columns = [...(by.columns ?? [])].sort();
  if (by.key === '*') {
    return [{ name: named(kind, 'all'), table: by.table, kind, level: 'statement', events: eventsOf(by), columns, args: [kind, '*'] }];
  }
  const via = by.via ? [by.via.table, by.via.match, by.via.key] : [];
  const row: CacheTrigger = {
    name: named(kind, `by_${by.key}${by.via ? `_via_${by.via.table}` : ''}`),
    table: by.table,
    kind,
    level: 'row',
    events: eventsOf(by),
    columns,
    args: [kind, by.key, columns.join(','), ...via],
  };
  if (!row.events.includes('delete')) return [row];
  return [row, { name: named(kind, 'truncated'), table: by.table, kind, level: 'statement', events: ['truncate'], columns: [], args: [kind, '*'] }];
}

const sameTrigger = (a: CacheTrigger, b: CacheTrigger) =>
  a.name === b.name &&
  a.table === b.table &&
  a.level === b.level &&
  a.events.join() === b.events.join() &&
  a.columns.join() === b.columns.join() &&
  a.args.length === b.args.length &&
  a.args.every((arg, i) => arg === b.args[i]);

/** Every trigger the declarations ask for, one per table and name, ordered by table then name. */
export function cacheTriggersOf(declarations: readonly ReadCacheDeclaration[]): CacheTrigger[] {
  const byId = new Map<string, CacheTrigger>();
  for (const { kind, invalidatedBy } of declarations) {
    for (const by of invalidatedBy) {
      for (const trigger of triggersOf(kind, by)) {
        const id = `${trigger.table}.${trigger.name}`;
        const other = byId.get(id);
        if (other && !sameTrigger(other, trigger)) throw new Error(`Read cache "${kind}": two triggers named ${trigger.name} on ${trigger.table} differ`);
        byId.set(id, trigger);
      }
    }
  }
  return [...byId.values()].sort((a, b) => (a.table === b.table ? (a.name < b.name ? -1 : 1) : a.table < b.table ? -1 : 1));
}

/** `create or replace trigger …`: the statement that makes (or corrects) one generated trigger. */
export function createCacheTriggerSql(trigger: CacheTrigger): string {
  const events = trigger.events.map((event) => (event === 'update' && trigger.columns.length ? `update of ${trigger.columns.join(', ')}` : event)).join(' or ');
  const args = trigger.args.map((arg) => `'${arg}'`).join(', ');
  return `create or replace trigger ${trigger.name} after ${events} on ${trigger.table} for each ${trigger.level} execute function ${CACHE_TRIGGER_FUNCTION}(${args})`;
}

/** Runs one statement and answers its rows (the migration's transaction, a fork of the api's manager). */
export type RunSql = <T>(query: string, params?: unknown[]) => Promise<T[]>;

interface TriggerRow {
  name: string;
  table: string;
  tgtype: number;
  columns: string[];
  args: string;
  plain: boolean;
}

/**
 * The triggers on `notify_cache_change` in the current schema, as a declaration would describe them. One that is
 * disabled, fires before the change or carries a `when` condition is read with no events, so that it matches no
 * declaration (the sync replaces it, the boot check reports it).
 */
export async function installedCacheTriggers(run: RunSql): Promise<CacheTrigger[]> {
  const rows = await run<TriggerRow>(
    `select t.tgname as name, c.relname as table, t.tgtype::int as tgtype, encode(t.tgargs, 'escape') as args,
            array(select a.attname::text from pg_attribute a where a.attrelid = t.tgrelid and a.attnum = any(t.tgattr::int2[]) order by a.attname) as columns,
            t.tgenabled <> 'D' and t.tgqual is null as plain
       from pg_trigger t
       join pg_class c on c.oid = t.tgrelid
       join pg_proc p on p.oid = t.tgfoid
      where p.proname = ? and not t.tgisinternal and c.relnamespace = current_schema()::regnamespace
      order by c.relname, t.tgname`,
    [CACHE_TRIGGER_FUNCTION],
  );
  return rows.map((row) => {
    // pg_trigger.tgtype: 1 row, 2 before, 4 insert, 8 delete, 16 update, 32 truncate, 64 instead of.
    const bit = (mask: number) => (row.tgtype & mask) !== 0;
    const after = !bit(2) && !bit(64);
    const events = !row.plain || !after ? [] : EVENT_ORDER.filter((event) => bit({ insert: 4, update: 16, delete: 8, truncate: 32 }[event]));
    const args = row.args.split('\\000').slice(0, -1);
    return { name: row.name, table: row.table, kind: args[0] ?? '', level: bit(1) ? 'row' : 'statement', events, columns: row.columns, args };
  });
}

export interface CacheTriggerSync {
  /** `table.trigger` created, or replaced because it differed. */
  created: string[];
  /** `table.trigger` on `notify_cache_change` that no declaration asks for. */
  dropped: string[];
}

/**
 * Makes the database's triggers on `notify_cache_change` exactly the ones the declarations ask for: each missing or
 * different one is created (or replaced), every other one is dropped. Run by `migrateDatabase` after the migrations,
 * in their transaction. A declared table that does not exist is an error.
 */
export async function syncCacheTriggers(run: RunSql, declarations: readonly ReadCacheDeclaration[]): Promise<CacheTriggerSync> {
  const wanted = cacheTriggersOf(declarations);
  const installed = await installedCacheTriggers(run);
  const created: string[] = [];
  const dropped: string[] = [];
  for (const trigger of installed) {
    if (wanted.some((w) => w.table === trigger.table && w.name === trigger.name)) continue;
    await run(`drop trigger ${trigger.name} on ${trigger.table}`);
    dropped.push(`${trigger.table}.${trigger.name}`);
  }
  for (const trigger of wanted) {
    if (installed.some((i) => sameTrigger(i, trigger))) continue;
    const [{ present }] = await run<{ present: boolean }>(`select to_regclass(?) is not null as present`, [trigger.table]);
    if (!present) throw new Error(`Read cache "${trigger.kind}" is invalidated by table ${trigger.table}, which no migration creates`);
    await run(createCacheTriggerSql(trigger));
    created.push(`${trigger.table}.${trigger.name}`);
  }
  return { created, dropped };
}

/** The triggers the declarations ask for that the database lacks (or holds otherwise than generated). */
export async function missingCacheTriggers(run: RunSql, declarations: readonly ReadCacheDeclaration[]): Promise<CacheTrigger[]> {
  const installed = await installedCacheTriggers(run);
  return cacheTriggersOf(declarations).filter((trigger) => !installed.some((i) => sameTrigger(i, trigger)));
}

/**
 * Refuses (throws) when a cache this process made has not all its triggers: its entries would never be forgotten on
 * the change, and every copy would serve them until their lifetime ends. The api runs it at boot.
 */
export async function checkCacheTriggers(run: RunSql, declarations: readonly ReadCacheDeclaration[]): Promise<void> {
  const missing = await missingCacheTriggers(run, declarations);
  if (missing.length === 0) return;
  const lines = missing.map((t) => `read cache "${t.kind}" has no trigger ${t.name} on table ${t.table} (${createCacheTriggerSql(t)})`);
  throw new Error(
    `The database lacks the triggers of ${missing.length === 1 ? 'a read cache' : 'read caches'} this api makes: ${lines.join('; ')}. ` +
      "Run the migrations (they generate every trigger from the contexts' readCaches), and list the declaration in its context's src/migrations/index.ts.",
  );
}
