#!/usr/bin/env node
// `npm run e2e [-- jest arguments]`: browser journeys only, against the current build (it builds nothing:
// run `npx nx run-many -t build` first). Starts the stack on the test ports as `npm test` does; the
// arguments go to jest, e.g. `npm run e2e -- payments-plan` or `npm run e2e -- -t 'bank transfer'`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { withE2eStack } from './lib/e2e-stack.mjs';
import { ensureChromium, ensureServices, log, ROOT } from './lib/setup.mjs';

const built = ['apps/api/dist/main.js', 'apps/api/dist/cli.js', 'apps/worker/dist/main.js', 'apps/sandbox/dist/main.js', 'libs/server/core/dist'];
const missing = built.filter((path) => !existsSync(join(ROOT, path)));
if (missing.length) {
  console.error(`Not built: ${missing.join(', ')}.\nBuild first: npx nx run-many -t build --outputStyle=static`);
  process.exit(1);
}

await ensureServices();
ensureChromium();

log('browser journeys: starting the stack on test ports');
const status = await withE2eStack(() => {
  const result = spawnSync('npx', ['jest', '-c', 'jest.e2e.config.js', ...process.argv.slice(2)], { stdio: 'inherit', cwd: ROOT, env: { ...process.env, FORCE_COLOR: '1' } });
  return result.status ?? 1;
});
process.exit(status);
