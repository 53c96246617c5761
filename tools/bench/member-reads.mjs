#!/usr/bin/env node
// Does the member reads' fast path (ADR 0021) still earn its place? The same signed-in member's `GET /api/me` and
// `GET /api/lessons/latest`, once as the fast path answers them and once through Express and Nest (the same path with a
// query string, which the fast path leaves to Express), each beside a bare Node server sending the same bytes, in the
// same run. Runs the bench's stack on its own database (coaching_bench), so not beside `npm run bench`.
//   node tools/bench/member-reads.mjs [--seconds 5] [--no-build]
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { BENCH, serverEnv } from '../lib/env.mjs';
import { freshBenchState } from '../lib/bench-state.mjs';
import { ensureServices, log, nx, run } from '../lib/setup.mjs';
import { startStack, waitUntilReady } from '../lib/stack.mjs';
import { bareNode, cannon } from './http-load.mjs';
import { Member } from './member-client.mjs';

const { values: args } = parseArgs({ options: { seconds: { type: 'string', default: '5' }, 'no-build': { type: 'boolean', default: false } } });
const DURATION = Number(args.seconds);

await ensureServices();
if (!args['no-build']) nx('run-many -t build -p @coaching/api @coaching/worker @coaching/sandbox --outputStyle=static');
const { DEMO_MEMBER } = createRequire(import.meta.url)('../../apps/api/dist/database/seed/catalogue.js');
const env = serverEnv(BENCH, { LOG_LEVEL: 'silent' });
await freshBenchState(BENCH);
run('node apps/api/dist/cli.js migrate', { env, stdio: 'ignore' });
run('node apps/api/dist/cli.js seed', { env, stdio: 'ignore' });

/** The figure after the shared warm-up, refusing a run that answered anything but 2xx. */
const measured = async (url, headers) => {
  const result = await cannon(url, headers, DURATION);
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result;
};

const stack = startStack(env, { quiet: true });
try {
  await waitUntilReady(BENCH, 180);
  const api = `http://127.0.0.1:${BENCH.apiPort}`;
  // The seed's demo member: verified, with courses and (on some days) lessons, as a real member's mypage reads it.
  const member = new Member(api, '198.19.2.1');
  await member.json('GET', '/sanctum/csrf-cookie', undefined, [204]);
  await member.json('POST', '/api/login', { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password }, [200]);
  const headers = { accept: 'application/json', cookie: [...member.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
  const rows = [];
  for (const path of ['/api/me', '/api/lessons/latest']) {
    const body = Buffer.from(JSON.stringify(await member.json('GET', path, undefined, [200])));
    const bare = await bareNode(body, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }, headers, { port: 3402, duration: DURATION });
    log(`benchmark: ${path} on the fast path and through Express`);
    const fast = await measured(`${api}${path}`, headers);
    const express = await measured(`${api}${path}?via=express`, headers);
    const row = (what, r) => ({ path, what, requests_per_second: Math.round(r.requests.average), p50_ms: r.latency.p50, p99_ms: r.latency.p99, ratio_to_bare: +(r.requests.average / bare.requests.average).toFixed(3) });
    rows.push(row('bare node, same bytes', bare), row('fast path', fast), row('express + nest', express));
  }
  console.table(rows);
} finally {
  await stack.stop();
}
