#!/usr/bin/env node
// `npm test`: every test. Build, then lint beside the unit and integration tests (real PostgreSQL and Redis, each
// project its own database), then browser journeys in headless chromium against a stack on test ports, then
// the fault suite's short form (tools/chaos: its own PostgreSQL and Redis, stopped and killed on purpose).
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { withE2eStack } from './lib/e2e-stack.mjs';
import { ensureChromium, ensureDependencies, ensureServices, log, nx, nxEnv, ROOT, run } from './lib/setup.mjs';

const started = Date.now();
/** Minutes since the run began, printed with each stage so a slow one shows in CI's output. */
const at = () => `[${((Date.now() - started) / 60000).toFixed(1)} min]`;
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
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + report.numRuntimeErrorTestSuites,
    failures: failuresOf(report),
  };
}

/** Each failed test (or suite that failed to run) with the first lines of its message: CI keeps only the tail of
 * the output, so the summary repeats what failed. */
function failuresOf(report) {
  const firstLines = (text) =>
    text
      // eslint-disable-next-line no-control-regex -- jest's colour codes start with ESC
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .filter((line) => line.trim())
      .slice(0, 6)
      .map((line) => `      ${line.trim()}`)
      .join('\n');
  const failures = [];
  for (const suite of report.testResults ?? []) {
    const file = suite.name.replace(`${ROOT}/`, '');
    const failed = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) failures.push(`  ${file} › ${test.fullName}\n${firstLines(test.failureMessages.join('\n'))}`);
    if (!failed.length && suite.status === 'failed') failures.push(`  ${file}\n${firstLines(suite.message ?? '')}`);
  }
  return failures;
}

ensureDependencies();
await ensureServices();
ensureChromium();

log(`${at()} build (nx run-many -t build)`);
nx('run-many -t build --outputStyle=static');

// Lint needs no build and no database: it runs beside the unit and integration tests (which wait on PostgreSQL and
// Redis much of the time), its output kept in a file and shown only if it fails.
log(`${at()} lint (nx run-many -t lint, and eslint tools), beside the unit and integration tests`);
const lintLog = join(results, 'lint.log');
const lintOut = openSync(lintLog, 'w');
// tools/ (the journeys' helpers, the bench, these scripts) belongs to no project, so no project's lint covers it.
const lintChild = spawn('npx nx run-many -t lint --outputStyle=static && npx eslint tools', {
  shell: true,
  cwd: ROOT,
  stdio: ['ignore', lintOut, lintOut],
  env: nxEnv(),
});
const linted = new Promise((resolve) => lintChild.on('exit', (code) => resolve(code === 0)));

log(`${at()} unit and integration tests`);
const unit = jest('jest.config.js', 'unit');

const lintPassed = await linted;
closeSync(lintOut);
log(`${at()} lint ${lintPassed ? 'passed' : 'failed'}`);
if (!lintPassed) console.log(readFileSync(lintLog, 'utf8'));
const lint = lintPassed ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };

log(`${at()} browser journeys: starting the stack on test ports`);
// Pictures for people (photograph in tools/e2e/browser.ts) are not taken: nobody looks at CI's.
process.env.E2E_SCREENSHOTS ??= '0';
const e2e = await withE2eStack(() => jest('jest.e2e.config.js', 'e2e'));

log(`${at()} fault suite, short form (npm run chaos for the full one)`);
let chaos = { passed: 1, failed: 0 };
try {
  run('node tools/chaos/run.mjs --short --no-build');
} catch {
  chaos = { passed: 0, failed: 1 };
}

const passed = lint.passed + unit.passed + e2e.passed + chaos.passed;
const failed = lint.failed + unit.failed + e2e.failed + chaos.failed;
const minutes = ((Date.now() - started) / 60000).toFixed(1);
console.log(`\nlint: ${lint.failed ? 'failed' : 'passed'}; unit+integration: ${unit.passed} passed, ${unit.failed} failed; browser: ${e2e.passed} passed, ${e2e.failed} failed; fault suite: ${chaos.failed ? 'failed' : 'passed'}; ${minutes} min`);
const failures = [...(unit.failures ?? []), ...(e2e.failures ?? [])];
if (failures.length) console.log(`\nfailed:\n${failures.join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
