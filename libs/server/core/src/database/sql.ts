import type { EntityManager } from '@mikro-orm/postgresql';
import { CACHE_CHANGED_QUERY, cacheChangeSettlerOf, mayWrite } from '../cache/cache-change-settling';
import { SqlTransaction } from './sql-transaction';

/** What `sql` needs of a knex client: the pool's (or, in a transaction, the transaction's own) connection. */
interface KnexClient {
  acquireConnection(): Promise<PgConnection>;
  releaseConnection(connection: PgConnection): Promise<unknown>;
}
interface PgResult {
  rows: unknown[];
}
interface PgConnection {
  query(text: string): Promise<PgResult | PgResult[]>;
}
interface KnexTransaction {
  client: KnexClient;
  isCompleted(): boolean;
}

/**
 * Runs raw SQL (`?` placeholders) on the transaction `em` is in, if any (an `em.transactional` one or a
 * `sqlTransaction`).
 *
 * The parameters are inlined exactly as MikroORM's own `execute` inlines them (its platform's `formatQuery`: strings
 * escaped, dates in UTC, arrays as lists, objects as JSON), and the text goes straight to the connection's `pg`
 * client: the transaction's connection inside one, a pooled one (given back at once) outside. MikroORM's `execute`
 * sends the same text, but through knex's query builder and its own logging wrapper, which cost about three times
 * the CPU of the statement itself here (tools/bench: `sql` is most of the statements a purchase or a mypage view makes).
 *
 * In the api, a statement outside a transaction that is not a `select` goes with a read of whether it changed a table a
 * read cache is invalidated by, and returns once this copy has heard that change (ADR 0019, 2026-11-28). The two run
 * as one implicit transaction, so what refuses to run in one (`vacuum`, `create index concurrently`) is not sent here.
 * A `select` is taken to change nothing.
 */
export async function sql<T = Record<string, unknown>>(em: EntityManager, query: string, params: unknown[] = []): Promise<T[]> {
  const connection = em.getConnection();
  await connection.ensureConnection();
  const text = params.length ? connection.getPlatform().formatQuery(query, params) : query;
  const transaction = em.getTransactionContext<KnexTransaction | SqlTransaction>();
  if (transaction instanceof SqlTransaction) return (await transaction.query(text)) as T[];
  if (transaction?.isCompleted()) throw new Error('the transaction this statement belongs to has already ended');
  const client = transaction ? transaction.client : (connection.getKnex().client as unknown as KnexClient);
  // A change made outside a transaction commits with the statement: it asks, in the same message, whether a read
  // cache was told of it, and this api copy hears it before the caller reads again (cache-change-settling.ts).
  const settler = transaction ? undefined : cacheChangeSettlerOf(em);
  const readCacheChange = settler !== undefined && mayWrite(text);
  const pg = await client.acquireConnection();
  let rows: T[];
  let cacheChanged = false;
  try {
    if (!readCacheChange) return ((await pg.query(text)) as PgResult).rows as T[];
    // On a line of its own, after whatever the statement ends with (a comment, a semicolon). Statements sent together
    // outside a transaction run in one, so the read sees what the statement's triggers set.
    const results = (await pg.query(`${text}\n;${CACHE_CHANGED_QUERY}`)) as PgResult[];
    rows = results[0].rows as T[];
    cacheChanged = (results[results.length - 1].rows[0] as { cache_changed: boolean | null }).cache_changed === true;
  } finally {
    if (!transaction) await client.releaseConnection(pg);
  }
  if (cacheChanged) await settler!.settle();
  return rows;
}

/**
 * Whether work on `em` (the global one included, inside `em.transactional` or `sqlTransaction`) runs in a
 * transaction: a read there must go to the database, not to a read cache, to see the transaction's own writes.
 */
export function inTransaction(em: EntityManager): boolean {
  return em.getTransactionContext() !== undefined;
}
