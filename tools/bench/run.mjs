#!/usr/bin/env node
// `npm run bench`: throughput figures, each beside a baseline measured in the same run on this machine
// (raw PostgreSQL inserts, a bare Node http server, the card provider alone), so a noisy shared machine
// still gives a fair ratio. Runs its own stack (api, worker, sandbox) on its own ports and database.
import autocannon from 'autocannon';
import { writeFileSync, mkdirSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import os from 'node:os';
import { createRequire } from 'node:module';
import { BENCH, serverEnv } from '../lib/env.mjs';
import { ensureDependencies, ensureServices, gitSha, log, nx, ROOT, run } from '../lib/setup.mjs';
import { startStack, waitUntilReady } from '../lib/stack.mjs';
import { benchLighthouse } from './lighthouse.mjs';
import { benchPurchases } from './purchases.mjs';

const require = createRequire(import.meta.url);
const DATABASE_URL = BENCH.databaseUrl;
const API_PORT = BENCH.apiPort;
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);

ensureDependencies();
await ensureServices();
nx('run-many -t build -p @coaching/api @coaching/worker @coaching/web @coaching/admin @coaching/sandbox --outputStyle=static');
const env = serverEnv(BENCH, { LOG_LEVEL: 'silent' });
run('node apps/api/dist/cli.js migrate', { env });
run('node apps/api/dist/cli.js seed', { env });

const core = require(join(ROOT, 'libs/server/core/dist'));
const { MikroORM } = require('@mikro-orm/postgresql');
const { Client } = require('pg');

const perSecond = (count, ms) => Math.round((count / ms) * 1000);
async function timed(fn) {
  const start = performance.now();
  const count = await fn();
  return perSecond(count, performance.now() - start);
}

// --- event appends against PostgreSQL ---------------------------------------------------------------
async function benchAppends() {
  const orm = await MikroORM.init({ ...core.buildOrmConfig({ databaseUrl: DATABASE_URL, entities: [], poolMax: 10 }), logger: () => undefined });
  const store = new core.EventStore();
  const event = { type: 'BenchRecorded', data: { amount: 1200, note: 'bench' } };
  const N = 2000;

  const single = await timed(async () => {
    const stream = { id: `bench-${Date.now()}`, type: 'bench' };
    for (let v = 0; v < N; v++) await orm.em.fork().transactional((tx) => store.append(tx, stream, v, [event]));
    return N;
  });

  const streams = 10;
  const many = await timed(async () => {
    await Promise.all(
      Array.from({ length: streams }, async (_, s) => {
        const stream = { id: `bench-many-${Date.now()}-${s}`, type: 'bench' };
        for (let v = 0; v < N / streams; v++) await orm.em.fork().transactional((tx) => store.append(tx, stream, v, [event]));
      }),
    );
    return N;
  });
  await orm.close(true);

  // Baseline: the same number of single-row transactional inserts with the bare pg driver.
  const clients = await Promise.all(Array.from({ length: streams }, async () => {
    const c = new Client({ connectionString: DATABASE_URL });
    await c.connect();
    return c;
  }));
  await clients[0].query('create table if not exists bench_raw (id bigserial primary key, stream text, version int, data jsonb)');
  const rawSingle = await timed(async () => {
    for (let i = 0; i < N; i++) {
      await clients[0].query('begin');
      await clients[0].query('insert into bench_raw (stream, version, data) values ($1, $2, $3)', ['raw', i, event.data]);
      await clients[0].query('commit');
    }
    return N;
  });
  const rawMany = await timed(async () => {
    await Promise.all(
      clients.map(async (c, s) => {
        for (let i = 0; i < N / streams; i++) {
          await c.query('begin');
          await c.query('insert into bench_raw (stream, version, data) values ($1, $2, $3)', [`raw-${s}`, i, event.data]);
          await c.query('commit');
        }
      }),
    );
    return N;
  });
  await clients[0].query('truncate bench_raw');
  await Promise.all(clients.map((c) => c.end()));
  return {
    single_stream: { appends_per_second: single, raw_insert_baseline_per_second: rawSingle, ratio: +(single / rawSingle).toFixed(3) },
    many_streams: { streams, appends_per_second: many, raw_insert_baseline_per_second: rawMany, ratio: +(many / rawMany).toFixed(3) },
  };
}

// --- HTTP: GET /api/health vs a bare Node server ----------------------------------------------------
const cannon = (url) =>
  new Promise((resolve, reject) => autocannon({ url, connections: 20, duration: DURATION, pipelining: 1 }, (error, result) => (error ? reject(error) : resolve(result))));

async function benchHttp() {
  const bare = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"status":"ok"}');
  });
  await new Promise((r) => bare.listen(3401, '127.0.0.1', r));
  const bareResult = await cannon('http://127.0.0.1:3401/');
  await new Promise((r) => bare.close(r));

  const apiResult = await cannon(`http://127.0.0.1:${API_PORT}/api/health`);
  const figures = (r) => ({ requests_per_second: Math.round(r.requests.average), latency_p50_ms: r.latency.p50, latency_p99_ms: r.latency.p99, non_2xx: r.non2xx, errors: r.errors });
  // The top page as the server renders it (cached between catalogue refreshes), against the same bare server.
  const landingResult = await cannon(`http://127.0.0.1:${API_PORT}/`);
  return {
    api_health: figures(apiResult),
    landing_page: { ...figures(landingResult), ratio: +(landingResult.requests.average / bareResult.requests.average).toFixed(3) },
    bare_node_http: figures(bareResult),
    ratio: +(apiResult.requests.average / bareResult.requests.average).toFixed(3),
  };
}

log('benchmark: event appends');
const appends = await benchAppends();

const stack = startStack(env, { quiet: true });
let httpFigures;
let lighthouseFigures;
let purchaseFigures;
try {
  await waitUntilReady(BENCH);
  log('benchmark: GET /api/health and / vs bare node http');
  httpFigures = await benchHttp();
  log('benchmark: Lighthouse on the public pages (mobile)');
  lighthouseFigures = await benchLighthouse(`http://localhost:${API_PORT}`);
  log('benchmark: card purchases end to end vs the card provider alone');
  const config = core.loadConfig(env);
  purchaseFigures = await benchPurchases({
    appUrl: `http://localhost:${API_PORT}`,
    sandboxUrl: `http://localhost:${BENCH.sandboxPort}`,
    shop: { id: config.CARD_PROVIDER_SHOP_ID, pass: config.CARD_PROVIDER_SHOP_PASS },
  });
} finally {
  await stack.stop();
}
const result = {
  measured_at: new Date().toISOString(),
  commit: gitSha(),
  machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version },
  event_appends: appends,
  http_health: httpFigures,
  lighthouse: lighthouseFigures,
  purchases: purchaseFigures,
};
mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
writeFileSync(join(ROOT, 'bench-results/latest.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log(JSON.stringify(result, null, 2));
process.exit(0);
