// A benchmark starts from the same state every run: its database dropped and created again, and its queue's keys in
// Redis removed. Otherwise each run measures the rows (and, where the machine's PostgreSQL runs without autovacuum,
// the dead row versions) every earlier run left, and figures drift from one run to the next.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Only a benchmark's own database and queue prefix (their names say `bench`) may be wiped. */
export async function freshBenchState({ databaseUrl, redisUrl, queuePrefix }) {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^[a-z0-9_]*bench[a-z0-9_]*$/.test(name) || !queuePrefix.includes('bench')) throw new Error(`not a benchmark's state: ${name}, ${queuePrefix}`);
  const { Client } = require('pg');
  url.pathname = '/postgres';
  const admin = new Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
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
