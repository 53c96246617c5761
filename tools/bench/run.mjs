#!/usr/bin/env node
// `npm run bench`: throughput figures, each beside a baseline measured in the same run on this machine
// (raw PostgreSQL inserts, a bare Node http server, the card provider alone), so a noisy shared machine
// still gives a fair ratio. Runs its own stack (api, worker, sandbox) on its own ports and database.
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import os from 'node:os';
import { createRequire } from 'node:module';
import { BENCH, serverEnv } from '../lib/env.mjs';
import { ensureDependencies, ensureServices, gitSha, log, nx, ROOT, run } from '../lib/setup.mjs';
import { freshBenchState } from '../lib/bench-state.mjs';
import { startStack, waitUntilReady } from '../lib/stack.mjs';
import { benchAppends } from './appends.mjs';
import { benchCampaignMail, campaignTargets } from './campaign-mail.mjs';
import { benchCommandCosts } from './command-cost.mjs';
import { benchLighthouse } from './lighthouse.mjs';
import { benchLessons } from './lessons.mjs';
import { benchMixedLoad } from './mixed-load.mjs';
import { benchPurchases } from './purchases.mjs';
import { benchTrials } from './trials.mjs';
import { Member } from './member-client.mjs';
import { bareNode, cannon } from './http-load.mjs';

const require = createRequire(import.meta.url);
const DATABASE_URL = BENCH.databaseUrl;
const API_PORT = BENCH.apiPort;

ensureDependencies();
await ensureServices();
nx('run-many -t build -p @coaching/api @coaching/worker @coaching/web @coaching/admin @coaching/sandbox --outputStyle=static');
const env = serverEnv(BENCH, { LOG_LEVEL: 'silent' });
await freshBenchState(BENCH);
run('node apps/api/dist/cli.js migrate', { env });
run('node apps/api/dist/cli.js seed', { env });

const core = require(join(ROOT, 'libs/server/core/dist'));

// --- HTTP: health, the landing page and an authenticated /api/me, each vs a bare Node server -----------
const figures = (r) => ({ requests_per_second: Math.round(r.requests.average), latency_p50_ms: r.latency.p50, latency_p99_ms: r.latency.p99, non_2xx: r.non2xx, errors: r.errors });
const ratio = (api, bare) => +(api.requests.average / bare.requests.average).toFixed(3);

async function benchHttp() {
  const api = `http://127.0.0.1:${API_PORT}`;
  const bareJson = await bareNode(Buffer.from('{"status":"ok"}'), { 'content-type': 'application/json' });
  const health = await cannon(`${api}/api/health`);

  // The top page as a browser asks for it (compressed), against a bare server sending the very same bytes.
  const compressed = { 'accept-encoding': 'br, gzip' };
  const landing = await fetch(`${api}/`, { headers: compressed });
  if (landing.headers.get('content-encoding') !== 'br') throw new Error(`the landing page came ${landing.headers.get('content-encoding') ?? 'uncompressed'}, not brotli`);
  // fetch decodes the body: take the page's own bytes with node:http instead.
  const landingBytes = await new Promise((resolve, reject) =>
    http.get(`${api}/`, { headers: compressed }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve(Buffer.concat(chunks)));
      res.on('error', reject);
    }),
  );
  const bareLanding = await bareNode(landingBytes, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br', vary: 'Accept-Encoding' }, compressed);
  const landingResult = await cannon(`${api}/`, compressed);

  // A signed-in member's GET /api/me, against a bare server sending the same JSON.
  const member = new Member(api, '198.19.1.1');
  await member.json('GET', '/sanctum/csrf-cookie', undefined, [204]);
  await member.json('POST', '/api/register', { email: `bench-me-${Date.now()}@example.jp`, password: 'bench-password-123' }, [201]);
  const meHeaders = { accept: 'application/json', cookie: [...member.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
  const meBody = Buffer.from(JSON.stringify(await member.json('GET', '/api/me', undefined, [200])));
  const bareMe = await bareNode(meBody, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }, meHeaders);
  const me = await cannon(`${api}/api/me`, meHeaders);
  if (me.non2xx > 0) throw new Error(`GET /api/me answered ${me.non2xx} non-2xx`);

  return {
    api_health: figures(health),
    bare_node_http: figures(bareJson),
    ratio: ratio(health, bareJson),
    landing_page: { ...figures(landingResult), encoding: 'br', bytes: landingBytes.length, bare_node_same_bytes: figures(bareLanding), ratio: ratio(landingResult, bareLanding) },
    api_me: { ...figures(me), bare_node_same_bytes: figures(bareMe), ratio: ratio(me, bareMe) },
  };
}

log('benchmark: event appends');
const appends = await benchAppends(DATABASE_URL);

const stack = startStack(env, { quiet: true });
let httpFigures;
let lighthouseFigures;
let purchaseFigures;
let lessonFigures;
let trialFigures;
let campaignFigures;
try {
  // A shared 2-core machine under load can take over a minute to start three Node services.
  await waitUntilReady(BENCH, 180);
  log('benchmark: GET /api/health, / (brotli) and an authenticated /api/me vs bare node http');
  httpFigures = await benchHttp();
  log('benchmark: Lighthouse on the public pages (mobile)');
  lighthouseFigures = await benchLighthouse(`http://localhost:${API_PORT}`);
  log('benchmark: card purchases end to end vs the card provider alone');
  const config = core.loadConfig(env);
  purchaseFigures = await benchPurchases({
    appUrl: `http://localhost:${API_PORT}`,
    sandboxUrl: `http://localhost:${BENCH.sandboxPort}`,
    shop: { id: config.CARD_PROVIDER_SHOP_ID, pass: config.CARD_PROVIDER_SHOP_PASS },
    site: { id: config.CARD_PROVIDER_SITE_ID, pass: config.CARD_PROVIDER_SITE_PASS },
  });
  log('benchmark: lesson commands (schedule, cancel) vs raw inserts and updates');
  lessonFigures = await benchLessons({ appUrl: `http://localhost:${API_PORT}`, databaseUrl: DATABASE_URL });
  log('benchmark: free-trial bookings (hold → confirm) across many slots vs raw inserts');
  trialFigures = await benchTrials({ appUrl: `http://localhost:${API_PORT}`, sandboxUrl: `http://localhost:${BENCH.sandboxPort}`, databaseUrl: DATABASE_URL });
  log('benchmark: a campaign mail to 5,000 members at once vs the SMTP sandbox alone');
  campaignFigures = await benchCampaignMail({ ...campaignTargets(BENCH), members: Number(process.env.BENCH_CAMPAIGN_MEMBERS ?? 5000) });
} finally {
  await stack.stop();
}
// What each command costs (CPU ms by process, statements, Redis commands, round trips), on a stack of its own with the
// counter preloaded (tools/bench/command-cost.mjs): the throughput figures above ran without it. BENCH_COMMAND_COUNT.
log('benchmark: every command\'s cost (tools/bench/command-cost.mjs)');
const commandCosts = await benchCommandCosts({ count: Number(process.env.BENCH_COMMAND_COUNT ?? 40) });
const purchaseCost = commandCosts.commands.purchase;
if (purchaseFigures && purchaseCost && !purchaseCost.error) {
  // Beside the purchase's ratio: what one costs (issue 35).
  purchaseFigures.cost_per_purchase = { cpu_ms: purchaseCost.cpu_ms, sql_statements: purchaseCost.sql_statements, redis_commands: purchaseCost.redis_commands, round_trips: purchaseCost.round_trips };
}

// Load as members use it, then the soak: on a stack of its own (ports 3450/3460, coaching_bench_mixed), started after
// this one stopped so the two never share the machine. BENCH_MIXED_MEMBERS/_SECONDS, BENCH_CAPACITY_STEPS and
// BENCH_SOAK_MINUTES shorten it.
log('benchmark: mixed member load and soak (tools/bench/mixed-load.mjs)');
const mixedFigures = await benchMixedLoad({
  members: Number(process.env.BENCH_MIXED_MEMBERS ?? 500),
  seconds: Number(process.env.BENCH_MIXED_SECONDS ?? 60),
  capacitySteps: Number(process.env.BENCH_CAPACITY_STEPS ?? 2),
  soakMinutes: Number(process.env.BENCH_SOAK_MINUTES ?? 10),
});
// The capacity against the last recorded run on this same machine (same CPU model and count): "before" is that run.
const previous = existsSync(join(ROOT, 'bench-results/latest.json')) ? JSON.parse(readFileSync(join(ROOT, 'bench-results/latest.json'), 'utf8')) : null;
const machine = { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version };
const before = previous?.machine?.model === machine.model && previous?.machine?.cpus === machine.cpus ? previous?.mixed_load?.capacity_members : undefined;
if (mixedFigures.mixed_load && before) {
  mixedFigures.mixed_load.capacity_before = { members: before, commit: previous.commit, measured_at: previous.measured_at };
  mixedFigures.mixed_load.capacity_ratio_vs_before = +(mixedFigures.mixed_load.capacity_members / before).toFixed(2);
}
const result = {
  measured_at: new Date().toISOString(),
  commit: gitSha(),
  machine,
  event_appends: appends,
  http_health: httpFigures,
  lighthouse: lighthouseFigures,
  purchases: purchaseFigures,
  lessons: lessonFigures,
  trial_bookings: trialFigures,
  campaign_mail: campaignFigures,
  command_costs: commandCosts,
  mixed_load: mixedFigures.mixed_load,
  soak: mixedFigures.soak,
};
mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
writeFileSync(join(ROOT, 'bench-results/latest.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log(JSON.stringify(result, null, 2));
process.exit(0);
