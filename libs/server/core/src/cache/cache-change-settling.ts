import type { EventSubscriber, Transaction, TransactionEventArgs } from '@mikro-orm/core';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';

/**
 * Read-your-writes for the read caches (ADR 0019, addendum of 2026-11-28). `notify_cache_change` turns this
 * transaction-local setting on whenever it notifies a change (migration 20261128200000). Core's transaction helpers
 * read it just before they commit; when it is on, the helper returns only once this api copy has heard every change
 * committed so far (`CacheInvalidations.settle()`), so whatever the caller reads next (the answer of the command, the
 * member's next request on this copy) never meets a cache entry of before. A transaction that changed no table a
 * cache is invalidated by (a page view, an order, a mail sent) waits for nothing.
 *
 * Read where the commit is sent, at no extra round trip where core sends it: `sqlTransaction` sends the read and the
 * `commit` as one message, `sql()` outside a transaction sends a statement that is not a `select` together with the
 * read. MikroORM's transactions (`em.transactional`, a flush) read it in `beforeTransactionCommit`, one statement more.
 */
export const CACHE_CHANGED_SETTING = 'coaching.cache_changed';
/** The read, named `cache_changed`: true when the transaction notified a read cache of a change. */
export const CACHE_CHANGED_QUERY = `select current_setting('${CACHE_CHANGED_SETTING}', true) = 'on' as cache_changed`;

/** What waits until this api copy has heard every change committed so far (its `CacheInvalidations`). */
export interface CacheChangeSettler {
  settle(): Promise<void>;
}

/** Per ORM (its configuration, shared by every fork): the api's copy that must hear its own changes. */
const settlers = new WeakMap<object, CacheChangeSettler>();

/** The settler of the ORM `em` belongs to: the api's, where read caches hear changes; none in the worker, the cli or a test ORM. */
export function cacheChangeSettlerOf(em: EntityManager): CacheChangeSettler | undefined {
  return settlers.get(em.config);
}

/** Whether a statement sent outside a transaction may change a table: anything but a plain `select`. */
export const mayWrite = (statement: string): boolean => !/^\s*select\b/i.test(statement);

/** MikroORM's transactions (`em.transactional`, the implicit one of a flush): read the setting before commit, settle after. */
class SettleAfterOrmTransactions implements EventSubscriber {
  private readonly changed = new WeakSet<Transaction>();

  constructor(private readonly config: object) {}

  async beforeTransactionCommit({ em, transaction }: TransactionEventArgs): Promise<void> {
    if (!transaction || !settlers.has(this.config)) return;
    try {
      const [row] = await em.getConnection('write').execute<{ cache_changed: boolean | null }[]>(CACHE_CHANGED_QUERY, [], 'all', transaction);
      if (row?.cache_changed) this.changed.add(transaction);
    } catch {
      // A transaction that cannot answer has failed: its commit rolls it back, and nothing it did is heard.
    }
  }

  async afterTransactionCommit({ transaction }: TransactionEventArgs): Promise<void> {
    if (!transaction || !this.changed.has(transaction)) return;
    this.changed.delete(transaction);
    await settlers.get(this.config)?.settle();
  }
}

const subscribed = new WeakSet<object>();

/**
 * From now on, a commit through `orm` (any fork of it) that notified a read cache returns once `settler` has heard
 * it. The api calls this with its `CacheInvalidations` (`CacheInvalidationsModule`); the answer undoes it.
 */
export function settleCacheChangesOf(orm: MikroORM, settler: CacheChangeSettler): () => void {
  const config = orm.config;
  settlers.set(config, settler);
  if (!subscribed.has(config)) {
    subscribed.add(config);
    orm.em.getEventManager().registerSubscriber(new SettleAfterOrmTransactions(config));
  }
  return () => {
    if (settlers.get(config) === settler) settlers.delete(config);
  };
}
