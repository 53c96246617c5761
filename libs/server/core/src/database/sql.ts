import type { EntityManager } from '@mikro-orm/postgresql';

/** Runs raw SQL (`?` placeholders) on the transaction `em` is in, if any. */
export function sql<T = Record<string, unknown>>(em: EntityManager, query: string, params: unknown[] = []): Promise<T[]> {
  return em.getConnection().execute<T[]>(query, params as never[], 'all', em.getTransactionContext());
}
