// A benchmark starts from the same state every run: its database dropped and created again, and its queue's keys in
// Redis removed. Otherwise each run measures the rows (and, where the machine's PostgreSQL runs without autovacuum,
// the dead row versions) every earlier run left, and figures drift from one run to the next.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { serverEnv } from './env.mjs';
import { ensureServices, nx, ROOT, run } from './setup.mjs';

const require = createRequire(import.meta.url);

/** Only a benchmark's own database and queue prefix (their names say `bench`) may be wiped. */
export async function freshBenchState({ databaseUrl, redisUrl, queuePrefix }) {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  if (!name.includes('bench') || !queuePrefix.includes('bench')) throw new Error(`not a benchmark's state: ${name}, ${queuePrefix}`);
  // Core's own drop-and-create (built before any bench runs), which refuses a name that is not a test's or a bench's.
  await require(join(ROOT, 'libs/server/core/dist')).recreateDatabase(databaseUrl);
  const Redis = require('ioredis');
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${queuePrefix}:*`, 'COUNT', 1000);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/**
 * A bench tool run on its own: PostgreSQL and Redis up, the servers built (unless `build` is false), the stack's state
 * fresh, migrated and seeded. Answers the servers' environment for `startStack`.
 */
export async function preparedBenchStack(stack, { build = true } = {}) {
  await ensureServices();
  if (build) nx('run-many -t build -p @coaching/api @coaching/worker @coaching/sandbox --outputStyle=static');
  const env = serverEnv(stack, { LOG_LEVEL: 'silent' });
  await freshBenchState(stack);
  run('node apps/api/dist/cli.js migrate', { env, stdio: 'ignore' });
  run('node apps/api/dist/cli.js seed', { env, stdio: 'ignore' });
  return env;
}
