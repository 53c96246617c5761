#!/usr/bin/env node
// What one card purchase costs the machine, part by part: CPU milliseconds per purchase in the api, the worker, the
// sandbox (the card provider and the SMTP inbox) and our database's PostgreSQL backends, and the SQL statements and
// Redis commands the api and the worker send for it, each kind listed (ROUND_TRIPS_SQL_TEXT=1: by the statement's text).
// The bench's purchase figure is a ratio against the provider alone; this says where our side of it goes; every
// command's figures: tools/bench/command-cost.mjs. Runs the bench's stack on its own database (coaching_bench), so not beside `npm run bench`.
//   node tools/bench/purchase-cost.mjs [--purchases 100] [--concurrency 8] [--no-build] [--cpu-prof api,worker]
// --cpu-prof writes bench-results/profiles/purchase-<service>.cpuprofile and prints its heaviest frames.
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { BENCH } from '../lib/env.mjs';
import { preparedBenchStack } from '../lib/bench-state.mjs';
import { log, ROOT } from '../lib/setup.mjs';
import { startStack, waitUntilReady } from '../lib/stack.mjs';
import { costMeter } from './command-cost.mjs';
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

const env = await preparedBenchStack(BENCH, { build: !args['no-build'] });

const countsDir = mkdtempSync(join(tmpdir(), 'purchase-cost-'));
const profileDir = join(countsDir, 'profiles');
const nodeArgs = {};
for (const name of ['api', 'worker']) {
  nodeArgs[name] = ['--require', join(ROOT, 'tools/bench/count-round-trips.cjs'), ...(profiled.includes(name) ? ['--cpu-prof', `--cpu-prof-dir=${join(profileDir, name)}`] : [])];
}
const stack = startStack({ ...env, ROUND_TRIPS_DIR: countsDir }, { quiet: true, nodeArgs });

// The same meter as every command's (tools/bench/command-cost.mjs): CPU by process, our database's backends, counts.
const meter = costMeter(stack, countsDir, BENCH.databaseUrl);

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
  const before = await meter.read();
  const started = performance.now();
  measuredFrom = started;
  await purchaseAll(members.slice(warmup));
  const settledMs = performance.now() - started;
  // The purchases' mails and reactions run on after the result page has heard of the capture: wait for them too.
  await meter.quiet();
  await new Promise((r) => setTimeout(r, 3000));
  const cost = meter.per(before, await meter.read(), COUNT, { detail: true });
  console.log(`\n${COUNT} purchases at concurrency ${CONCURRENCY}: ${((COUNT / settledMs) * 1000).toFixed(1)}/s until the last was heard settled`);
  console.log(`CPU ms per purchase: ${Object.entries(cost.cpu_ms).map(([k, v]) => `${k} ${v}`).join(', ')}`);
  console.log(`(on ${os.cpus().length} cores that allows at most ${((os.cpus().length * 1000) / cost.cpu_ms.total).toFixed(0)} purchases a second)`);
  for (const side of ['api', 'worker']) {
    for (const kind of ['sql', 'redis']) {
      console.log(`\n${side} ${kind}: ${cost[`${side}_${kind}`]} per purchase`);
      for (const [key, n] of Object.entries(cost[`${side}_${kind}_by_kind`])) console.log(`  ${n.toFixed(2).padStart(6)}  ${key}`);
    }
  }
} finally {
  windowMs = performance.now() - (measuredFrom ?? 0);
  await meter.close();
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
