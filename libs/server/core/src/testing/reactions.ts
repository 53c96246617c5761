import type { EntityManager } from '@mikro-orm/postgresql';
import { setTimeout as sleep } from 'node:timers/promises';
import { cacheChangeSettlerOf } from '../cache/cache-change-settling';
import { sql } from '../database/sql';
import { runPendingReactions } from '../reactors/pending-reactions';
import type { ReactorRegistry } from '../reactors/reactor';

/**
 * Does what the worker would with the reactions written so far (`runPendingReactions`), then waits for rows another
 * test file's drain holds, so the caller's are done too. For api tests that run without a worker; answers how many it ran.
 * A reaction another file's drain ran committed in another process: this api copy's read caches hear of it through
 * PostgreSQL's notifications, so the drain ends once they have (`settle`), or the caller's next read may meet a cache
 * entry of before (a subscription still `pending` after its order was cancelled, seen once in a fresh-clone run).
 */
export async function drainReactions(em: EntityManager, reactors: ReactorRegistry): Promise<number> {
  let ran = 0;
  const deadline = Date.now() + 15_000;
  for (;;) {
    ran += await runPendingReactions(em, reactors);
    const [{ pending }] = await sql<{ pending: string }>(
      em.fork(),
      "select count(*) as pending from pending_reactions where available_at <= now() and reactor = any(string_to_array(?, ','))",
      [reactors.names().join(',')],
    );
    if (Number(pending) === 0 || Date.now() > deadline) {
      await cacheChangeSettlerOf(em)?.settle();
      return ran;
    }
    await sleep(25);
  }
}
