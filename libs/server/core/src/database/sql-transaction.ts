import { TransactionContext } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CACHE_CHANGED_QUERY, cacheChangeSettlerOf } from '../cache/cache-change-settling';

/** What a transaction needs of knex's pool: one `pg` connection, given back after. */
interface PooledClient {
  acquireConnection(): Promise<PgConnection>;
  releaseConnection(connection: PgConnection): Promise<unknown>;
}
interface PgConnection {
  query(text: string): Promise<PgResult | PgResult[]>;
  /** knex's mark for a connection its pool must not hand out again. */
  __knex__disposed?: unknown;
}
interface PgResult {
  rows: unknown[];
}

const ENTITY_WORK_REFUSED =
  'sqlTransaction: this transaction runs sql() statements only; entity operations (find, persist, flush, a nested transactional) need em.transactional';

/**
 * The transaction context of `sqlTransaction`: one pooled `pg` connection, on which `sql()` runs every statement.
 * The `begin` rides on the first statement (one simple-protocol message), so a transaction costs one round trip
 * fewer than begin, statements, commit; a transaction that ran nothing begins and commits nothing.
 *
 * MikroORM treats a transaction context as a knex transaction. This one is not, so anything that would use it as
 * one (an entity query reads `client`, a flush of pending entities or a nested `transactional` calls
 * `transaction`) is refused with an error rather than run outside the transaction.
 */
export class SqlTransaction {
  private begun = false;
  private ended = false;
  private savepoints = 0;

  constructor(private readonly connection: PgConnection) {}

  /** Runs one statement (its parameters already inlined) inside the transaction; answers its rows. */
  async query(text: string): Promise<unknown[]> {
    if (this.ended) throw new Error('the transaction this statement belongs to has already ended');
    if (this.begun) return (await this.connection.query(text) as PgResult).rows;
    this.begun = true;
    const results = (await this.connection.query(`begin; ${text}`)) as PgResult[];
    return results[results.length - 1].rows;
  }

  /**
   * Commits. `readCacheChange`: also answer whether the transaction notified a read cache of a change, read just
   * before the commit in the same message (`cache-change-settling.ts`), at no extra round trip.
   */
  async commit(readCacheChange = false): Promise<boolean> {
    this.ended = true;
    if (!this.begun) return false;
    if (!readCacheChange) {
      await this.connection.query('commit');
      return false;
    }
    try {
      const [read] = (await this.connection.query(`${CACHE_CHANGED_QUERY}; commit`)) as PgResult[];
      return (read.rows[0] as { cache_changed: boolean | null }).cache_changed === true;
    } catch (error) {
      // A failed statement the work let pass left the transaction aborted: the read fails, and `commit` alone ends the
      // transaction as it always did (PostgreSQL rolls it back). Any other error is the commit's own.
      if ((error as { code?: string }).code !== '25P02') throw error;
      await this.connection.query('commit');
      return false;
    }
  }

  /** Rolls back; a connection that cannot is marked so knex's pool discards it. */
  async rollback(): Promise<void> {
    this.ended = true;
    if (!this.begun) return;
    try {
      await this.connection.query('rollback');
    } catch (error) {
      this.connection.__knex__disposed = error;
    }
  }

  /** Runs `work` under a savepoint: its failure undoes its own statements only, as a nested `transactional` does. */
  async nested<T>(work: () => Promise<T>): Promise<T> {
    const name = `sql_transaction_${++this.savepoints}`;
    await this.query(`savepoint ${name}`);
    try {
      const result = await work();
      await this.query(`release savepoint ${name}`);
      return result;
    } catch (error) {
      if (!this.ended) await this.query(`rollback to savepoint ${name}`);
      throw error;
    }
  }

  isCompleted(): boolean {
    return this.ended;
  }

  get client(): never {
    throw new Error(ENTITY_WORK_REFUSED);
  }

  transaction(): never {
    throw new Error(ENTITY_WORK_REFUSED);
  }
}

/**
 * Runs `work` in a transaction whose statements are all `sql()` ones (the event store, the outbox, projections and
 * the contexts' raw reads and writes), on a fork of `em` bound to it. Code inside that reaches the global `em` gets
 * the same fork, as inside `em.transactional`. Commits when `work` resolves, rolls back when it throws.
 *
 * Why not `em.fork().transactional`: for a transaction of one or two statements (an event append), MikroORM's
 * transaction machinery (a second fork, knex's transaction object, lifecycle events, merging back into the parent)
 * cost about 600 µs of CPU against about 120 µs for the statement itself (tools/bench, bench-results/README.md).
 * Work that loads or persists entities keeps using `em.transactional`; here it is refused (see `SqlTransaction`).
 *
 * In the api, a transaction that changed a table a read cache is invalidated by returns once this copy has heard the
 * change (`cache-change-settling.ts`): the caller's next read, and the member's next request, see it.
 *
 * Given a transaction's own manager (the `tx` of an enclosing `sqlTransaction` or `em.transactional`), `work` runs
 * under a savepoint of that transaction, as `tx.transactional` would. Given any other manager (the injected global
 * one, or a fork outside a transaction), it starts a transaction of its own, as `em.fork().transactional` does, even
 * when called from inside another transaction's callback.
 */
export async function sqlTransaction<T>(em: EntityManager, work: (tx: EntityManager) => Promise<T>): Promise<T> {
  // The global manager answers for whatever context the caller runs in; only a manager that is its own context is a `tx`.
  const outer = em.getContext(false) === em ? em.getTransactionContext<unknown>() : undefined;
  if (outer instanceof SqlTransaction) return outer.nested(() => work(em));
  if (outer) return em.transactional(work);
  const fork = em.fork();
  const connection = fork.getConnection('write');
  await connection.ensureConnection();
  const pool = connection.getKnex().client as unknown as PooledClient;
  const pg = await pool.acquireConnection();
  const transaction = new SqlTransaction(pg);
  fork.setTransactionContext(transaction as never);
  const settler = cacheChangeSettlerOf(em);
  let result: T;
  let cacheChanged: boolean;
  try {
    result = await TransactionContext.create(fork, () => work(fork));
    cacheChanged = await transaction.commit(settler !== undefined);
  } catch (error) {
    await transaction.rollback();
    throw error;
  } finally {
    // The fork keeps the ended transaction, so a statement that outlives it is refused, not run outside it.
    await pool.releaseConnection(pg);
  }
  // A read cache was told of a change: this copy hears it before the caller reads again (ADR 0019, 2026-11-28).
  if (cacheChanged) await settler!.settle();
  return result;
}
