#!/usr/bin/env node
// What one card purchase costs the machine, part by part: CPU milliseconds per purchase in the api, the worker, the
// sandbox (the card provider and the SMTP inbox), PostgreSQL and Redis, and the SQL statements and Redis commands the
// api and the worker send for it. The bench's purchase figure is a ratio against the provider alone; this says where
// our side of it goes. Runs the bench's stack on its own database (coaching_bench), so not beside `npm run bench`.
//   node tools/bench/purchase-cost.mjs [--purchases 100] [--concurrency 8] [--no-build] [--cpu-prof api,worker]
// --cpu-prof writes bench-results/profiles/purchase-<service>.cpuprofile and prints its heaviest frames.
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { BENCH, serverEnv } from '../lib/env.mjs';
import { freshBenchState } from '../lib/bench-state.mjs';
import { ensureServices, log, nx, ROOT, run } from '../lib/setup.mjs';
import { startStack, waitUntilReady } from '../lib/stack.mjs';
import { summarise } from './cpu-profile.mjs';
import { litePlan, prepareBuyer } from './purchases.mjs';

const require = createRequire(import.meta.url);
const os = require('node:os');
const { values: args } = parseArgs({
  options: { purchases: { type: 'string', default: '100' }, concurrency: { type: 'string', default: '8' }, 'no-build': { type: 'boolean', default: false }, 'cpu-prof': { type: 'string', default: '' } },
});
const COUNT = Number(args.purchases);
const CONCURRENCY = Number(args.concurrency);
const profiled = args['cpu-prof'].split(',').filter(Boolean);

await ensureServices();
if (!args['no-build']) nx('run-many -t build -p @coaching/api @coaching/worker @coaching/sandbox --outputStyle=static');
const env = serverEnv(BENCH, { LOG_LEVEL: 'silent' });
await freshBenchState(BENCH);
run('node apps/api/dist/cli.js migrate', { env, stdio: 'ignore' });
run('node apps/api/dist/cli.js seed', { env, stdio: 'ignore' });

const countsDir = mkdtempSync(join(tmpdir(), 'purchase-cost-'));
const profileDir = join(countsDir, 'profiles');
const nodeArgs = {};
for (const name of ['api', 'worker']) {
  nodeArgs[name] = ['--require', join(ROOT, 'tools/bench/count-round-trips.cjs'), ...(profiled.includes(name) ? ['--cpu-prof', `--cpu-prof-dir=${join(profileDir, name)}`] : [])];
}
const stack = startStack({ ...env, ROUND_TRIPS_DIR: countsDir }, { quiet: true, nodeArgs });

/** CPU time (ms) a process and a set of processes have used, from /proc (clock ticks of 10 ms). */
const ticksOf = (pid) => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0; // a PostgreSQL backend that ended between the listing and the read
  }
};
const pidsNamed = (name) => readdirSync('/proc').filter((p) => /^\d+$/.test(p) && (() => { try { return readFileSync(`/proc/${p}/comm`, 'utf8').trim() === name; } catch { return false; } })());
const cpu = () => ({
  api: ticksOf(stack.children[1].pid) * 10,
  worker: ticksOf(stack.children[2].pid) * 10,
  sandbox: ticksOf(stack.children[0].pid) * 10,
  // Every backend of the machine's one server: run this with nothing else using it.
  postgres: pidsNamed('postgres').reduce((sum, pid) => sum + ticksOf(pid), 0) * 10,
  redis: pidsNamed('redis-server').reduce((sum, pid) => sum + ticksOf(pid), 0) * 10,
});
/** The round-trip counts the api and the worker write every 200 ms. */
const roundTrips = async () => {
  await new Promise((r) => setTimeout(r, 500));
  const bySide = {};
  for (const file of readdirSync(countsDir).filter((f) => f.endsWith('.json'))) bySide[file.split('-')[0]] = JSON.parse(readFileSync(join(countsDir, file), 'utf8'));
  return bySide;
};
const minus = (after, before) => Object.fromEntries(Object.entries(after).map(([k, v]) => [k, v - (before[k] ?? 0)]));

// The profiles are summarised over the measured purchases only (from their start to the stack's stop), not the
// start-up and the buyers' sign-ups.
let measuredFrom;
let windowMs;
try {
  await waitUntilReady(BENCH, 180);
  const appUrl = `http://localhost:${BENCH.apiPort}`;
  const sandboxUrl = `http://localhost:${BENCH.sandboxPort}`;
  const config = require(join(ROOT, 'libs/server/core/dist')).loadConfig(env);
  const plan = await litePlan(appUrl);
  const runId = Date.now().toString(36);
  const warmup = 20;
  log(`preparing ${COUNT + warmup} buyers`);
  const members = [];
  for (let i = 0; i < COUNT + warmup; i += CONCURRENCY) {
    const batch = Array.from({ length: Math.min(CONCURRENCY, COUNT + warmup - i) }, (_, k) =>
      prepareBuyer({ appUrl, sandboxUrl, shopId: config.CARD_PROVIDER_SHOP_ID, address: `198.18.${Math.floor((i + k) / 250)}.${((i + k) % 250) + 1}`, email: `cost-${runId}-${i + k}@example.jp` }),
    );
    members.push(...(await Promise.all(batch)));
  }
  const purchase = async (member) => {
    const answer = await member.json('POST', `/api/plans/${plan.id}/purchase`, { method: 'bulk', period: 1, token: member.token, idempotency_key: randomUUID() }, [202]);
    await member.settled(answer.data.id);
  };
  const purchaseAll = async (list) => {
    let next = 0;
    await Promise.all(Array.from({ length: CONCURRENCY }, async () => { while (next < list.length) await purchase(list[next++]); }));
  };
  await purchaseAll(members.slice(0, warmup));
  // Let the warm-up's mails and reactions finish before the counters are read.
  await new Promise((r) => setTimeout(r, 3000));
  const cpuBefore = cpu();
  const tripsBefore = await roundTrips();
  const started = performance.now();
  measuredFrom = started;
  await purchaseAll(members.slice(warmup));
  const settledMs = performance.now() - started;
  // The purchases' mails and reactions run on after the result page has heard of the capture: wait for them too.
  await new Promise((r) => setTimeout(r, 3000));
  const cpuAfter = cpu();
  const tripsAfter = await roundTrips();

  const perPurchase = Object.fromEntries(Object.entries(minus(cpuAfter, cpuBefore)).map(([k, ms]) => [k, +(ms / COUNT).toFixed(1)]));
  const total = Object.values(perPurchase).reduce((a, b) => a + b, 0);
  console.log(`\n${COUNT} purchases at concurrency ${CONCURRENCY}: ${((COUNT / settledMs) * 1000).toFixed(1)}/s until the last was heard settled`);
  console.log(`CPU ms per purchase: ${Object.entries(perPurchase).map(([k, v]) => `${k} ${v}`).join(', ')}; total ${total.toFixed(1)}`);
  console.log(`(on ${os.cpus().length} cores that allows at most ${((os.cpus().length * 1000) / total).toFixed(0)} purchases a second)`);
  for (const side of ['api', 'worker']) {
    for (const kind of ['sql', 'redis']) {
      const delta = Object.entries(minus(tripsAfter[side]?.[kind] ?? {}, tripsBefore[side]?.[kind] ?? {})).filter(([, n]) => n > 0).sort((a, b) => b[1] - a[1]);
      const sum = delta.reduce((a, [, n]) => a + n, 0);
      console.log(`\n${side} ${kind}: ${(sum / COUNT).toFixed(1)} per purchase`);
      for (const [key, n] of delta) console.log(`  ${(n / COUNT).toFixed(2).padStart(6)}  ${key}`);
    }
  }
} finally {
  windowMs = performance.now() - (measuredFrom ?? 0);
  await stack.stop();
}
for (const name of profiled) {
  const dir = join(profileDir, name);
  const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) continue;
  mkdirSync(join(ROOT, 'bench-results/profiles'), { recursive: true });
  const target = join(ROOT, `bench-results/profiles/purchase-${name}.cpuprofile`);
  renameSync(join(dir, file), target);
  console.log(`\n${name}: ${target}\n${summarise(target, windowMs, { busyOnly: true })}`);
}
rmSync(countsDir, { recursive: true, force: true });
