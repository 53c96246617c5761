import { Client } from 'pg';
import { e2eUrls } from './browser';

/**
 * Holds a PostgreSQL advisory lock named `name` on the test stack's database until the answered function is
 * called: for the journeys that change state every other one of them reads (the camp journeys of the site and
 * of the back office each open a camp of their own, and only one camp is open at a time), so that two jest
 * workers running them side by side take turns instead of closing each other's camp.
 */
export async function exclusively(name: string): Promise<() => Promise<void>> {
  const client = new Client({ connectionString: e2eUrls.database });
  await client.connect();
  await client.query('select pg_advisory_lock(hashtext($1))', [`e2e:${name}`]);
  return async () => {
    await client.query('select pg_advisory_unlock(hashtext($1))', [`e2e:${name}`]).catch(() => undefined);
    await client.end();
  };
}
