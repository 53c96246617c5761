import type { EntityManager } from '@mikro-orm/postgresql';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from '../database/sql';
import { QueueName } from '../queue/queue-names';
import { ReactionJob, type ReactionPayload } from '../reactors/reaction-job';
import type { ReactorRegistry } from '../reactors/reactor';

/**
 * Does what the worker would with the reactions written so far: takes the pending `reactions` outbox rows
 * (as the relay does, skipping rows another test holds) and runs each through `ReactionJob`, until none
 * are left, waiting for rows another drain holds. For api tests that run without a worker; answers how many it ran.
 */
export async function drainReactions(em: EntityManager, reactors: ReactorRegistry): Promise<number> {
  const job = new ReactionJob(em, reactors);
  let ran = 0;
  const deadline = Date.now() + 15_000;
  for (;;) {
    const batch = await em.fork().transactional(async (tx) => {
      const rows = await sql<{ id: string; payload: ReactionPayload }>(
        tx,
        "select id, payload from outbox where queue = ? and dispatched_at is null order by position limit 50 for update skip locked",
        [QueueName.Reactions],
      );
      for (const row of rows) await job.handle(row.payload, { jobId: `outbox-${row.id}`, attempt: 1, maxAttempts: 1 });
      if (rows.length > 0) await sql(tx, "update outbox set dispatched_at = now() where id = any(string_to_array(?, ',')::uuid[])", [rows.map((r) => r.id).join(',')]);
      return rows.length;
    });
    ran += batch;
    if (batch > 0) continue;
    // Rows another test file's drain holds are still being run: wait for them, so the caller's are done too.
    const [{ pending }] = await sql<{ pending: string }>(em.fork(), 'select count(*) as pending from outbox where queue = ? and dispatched_at is null', [QueueName.Reactions]);
    if (Number(pending) === 0 || Date.now() > deadline) return ran;
    await sleep(25);
  }
}
