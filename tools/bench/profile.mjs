#!/usr/bin/env node
// CPU profile of the api under the bench's HTTP load, one endpoint at a time:
//   node tools/bench/profile.mjs [landing|health|me|all] [seconds]
// Needs the built api and web (`npx nx run-many -t build -p @coaching/api @coaching/web`) and the bench database
// (`npm run bench` migrates and seeds it; this script does it too). Writes bench-results/profiles/<target>.cpuprofile
// (open it in Chrome DevTools or speedscope for the flame graph) and prints the heaviest frames and packages.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { BENCH, serverEnv } from '../lib/env.mjs';
import { ensureServices, log, ROOT, run } from '../lib/setup.mjs';
import { Member } from './member-client.mjs';

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

/** Self time per frame and per package (node_modules/<name>, node: internals, our code). */
// Only the samples of the last `windowMs` before the profile ended (the load, not the start-up).
function summarise(file, windowMs) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const self = new Map(profile.nodes.map((n) => [n.id, 0]));
  const from = profile.endTime - windowMs * 1000;
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i] ?? 0;
    if (at >= from) self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + (profile.timeDeltas[i] ?? 0));
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const frames = new Map();
  const packages = new Map();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    const time = self.get(node.id) ?? 0;
    const key = `${functionName || '(anonymous)'} ${url.replace(/^file:\/\//, '').replace(ROOT, '')}:${lineNumber + 1}`;
    frames.set(key, (frames.get(key) ?? 0) + time);
    const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ?? (url.startsWith('node:') ? 'node:' + url.slice(5).split('/')[0] : url ? (url.includes('/dist/') ? 'our code' : url) : functionName);
    packages.set(pkg, (packages.get(pkg) ?? 0) + time);
  }
  const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, t]) => `  ${((t / total) * 100).toFixed(1).padStart(5)}%  ${k}`);
  return [`self time by package:`, ...top(packages, 15), `self time by frame:`, ...top(frames, 25)].join('\n');
}

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
