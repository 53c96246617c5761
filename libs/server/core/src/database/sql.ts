import type { EntityManager } from '@mikro-orm/postgresql';
import { SqlTransaction } from './sql-transaction';

/** What `sql` needs of a knex client: the pool's (or, in a transaction, the transaction's own) connection. */
interface KnexClient {
  acquireConnection(): Promise<PgConnection>;
  releaseConnection(connection: PgConnection): Promise<unknown>;
}
interface PgConnection {
  query(text: string): Promise<{ rows: unknown[] }>;
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
 */
export async function sql<T = Record<string, unknown>>(em: EntityManager, query: string, params: unknown[] = []): Promise<T[]> {
  const connection = em.getConnection();
  await connection.ensureConnection();
  const text = params.length ? connection.getPlatform().formatQuery(query, params) : query;
  const transaction = em.getTransactionContext<KnexTransaction | SqlTransaction>();
  if (transaction instanceof SqlTransaction) return (await transaction.query(text)) as T[];
  if (transaction?.isCompleted()) throw new Error('the transaction this statement belongs to has already ended');
  const client = transaction ? transaction.client : (connection.getKnex().client as unknown as KnexClient);
  const pg = await client.acquireConnection();
  try {
    return (await pg.query(text)).rows as T[];
  } finally {
    if (!transaction) await client.releaseConnection(pg);
  }
}

/**
 * Whether work on `em` (the global one included, inside `em.transactional` or `sqlTransaction`) runs in a
 * transaction: a read there must go to the database, not to a read cache, to see the transaction's own writes.
 */
export function inTransaction(em: EntityManager): boolean {
  return em.getTransactionContext() !== undefined;
}
