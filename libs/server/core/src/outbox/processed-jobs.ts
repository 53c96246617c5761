import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../database/sql';
import { sqlTransaction } from '../database/sql-transaction';

/**
 * Runs a consumer's database effect at most once per job id: the marker row and the effect commit
 * in one transaction, so a job delivered twice acts once.
 */
export async function oncePerJob(em: EntityManager, consumer: string, jobId: string, effect: (tx: EntityManager) => Promise<void>): Promise<boolean> {
  return sqlTransaction(em, async (tx) => {
    const claimed = await sql(tx, 'insert into processed_jobs (consumer, job_id) values (?, ?) on conflict do nothing returning job_id', [consumer, jobId]);
    if (claimed.length === 0) return false;
    await effect(tx);
    return true;
  });
}
