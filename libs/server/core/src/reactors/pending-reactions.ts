import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../database/sql';
import { sqlTransaction } from '../database/sql-transaction';
import { QueueName } from '../queue/queue-names';
import { ReactionJob, type ReactionPayload } from './reaction-job';
import type { ReactorRegistry } from './reactor';

/**
 * Runs the reactions written so far in this process, as the worker would (each through `ReactionJob`, so each runs
 * once), taking the pending `reactions` outbox rows another process is not holding, until none are left. For work
 * that must see its reactions done before it goes on without a worker: the demo seed, and the api tests. Only the
 * reactors this process registered: another's rows (a test beside it on the same database, a context the caller
 * does not load) are left for the process that has them.
 */
export async function runPendingReactions(em: EntityManager, reactors: ReactorRegistry): Promise<number> {
  const job = new ReactionJob(em, reactors);
  let ran = 0;
  for (;;) {
    const batch = await sqlTransaction(em, async (tx) => {
      const rows = await sql<{ id: string; payload: ReactionPayload }>(
        tx,
        "select id, payload from outbox where queue = ? and dispatched_at is null and payload->>'reactor' = any(string_to_array(?, ',')) order by position limit 50 for update skip locked",
        [QueueName.Reactions, reactors.names().join(',')],
      );
      for (const row of rows) await job.handle(row.payload, { jobId: `outbox-${row.id}`, attempt: 1, maxAttempts: 1 });
      if (rows.length > 0) await sql(tx, "update outbox set dispatched_at = now() where id = any(string_to_array(?, ',')::uuid[])", [rows.map((r) => r.id).join(',')]);
      return rows.length;
    });
    if (batch === 0) return ran;
    ran += batch;
  }
}
