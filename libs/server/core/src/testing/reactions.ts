import type { EntityManager } from '@mikro-orm/postgresql';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from '../database/sql';
import { runPendingReactions } from '../reactors/pending-reactions';
import type { ReactorRegistry } from '../reactors/reactor';

/**
 * Does what the worker would with the reactions written so far (`runPendingReactions`), then waits for rows another
 * test file's drain holds, so the caller's are done too. For api tests that run without a worker; answers how many it ran.
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
    if (Number(pending) === 0 || Date.now() > deadline) return ran;
    await sleep(25);
  }
}
