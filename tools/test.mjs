#!/usr/bin/env node
// `npm test`: every test. Lint and build, unit and integration tests (real PostgreSQL and Redis, each
// project its own database), then browser journeys in headless chromium against a stack on test ports, then
// the fault suite's short form (tools/chaos: its own PostgreSQL and Redis, stopped and killed on purpose).
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { withE2eStack } from './lib/e2e-stack.mjs';
import { ensureChromium, ensureDependencies, ensureServices, log, nx, ROOT, run } from './lib/setup.mjs';

const started = Date.now();
const results = join(ROOT, 'tmp/test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

/** Runs jest, tolerating failures so every suite runs; answers its counts. */
function jest(config, name) {
  const outputFile = join(results, `${name}.json`);
  try {
    run(`npx jest -c ${config} --json --outputFile=${outputFile}`, { env: { ...process.env, FORCE_COLOR: '1' } });
  } catch {
    // counted below from the JSON report
  }
  if (!existsSync(outputFile)) return { passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync(outputFile, 'utf8'));
  return { passed: report.numPassedTests, failed: report.numFailedTests + report.numRuntimeErrorTestSuites };
}

ensureDependencies();
await ensureServices();
ensureChromium();

log('lint and build (nx run-many -t lint build)');
nx('run-many -t lint build --outputStyle=static');

log('unit and integration tests');
const unit = jest('jest.config.js', 'unit');

log('browser journeys: starting the stack on test ports');
const e2e = await withE2eStack(() => jest('jest.e2e.config.js', 'e2e'));

log('fault suite, short form (npm run chaos for the full one)');
let chaos = { passed: 1, failed: 0 };
try {
  run('node tools/chaos/run.mjs --short --no-build');
} catch {
  chaos = { passed: 0, failed: 1 };
}

const passed = unit.passed + e2e.passed + chaos.passed;
const failed = unit.failed + e2e.failed + chaos.failed;
const minutes = ((Date.now() - started) / 60000).toFixed(1);
console.log(`\nunit+integration: ${unit.passed} passed, ${unit.failed} failed; browser: ${e2e.passed} passed, ${e2e.failed} failed; fault suite: ${chaos.failed ? 'failed' : 'passed'}; ${minutes} min`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
