#!/usr/bin/env node
// CPU profile of the api under the bench's HTTP load, one endpoint at a time:
//   node tools/bench/profile.mjs [landing|health|me|all] [seconds]
// Needs the built api and web (`npx nx run-many -t build -p @coaching/api @coaching/web`) and the bench database
// (`npm run bench` migrates and seeds it; this script does it too). Writes bench-results/profiles/<target>.cpuprofile
// (open it in Chrome DevTools or speedscope for the flame graph) and prints the heaviest frames and packages.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { BENCH, serverEnv } from '../lib/env.mjs';
import { ensureServices, log, ROOT, run } from '../lib/setup.mjs';
import { Member } from './member-client.mjs';
import { summarise } from './cpu-profile.mjs';

const [target = 'all', seconds = '8'] = process.argv.slice(2);
const targets = target === 'all' ? ['landing', 'health', 'me'] : [target];
const env = serverEnv(BENCH, { LOG_LEVEL: 'silent' });
const base = `http://127.0.0.1:${BENCH.apiPort}`;
const outDir = join(ROOT, 'bench-results/profiles');

await ensureServices();
run('node apps/api/dist/cli.js migrate', { env, stdio: 'ignore' });
run('node apps/api/dist/cli.js seed', { env, stdio: 'ignore' });
mkdirSync(outDir, { recursive: true });

async function startApi(dir) {
  const child = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${dir}`, join(ROOT, 'apps/api/dist/main.js')], { env, stdio: 'ignore' });
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error('the api did not start');
}

async function memberCookie() {
  const member = new Member(base, '198.19.0.1');
  await member.json('GET', '/sanctum/csrf-cookie', undefined, [204]);
  await member.json('POST', '/api/register', { email: `profile-${Date.now()}@example.jp`, password: 'bench-password-123' }, [201]);
  return [...member.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
}

const load = (path, headers) =>
  new Promise((resolve, reject) =>
    autocannon({ url: `${base}${path}`, connections: 20, duration: Number(seconds), headers }, (error, result) => (error ? reject(error) : resolve(result))),
  );

for (const name of targets) {
  const dir = join(outDir, `tmp-${name}`);
  rmSync(dir, { recursive: true, force: true });
  const api = await startApi(dir);
  let loadStarted = 0;
  try {
    const headers = name === 'me' ? { cookie: await memberCookie(), accept: 'application/json' } : { 'accept-encoding': 'br, gzip' };
    const path = { landing: '/', health: '/api/health', me: '/api/me' }[name];
    await load(path, headers); // warm-up
    loadStarted = Date.now();
    const result = await load(path, headers);
    log(`${name}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`);
  } finally {
    await new Promise((resolve) => {
      api.once('exit', resolve);
      api.kill('SIGTERM');
    });
  }
  const [file] = readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'));
  renameSync(join(dir, file), join(outDir, `${name}.cpuprofile`));
  rmSync(dir, { recursive: true, force: true });
  console.log(summarise(join(outDir, `${name}.cpuprofile`), Date.now() - loadStarted));
}
