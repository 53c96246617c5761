// The stack the browser journeys run against, shared by `npm test` and `npm run e2e`: a fresh test database,
// migrated and seeded, then sandbox, api and worker from the built dist folders on the test ports.
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { E2E, serverEnv } from './env.mjs';
import { ROOT, run } from './setup.mjs';
import { startStack, waitUntilReady } from './stack.mjs';

/** Runs `body` while the test stack is up (its output goes to tmp/e2e-stack.log); stops it afterwards. */
export async function withE2eStack(body) {
  mkdirSync(join(ROOT, 'tmp/screenshots'), { recursive: true });
  // The split-billing journey lets a month pass, then waits for the worker's scan: scan every 2 s here.
  const env = serverEnv(E2E, { CONTACT_LIMIT_PER_HOUR: '1000', LOG_LEVEL: 'info', INSTALMENT_SCAN_EVERY_MS: '2000', LESSON_SCAN_EVERY_MS: '2000' });
  run(`node -e "require('./libs/server/core/dist').recreateDatabase(process.env.DATABASE_URL).then(() => process.exit(0), (e) => { console.error(e); process.exit(1); })"`, { env });
  run('node apps/api/dist/cli.js migrate', { env });
  run('node apps/api/dist/cli.js seed', { env });
  const stackLog = createWriteStream(join(ROOT, 'tmp/e2e-stack.log'));
  const stack = startStack(env, { quiet: true, logFile: stackLog });
  try {
    await waitUntilReady(E2E);
    return await body();
  } finally {
    await stack.stop();
    stackLog.end();
  }
}
