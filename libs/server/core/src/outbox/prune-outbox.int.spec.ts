import type { MikroORM } from '@mikro-orm/postgresql';
import type { RepeatableJobs } from '../queue/repeatable-jobs';
import { sql } from '../database/sql';
import { createTestOrm } from '../testing/test-database';
import { OUTBOX_RETENTION_DAYS, PruneOutboxJob } from './prune-outbox.job';

describe('pruning the outbox (real PostgreSQL)', () => {
  let orm: MikroORM;
  const tag = `prune-${process.pid}-${Date.now()}`;

  beforeAll(async () => {
    orm = await createTestOrm('server_core');
  });
  afterAll(() => orm.close(true));

  const row = async (label: string, createdDaysAgo: number, dispatchedDaysAgo: number | null) => {
    const [{ id }] = await sql<{ id: string }>(
      orm.em.fork(),
      `insert into outbox (queue, job_name, payload, created_at, dispatched_at)
       values ('mail', 'test-prune', ?::jsonb, now() - ? * interval '1 day', case when ?::int is null then null else now() - ?::int * interval '1 day' end)
       returning id`,
      [JSON.stringify({ tag, label }), createdDaysAgo, dispatchedDaysAgo, dispatchedDaysAgo],
    );
    return id;
  };
  const left = async () =>
    (await sql<{ label: string }>(orm.em.fork(), "select payload->>'label' as label from outbox where payload->>'tag' = ? order by position", [tag])).map((r) => r.label);

  it('given relayed rows past the retention, rows relayed since and a row never relayed, when it runs, then only the old relayed rows go', async () => {
    const old = OUTBOX_RETENTION_DAYS + 1;
    await row('relayed long ago', old, old);
    await row('never relayed, however old', old, null);
    await row('relayed long ago, after a stuck row', old, old);
    await row('written long ago, relayed yesterday', old, 1);
    await row('relayed today', 0, 0);

    const job = new PruneOutboxJob(orm.em, {} as RepeatableJobs);
    expect(await job.prune()).toBeGreaterThanOrEqual(2);

    expect(await left()).toEqual(['never relayed, however old', 'written long ago, relayed yesterday', 'relayed today']);
    expect(await job.prune()).toBe(0);
  });
});
