#!/usr/bin/env node
// Load as members use the school (issue 15, item 4): N simulated members, each a loop with 1–3 s of think time,
// through the landing page, sign-in, mypage, the trial schedule, a card purchase, a lesson cancel and a trial
// hold/release, for a fixed time; then a soak at a steady, smaller load sampling the api's and worker's memory.
//   node tools/bench/mixed-load.mjs [--members 500] [--seconds 60] [--ramp-seconds 30] [--settle-seconds 30] [--capacity-steps 2]
//     [--soak-minutes 10] [--soak-members 50] [--cpu-prof] [--short]
// Members arrive, settle, then one steady minute is measured; then the sign-in storm on its own, and the capacity (the
// most members, in steps of 50, whose steady minute holds p95 < 300 ms with 0 errors). --short: a quick check.
// Runs its own stack (api 3450, sandbox 3460, SMTP 2775, database coaching_bench_mixed, queue prefix
// coaching-bench-mixed), so it never meets `npm run bench` (3400/3410) or `npm test`. Standalone it writes
// bench-results/mixed-load.json; `npm run bench` calls benchMixedLoad() and files the figures under mixed_load/soak.
// The baseline, in the same run: a bare Node server (its own process) answering the landing page's very bytes to the
// same number of members with the same think time.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { benchName, benchPort, serverEnv } from '../lib/env.mjs';
import { ensureDependencies, ensureServices, gitSha, log, nx, ROOT, run } from '../lib/setup.mjs';
import { freshBenchState } from '../lib/bench-state.mjs';
import { startStack, waitUntilReady } from '../lib/stack.mjs';
import { summarise } from './cpu-profile.mjs';
import { giveLessons } from './lessons.mjs';
import { litePlan, prepareBuyer, PurchasingMember, verificationPath } from './purchases.mjs';
import { discordMember, openSlots } from './trials.mjs';

const require = createRequire(import.meta.url);

export const MIXED = {
  name: 'bench-mixed',
  apiPort: benchPort(3450),
  sandboxPort: benchPort(3460),
  smtpPort: benchPort(2775),
  databaseUrl: `postgresql://postgres@127.0.0.1:5432/${benchName('coaching_bench_mixed')}`,
  redisUrl: 'redis://127.0.0.1:6379/0',
  queuePrefix: benchName('coaching-bench-mixed'),
};
const BARE_PORT = benchPort(3451);
const CARD = { cardno: '4111111111111111', expire: '3012' };
const PASSWORD = 'bench-password-123';
const LAG_RESOLUTION_MS = 10;
/**
 * Members arrive over this many seconds before the measured minute, as a load test ramps up to its concurrency: 500
 * sign-ins in one burst are a different question (how fast a copy checks passwords: ARGON2 on 2 cores, runbook), and
 * `--ramp-seconds 3` still asks it; its figures are reported under `arrival` either way.
 */
const ARRIVAL_RAMP_SECONDS = 30;
/** After the last arrival, the load runs this long before the measured minute: the arrival's backlog drains first. */
const SETTLE_SECONDS = 30;
/** The capacity is searched in steps of this many members. */
const CAPACITY_STEP = 50;

/**
 * What a signed-in member does after each think time (weights, in percent; the rest: mypage). A member signs in at
 * the start of a visit (landing, CSRF cookie, sign-in, mypage) and signs out with SIGN_OUT's weight, to come back.
 * Purchases: each buyer at most once; lesson cancels: while the member has a lesson; trial members (Discord) hold a
 * seat once and let it go at their next step.
 */
export const MIX = { landing: 15, schedule: 20, purchase: 6, lessonCancel: 10, signOut: 5 };
/** Of the members: who has lessons to cancel, who signed up with Discord for a trial; the others buy. */
export const SHARES = { lessons: 0.1, trials: 0.1 };

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const think = () => sleep(1000 + Math.random() * 2000);
const round1 = (n) => Math.round(n * 10) / 10;
const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null);
const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** Addresses in 198.18.0.0/15 (benchmarking, RFC 2544) from a random offset, one per member: sign-up is limited per address. */
function addresses() {
  const base = Math.floor(Math.random() * 60_000);
  return (i) => {
    const n = base + i + 1;
    return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
  };
}

// --- the figures: every request timed, by kind --------------------------------------------------------------------
class Recorder {
  constructor() {
    this.kinds = new Map();
    this.open = true;
    this.startedAt = performance.now();
    /** Latencies of the HTTP requests by the 10-second window they started in, to tell the arrival from the steady state. */
    this.windows = [];
  }

  windowOf(name, started, latency) {
    if (name === 'purchase_settled') return;
    const i = Math.floor((started - this.startedAt) / 10_000);
    (this.windows[i] ??= []).push(latency);
  }

  kind(name) {
    if (!this.kinds.has(name)) this.kinds.set(name, { latencies: [], errors: 0, statuses: {}, samples: [] });
    return this.kinds.get(name);
  }

  /** Times `fn` (answers the Response or throws) as one request of `kind`; 2xx/3xx count as answered, the rest as errors. */
  async time(name, fn, expected) {
    const started = performance.now();
    let status;
    let res;
    try {
      res = await fn();
      status = res.status;
    } catch (error) {
      status = error.name === 'AbortError' || error.name === 'TimeoutError' ? 'timeout' : 'network';
      res = undefined;
      if (!this.open) return undefined;
      const k = this.kind(name);
      k.latencies.push(performance.now() - started);
      this.windowOf(name, started, performance.now() - started);
      k.errors += 1;
      k.statuses[status] = (k.statuses[status] ?? 0) + 1;
      if (k.samples.length < 3) k.samples.push(String(error.cause?.code ?? error.message).slice(0, 160));
      return undefined;
    }
    if (!this.open) return res;
    const k = this.kind(name);
    k.latencies.push(performance.now() - started);
    this.windowOf(name, started, performance.now() - started);
    k.statuses[status] = (k.statuses[status] ?? 0) + 1;
    const ok = expected ? expected.includes(status) : status >= 200 && status < 400;
    if (!ok) {
      k.errors += 1;
      if (k.samples.length < 3) k.samples.push(`${status} ${res.__text?.slice(0, 160) ?? ''}`);
    }
    return res;
  }

  /** Per kind and overall (the HTTP requests, not the purchase's wait on its event stream): count, percentiles, errors, rate. */
  report(seconds, { excluded = ['purchase_settled'] } = {}) {
    const figures = (latencies, errors, statuses, samples) => {
      const sorted = [...latencies].sort((a, b) => a - b);
      return {
        count: sorted.length,
        p50_ms: round1(percentile(sorted, 50) ?? 0),
        p95_ms: round1(percentile(sorted, 95) ?? 0),
        p99_ms: round1(percentile(sorted, 99) ?? 0),
        max_ms: round1(sorted.at(-1) ?? 0),
        errors,
        per_second: round1(sorted.length / seconds),
        statuses,
        ...(samples?.length ? { error_samples: samples } : {}),
      };
    };
    const byKind = {};
    const all = [];
    let errors = 0;
    const statuses = {};
    for (const [name, k] of [...this.kinds].sort()) {
      byKind[name] = figures(k.latencies, k.errors, k.statuses, k.samples);
      if (excluded.includes(name)) continue;
      all.push(...k.latencies);
      errors += k.errors;
      for (const [s, n] of Object.entries(k.statuses)) statuses[s] = (statuses[s] ?? 0) + n;
    }
    const p95_by_10s_window_ms = this.windows.map((w) => round1(percentile([...(w ?? [])].sort((a, b) => a - b), 95) ?? 0));
    return { overall: figures(all, errors, statuses), p95_by_10s_window_ms, by_kind: byKind };
  }
}

/**
 * The members' arrival and the steady load after it, recorded apart: a request started before every member has
 * arrived (the ramp) counts in `arrival`, one started after in `steady`, whose 10-second windows start there.
 */
class PhasedRecorder {
  constructor(rampMs, settleMs = 0) {
    this.arrival = new Recorder();
    this.settle = new Recorder();
    this.steady = new Recorder();
    this.settleFrom = this.arrival.startedAt + rampMs;
    this.settle.startedAt = this.settleFrom;
    this.steadyFrom = this.settleFrom + settleMs;
    this.steady.startedAt = this.steadyFrom;
  }

  get open() {
    return this.steady.open;
  }

  set open(value) {
    this.arrival.open = value;
    this.settle.open = value;
    this.steady.open = value;
  }

  /** The recorder of a request started at `started` (performance.now()): arrival, settling, or the measured steady use. */
  at(started) {
    return started < this.settleFrom ? this.arrival : started < this.steadyFrom ? this.settle : this.steady;
  }

  time(name, fn, expected) {
    return this.at(performance.now()).time(name, fn, expected);
  }
}

/** A Response whose body was read (the time includes the body), its text kept for the error samples. */
async function readBody(res) {
  const text = await res.text();
  Object.defineProperty(res, '__text', { value: text });
  return res;
}

// --- a member as the load drives it --------------------------------------------------------------------------------
class LoadMember extends PurchasingMember {
  constructor(appUrl, address, { email, role }) {
    super(appUrl, address);
    this.email = email;
    this.role = role; // 'buyer' | 'lessons' | 'trial'
    this.signedIn = role === 'trial'; // Discord members keep their session (their sign-in is the OAuth round trip)
    this.bought = false;
    this.lessons = [];
    this.trialHeld = undefined;
    this.trialDone = false;
  }

  /** One timed request through the member's cookie jar (XSRF echoed); the body is read before the clock stops. */
  call(rec, kind, method, path, body, expected) {
    return rec.time(kind, async () => readBody(await this.request(method, path, body)), expected);
  }
}

const json = (res) => {
  try {
    return res?.__text ? JSON.parse(res.__text) : null;
  } catch {
    return null;
  }
};

/** The landing page as a browser asks for it (brotli), its bytes read (undici decodes them, as a browser would). */
const landing = (rec, url, address) =>
  rec.time('landing', async () => readBody(await fetch(`${url}/`, { headers: { 'Accept-Encoding': 'br, gzip', Accept: 'text/html', 'X-Forwarded-For': address } })));

async function mypage(rec, m) {
  // The mypage asks for the three together, as the page does on load.
  await Promise.all([m.call(rec, 'me', 'GET', '/api/me'), m.call(rec, 'lessons_latest', 'GET', '/api/lessons/latest'), m.call(rec, 'informations', 'GET', '/api/informations')]);
}

async function signIn(rec, m, appUrl) {
  m.cookies.clear();
  await landing(rec, appUrl, m.address);
  await think();
  await m.call(rec, 'csrf_cookie', 'GET', '/sanctum/csrf-cookie');
  const res = await m.call(rec, 'login', 'POST', '/api/login', { email: m.email, password: PASSWORD });
  m.signedIn = res?.status === 200;
  if (m.signedIn) await mypage(rec, m);
}

/** A week of the trial schedule within the booking horizon (four weeks from today, Tokyo time). */
function scheduleWeek() {
  const today = new Date(Date.now() + 9 * 3600_000);
  return new Date(today.getTime() + Math.floor(Math.random() * 4) * 7 * 86_400_000).toISOString().slice(0, 10);
}

async function trialStep(rec, m) {
  if (m.trialHeld) {
    await m.call(rec, 'trial_release', 'POST', `/api/trials/${m.trialHeld}/release`, {});
    m.trialHeld = undefined;
    m.trialDone = true;
    return;
  }
  const game = 1 + Math.floor(Math.random() * 2);
  const schedule = json(await m.call(rec, 'trial_schedule', 'GET', `/api/trials/schedule?start=${scheduleWeek()}&game_id=${game}`));
  if (!schedule || m.trialDone) return;
  const free = Object.entries(schedule).flatMap(([day, { schedules }]) => Object.entries(schedules).filter(([, seats]) => seats > 0).map(([time]) => `${day} ${time}`));
  if (!free.length) return;
  await think(); // choosing a slot and filling in the name
  // 409 is the spec's 満席 answer: another member took the last seat since this one read the schedule.
  const held = json(await m.call(rec, 'trial_hold', 'POST', '/api/trials', { last_name: 'ベンチ', first_name: '太郎', start: pick(free), game_id: game }, [201, 409]));
  if (held?.id) m.trialHeld = held.id;
}

async function purchase(rec, m, ctx) {
  if (!m.token || Date.now() - m.tokenAt > 20 * 60_000) {
    // The card form tokenises with the provider's script before the member presses "buy" (the provider's time, not ours).
    m.token = await ctx.cardToken(`${ctx.sandboxUrl}/payments/ext/js/token.js`, ctx.shopId, CARD);
    m.tokenAt = Date.now();
  }
  m.bought = true;
  const started = performance.now();
  const answer = json(await m.call(rec, 'purchase', 'POST', `/api/plans/${ctx.plan.id}/purchase`, { method: 'bulk', period: 1, token: m.token, idempotency_key: randomUUID() }, [202]));
  if (!answer?.data?.id) return;
  // The result page listens on the payment's event stream until it is settled.
  try {
    await m.settled(answer.data.id, 60_000);
    if (rec.open) rec.at(started).kind('purchase_settled').latencies.push(performance.now() - started);
  } catch (error) {
    if (!rec.open) return;
    const k = rec.at(started).kind('purchase_settled');
    k.latencies.push(performance.now() - started);
    k.errors += 1;
    if (k.samples.length < 3) k.samples.push(String(error.message).slice(0, 160));
  }
}

/** A step drawn from MIX; one the member cannot take (nothing to cancel, already bought) is a mypage visit instead. */
function chooseStep(m) {
  let roll = Math.random() * 100;
  for (const [step, weight] of Object.entries(MIX)) {
    if ((roll -= weight) >= 0) continue;
    if (step === 'schedule') return m.role === 'trial' && !m.trialDone ? 'trial' : 'schedule';
    if (step === 'purchase') return m.role === 'buyer' && !m.bought ? 'purchase' : 'mypage';
    if (step === 'lessonCancel') return m.lessons.length ? 'lessonCancel' : 'mypage';
    if (step === 'signOut') return m.role === 'trial' ? 'mypage' : 'signOut';
    return step;
  }
  return 'mypage';
}

/** One member's visits from `arriveAt` (epoch ms) until `until`: think, then a step drawn from MIX. */
async function memberLoop(m, arriveAt, until, rec, ctx) {
  await sleep(Math.max(0, arriveAt - Date.now()));
  while (Date.now() < until) {
    if (!m.signedIn) {
      await signIn(rec, m, ctx.appUrl);
      await think();
      continue;
    }
    const step = chooseStep(m);
    if (step === 'landing') await landing(rec, ctx.appUrl, m.address);
    else if (step === 'trial') await trialStep(rec, m);
    else if (step === 'schedule') await m.call(rec, 'trial_schedule', 'GET', `/api/trials/schedule?start=${scheduleWeek()}&game_id=${1 + Math.floor(Math.random() * 2)}`);
    else if (step === 'purchase') await purchase(rec, m, ctx);
    else if (step === 'lessonCancel') await m.call(rec, 'lesson_cancel', 'POST', `/api/lessons/${m.lessons.pop()}/cancel`, { reason: 'ベンチマークの都合' });
    else if (step === 'signOut') {
      await m.call(rec, 'logout', 'POST', '/api/logout', {});
      m.signedIn = false;
    } else await mypage(rec, m);
    await think();
  }
}

/**
 * Members arrive evenly over `rampSeconds` (the i-th at i/N of it, give or take), use the school `settleSeconds` more
 * (the arrival's backlog drains: not measured), then all of them load it for `seconds`, measured. Answers the steady
 * load's report (the figures held against the target) with the arrival's and the settling's beside it, and the load
 * generator's own event-loop delay.
 */
async function drive(members, seconds, ctx, rampSeconds = ARRIVAL_RAMP_SECONDS, settleSeconds = 0) {
  const rec = new PhasedRecorder(rampSeconds * 1000, settleSeconds * 1000);
  const lag = monitorEventLoopDelay({ resolution: LAG_RESOLUTION_MS });
  lag.enable();
  const started = Date.now();
  const total = rampSeconds + settleSeconds + seconds;
  const until = started + total * 1000;
  const arriveAt = (i) => started + ((i + Math.random()) / members.length) * rampSeconds * 1000;
  const closer = setTimeout(() => (rec.open = false), total * 1000 + 5000); // a request still open 5 s after the end is not counted
  await Promise.all(members.map((m, i) => memberLoop(m, arriveAt(i), until, rec, ctx)));
  clearTimeout(closer);
  rec.open = false;
  lag.disable();
  const arrival = rec.arrival.report(rampSeconds);
  const settling = rec.settle.report(Math.max(1, settleSeconds));
  return {
    ...rec.steady.report(seconds),
    arrival: { ramp_seconds: rampSeconds, overall: arrival.overall, p95_by_10s_window_ms: arrival.p95_by_10s_window_ms, by_kind: arrival.by_kind },
    settle: { seconds: settleSeconds, overall: settling.overall, p95_by_10s_window_ms: settling.p95_by_10s_window_ms },
    // The histogram holds the time between its timer's ticks: the delay is what exceeds the resolution.
    load_generator_event_loop_delay_ms: { p50: round1(lag.percentile(50) / 1e6 - LAG_RESOLUTION_MS), p99: round1(lag.percentile(99) / 1e6 - LAG_RESOLUTION_MS), max: round1(lag.max / 1e6 - LAG_RESOLUTION_MS) },
  };
}

// --- preparing the members -----------------------------------------------------------------------------------------
/** `make(i)` for i < count, `size` at a time; answers the results in order. */
export async function inBatches(count, size, make, label) {
  const out = [];
  for (let i = 0; i < count; i += size) {
    out.push(...(await Promise.all(Array.from({ length: Math.min(size, count - i) }, (_, k) => make(i + k)))));
    if (label && (i / size) % 5 === 4) log(`${label}: ${out.length}/${count}`);
  }
  return out;
}

/** A verified member with student information, signed in (the session is dropped before the load starts). */
async function passwordMember(appUrl, sandboxUrl, address, email, role) {
  const m = new LoadMember(appUrl, address, { email, role });
  await m.json('GET', '/sanctum/csrf-cookie', undefined, [204]);
  await m.json('POST', '/api/register', { email, password: PASSWORD }, [201]);
  await m.request('GET', await verificationPath(sandboxUrl, email, 180_000));
  const { ADULT_STUDENT } = require(join(ROOT, 'apps/api/dist/testing/billing-members.js'));
  await m.json('POST', '/api/personal_informations/', ADULT_STUDENT, [200]);
  return m;
}

async function prepareMembers(count, ctx) {
  const address = addresses();
  const run = Date.now().toString(36);
  const lessonCount = Math.round(count * SHARES.lessons);
  const trialCount = Math.round(count * SHARES.trials);
  const passwordCount = count - trialCount;
  const started = performance.now();
  const members = await inBatches(
    passwordCount,
    20,
    async (i) => {
      const role = i < lessonCount ? 'lessons' : 'buyer';
      const email = `mixed-${run}-${i}@example.jp`;
      if (role === 'lessons') return passwordMember(ctx.appUrl, ctx.sandboxUrl, address(i), email, role);
      // Buyers as the purchase bench prepares them: their card token is made now, before the member presses "buy".
      const buyer = await prepareBuyer({ appUrl: ctx.appUrl, sandboxUrl: ctx.sandboxUrl, shopId: ctx.shopId, address: address(i), email });
      const m = Object.assign(new LoadMember(ctx.appUrl, address(i), { email, role }), { cookies: buyer.cookies, token: buyer.token, tokenAt: Date.now() });
      return m;
    },
    'members (password sign-up, verified, student information)',
  );
  await giveLessons(ctx.appUrl, ctx.databaseUrl, members.slice(0, lessonCount));
  const trialMembers = await inBatches(trialCount, 10, async (i) => {
    const discord = await discordMember(ctx.appUrl, ctx.sandboxUrl, passwordCount + i);
    const m = new LoadMember(ctx.appUrl, address(passwordCount + i), { email: null, role: 'trial' });
    m.cookies = discord.cookies;
    return m;
  });
  // A trial slot exists in the schedule the members will see (else there is nothing to hold).
  if (trialCount && !(await openSlots(trialMembers[0], 2)).length) log('no open trial slot in the demo schedule: trial holds will not happen');
  for (const m of members) m.signedIn = false; // the load starts with every password member signed out
  return { members: [...members, ...trialMembers], seconds: round1((performance.now() - started) / 1000), by_role: { buyer: passwordCount - lessonCount, lessons: lessonCount, trial: trialCount } };
}

// --- the bare Node baseline ----------------------------------------------------------------------------------------
async function landingBytes(appUrl) {
  return new Promise((resolve, reject) =>
    http.get(`${appUrl}/`, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ body: Buffer.concat(chunks), encoding: res.headers['content-encoding'] }));
      res.on('error', reject);
    }),
  );
}

/** A bare Node http server in its own process (as the api is) answering every request with the landing page's bytes. */
async function startBareServer(bytes, encoding) {
  const dir = mkdtempSync(join(os.tmpdir(), 'mixed-bare-'));
  writeFileSync(join(dir, 'body'), bytes);
  const source = `const http=require('node:http');const body=require('node:fs').readFileSync(${JSON.stringify(join(dir, 'body'))});
http.createServer((q,s)=>{s.writeHead(200,{'content-type':'text/html; charset=utf-8','content-encoding':${JSON.stringify(encoding)},vary:'Accept-Encoding','content-length':body.length});s.end(body)}).listen(${BARE_PORT},'127.0.0.1',()=>console.log('ready'));`;
  const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve);
    child.once('exit', (code) => reject(new Error(`the bare server exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${BARE_PORT}`,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The same number of members, the same think time, only the landing page, against the bare server. */
async function bareBaseline(count, seconds, bytes, encoding) {
  const bare = await startBareServer(bytes, encoding);
  try {
    const rec = new Recorder();
    const until = Date.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: count }, async (_, i) => {
        await sleep(Math.random() * 3000);
        while (Date.now() < until) {
          await landing(rec, bare.url, `198.19.0.${i % 250}`);
          await think();
        }
      }),
    );
    rec.open = false;
    return rec.report(seconds).by_kind.landing;
  } finally {
    await bare.stop();
  }
}

// --- memory over time ----------------------------------------------------------------------------------------------
const vmRss = (pid) => {
  try {
    const kb = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/)?.[1];
    return kb ? Number(kb) * 1024 : null;
  } catch {
    return null;
  }
};

const lastProbe = (dir, service) => {
  try {
    const lines = readFileSync(join(dir, `${service}.jsonl`), 'utf8').trim().split('\n');
    return JSON.parse(lines.at(-1));
  } catch {
    return null;
  }
};

const MB = (bytes) => (bytes == null ? null : round1(bytes / 1048576));

/** Growth of a series after warm-up: the mean of the last three samples against the first three after it. */
function growth(samples, key, warmupSeconds) {
  const after = samples.filter((s) => s.t >= warmupSeconds && s[key] != null);
  if (after.length < 2) return null;
  const n = Math.min(3, Math.floor(after.length / 2));
  const mean = (list) => list.reduce((a, s) => a + s[key], 0) / list.length;
  const first = mean(after.slice(0, n));
  const last = mean(after.slice(-n));
  // Least-squares slope over all samples after warm-up, MB per minute.
  const xs = after.map((s) => s.t / 60);
  const ys = after.map((s) => s[key]);
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  const slope = xs.reduce((a, x, i) => a + (x - mx) * (ys[i] - my), 0) / (xs.reduce((a, x) => a + (x - mx) ** 2, 0) || 1);
  return { after_warmup_mb: round1(first), at_end_mb: round1(last), max_mb: round1(Math.max(...ys)), growth_percent: round1(((last - first) / first) * 100), slope_mb_per_minute: round1(slope) };
}

async function soak(members, minutes, ctx, stack, probeDir) {
  const seconds = minutes * 60;
  const warmupSeconds = Math.min(120, seconds / 5);
  const pids = { api: stack.children[1].pid, worker: stack.children[2].pid };
  const samples = [];
  const started = Date.now();
  const sample = () => {
    const t = Math.round((Date.now() - started) / 1000);
    const row = { t };
    for (const [name, pid] of Object.entries(pids)) {
      const probe = lastProbe(probeDir, name);
      row[`${name}_rss_mb`] = MB(vmRss(pid));
      row[`${name}_heap_used_mb`] = MB(probe?.heapUsed);
      row[`${name}_heap_total_mb`] = MB(probe?.heapTotal);
    }
    samples.push(row);
    if (samples.length % 6 === 1) log(`soak ${t}s: api ${row.api_rss_mb} MB rss (heap ${row.api_heap_used_mb}), worker ${row.worker_rss_mb} MB (heap ${row.worker_heap_used_mb})`);
  };
  sample();
  const timer = setInterval(sample, 10_000);
  const load = await drive(members, seconds, ctx);
  clearInterval(timer);
  sample();
  const memory = {};
  for (const name of Object.keys(pids)) {
    memory[name] = { rss: growth(samples, `${name}_rss_mb`, warmupSeconds), heap_used: growth(samples, `${name}_heap_used_mb`, warmupSeconds) };
  }
  const growths = Object.values(memory).map((m) => m.rss?.growth_percent ?? Infinity);
  return {
    members: members.length,
    minutes,
    warmup_seconds: warmupSeconds,
    memory,
    target_rss_growth_under_percent: 10,
    target_met: growths.every((g) => g < 10),
    latency: load.overall,
    by_kind: load.by_kind,
    load_generator_event_loop_delay_ms: load.load_generator_event_loop_delay_ms,
    samples,
  };
}

// --- capacity and the sign-in storm -------------------------------------------------------------------------------
/** The target a steady minute is held against (issue 35). */
const holds = (report) => report.overall.p95_ms < 300 && report.overall.errors === 0;

/**
 * `k` of the prepared members in the load's shares (SHARES), buyers who have not bought yet first, every password
 * member signed out (a visit starts with the sign-in). A buyer who bought in an earlier run visits mypage instead.
 */
function stepMembers(members, k) {
  const of = (role) => members.filter((m) => m.role === role);
  const lessons = of('lessons');
  const trials = of('trial');
  const buyers = [...of('buyer').filter((m) => !m.bought), ...of('buyer').filter((m) => m.bought)];
  const nl = Math.min(lessons.length, Math.round(k * SHARES.lessons));
  const nt = Math.min(trials.length, Math.round(k * SHARES.trials));
  const chosen = [...lessons.slice(0, nl), ...buyers.slice(0, k - nl - nt), ...trials.slice(0, nt)];
  for (const m of chosen) if (m.role !== 'trial') m.signedIn = false;
  return chosen;
}

/**
 * The capacity: the most members (steps of CAPACITY_STEP) whose steady minute holds p95 < 300 ms with 0 errors. From
 * the main run: up a step while it holds (as far as members were prepared), down a step while it does not, at most
 * `maxSteps` runs. `capacity_exact` says whether both sides of the answer were measured.
 */
async function capacitySearch(members, first, { seconds, rampSeconds, settleSeconds, maxSteps }, ctx) {
  const firstHeld = holds(first);
  const steps = [{ members: first.members, p95_ms: first.overall.p95_ms, p99_ms: first.overall.p99_ms, errors: first.overall.errors, held: firstHeld }];
  let n = first.members;
  for (let i = 0; i < maxSteps; i++) {
    n += firstHeld ? CAPACITY_STEP : -CAPACITY_STEP;
    if (n < CAPACITY_STEP || n > members.length) break;
    log(`capacity: ${n} members (steady ${seconds} s)`);
    await sleep(5000); // the previous run's tail drains
    const run = await drive(stepMembers(members, n), seconds, ctx, rampSeconds, settleSeconds);
    steps.push({ members: n, p95_ms: run.overall.p95_ms, p99_ms: run.overall.p99_ms, errors: run.overall.errors, held: holds(run) });
    if (holds(run) !== firstHeld) break;
  }
  const held = steps.filter((s) => s.held).map((s) => s.members);
  const failed = steps.filter((s) => !s.held).map((s) => s.members);
  const capacity = held.length ? Math.max(...held) : 0;
  return {
    capacity_members: capacity,
    // Exact when the next step up was measured and failed; otherwise a bound ("at least", or "below the least tried").
    capacity_exact: held.length > 0 && failed.some((m) => m === capacity + CAPACITY_STEP),
    capacity_step: CAPACITY_STEP,
    capacity_steps: steps,
  };
}

/**
 * The sign-in storm on its own: every password member signs in at once (CSRF cookie, then the sign-in). Answers the
 * sign-ins a second the api sustained and what a member waited, beside the password hash alone on this machine
 * (argon2id verifies of the api's very hash, as many at once as the machine has cores): the ratio is what the api
 * adds to the hash's cost, which is kept (the hasher queues the work over the cores, it does not weaken it).
 */
async function signInStorm(members) {
  const rec = new Recorder();
  const started = performance.now();
  await Promise.all(
    members.map(async (m) => {
      m.cookies.clear();
      m.signedIn = false;
      await m.call(rec, 'csrf_cookie', 'GET', '/sanctum/csrf-cookie');
      await m.call(rec, 'login', 'POST', '/api/login', { email: m.email, password: PASSWORD });
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const login = rec.report(seconds).by_kind.login;
  const core = require(join(ROOT, 'libs/server/core/dist'));
  const { verify } = require('@node-rs/argon2');
  const hash = await core.hashPassword(PASSWORD);
  const verifies = Math.min(200, members.length);
  const lanes = os.availableParallelism();
  let next = 0;
  const hashStarted = performance.now();
  await Promise.all(Array.from({ length: lanes }, async () => { while (next++ < verifies) await verify(hash, PASSWORD); }));
  const hashPerSecond = verifies / ((performance.now() - hashStarted) / 1000);
  const signInsPerSecond = (login.count - login.errors) / seconds;
  return {
    members: members.length,
    seconds: round1(seconds),
    sign_ins_per_second: round1(signInsPerSecond),
    wait_ms: { p50: login.p50_ms, p95: login.p95_ms, p99: login.p99_ms, max: login.max_ms },
    errors: login.errors,
    statuses: login.statuses,
    password_hash_alone_per_second: round1(hashPerSecond),
    ratio: +(signInsPerSecond / hashPerSecond).toFixed(3),
  };
}

// --- the whole run -------------------------------------------------------------------------------------------------
/**
 * Starts its own stack, migrated and seeded; prepares the members; the mixed load, its bare Node baseline, then the soak.
 * @param {{ members?: number, seconds?: number, rampSeconds?: number, soakMinutes?: number, soakMembers?: number, cpuProf?: boolean }} options
 */
export async function benchMixedLoad({
  members: count = 500,
  seconds = 60,
  rampSeconds = ARRIVAL_RAMP_SECONDS,
  settleSeconds = SETTLE_SECONDS,
  capacitySteps = 2,
  soakMinutes = 10,
  soakMembers = 50,
  cpuProf = false,
} = {}) {
  const probeDir = mkdtempSync(join(os.tmpdir(), 'mixed-memory-'));
  const profileDir = join(ROOT, 'bench-results/profiles/mixed');
  const base = serverEnv(MIXED, { LOG_LEVEL: 'silent' });
  await freshBenchState(MIXED);
  run('node apps/api/dist/cli.js migrate', { env: base, stdio: 'ignore' });
  run('node apps/api/dist/cli.js seed', { env: base, stdio: 'ignore' });
  if (cpuProf) rmSync(profileDir, { recursive: true, force: true });
  const nodeOptions = [process.env.NODE_OPTIONS, `--require=${join(ROOT, 'tools/bench/memory-probe.cjs')}`].filter(Boolean).join(' ');
  // --cpu-prof is refused in NODE_OPTIONS: given to the api and the worker on their command line (written when they exit).
  const profiled = cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  let loadStartedAt = Date.now();
  const stack = startStack({ ...base, NODE_OPTIONS: nodeOptions, MEMORY_PROBE_DIR: probeDir }, { quiet: true, nodeArgs: { api: profiled, worker: profiled } });
  try {
    await waitUntilReady(MIXED, 180);
    const appUrl = `http://127.0.0.1:${MIXED.apiPort}`;
    const sandboxUrl = `http://127.0.0.1:${MIXED.sandboxPort}`;
    const core = require(join(ROOT, 'libs/server/core/dist'));
    const config = core.loadConfig(base);
    const { cardToken } = require(join(ROOT, 'apps/sandbox/dist/testing/index.js'));
    const ctx = { appUrl, sandboxUrl, databaseUrl: MIXED.databaseUrl, shopId: config.CARD_PROVIDER_SHOP_ID, cardToken, plan: await litePlan(appUrl) };

    log(`mixed load: preparing ${count} members`);
    // Members for a capacity step above `count` too, should the load hold there.
    const prepared = await prepareMembers(count + (capacitySteps > 0 ? CAPACITY_STEP * capacitySteps : 0), ctx);
    log(`mixed load: ${count} members arriving over ${rampSeconds} s, settling ${settleSeconds} s, then ${seconds} s measured`);
    loadStartedAt = Date.now();
    const mixed = await drive(stepMembers(prepared.members, count), seconds, ctx, rampSeconds, settleSeconds);
    const { body, encoding } = await landingBytes(appUrl);
    log(`mixed load: bare Node baseline, ${count} members on the landing bytes for ${seconds} s`);
    const bare = await bareBaseline(count, seconds, body, encoding);
    const mixedLoad = {
      what: `${count} members arriving evenly over ${rampSeconds} s, ${settleSeconds} s of settling (not measured), then ${seconds} s of steady use measured, each a loop with 1–3 s think time: landing (br), sign-in, mypage (me, lessons/latest, informations), trial schedule, a card purchase (once), a lesson cancel, a trial hold and release, sign-out and in again`,
      members: count,
      seconds,
      arrival_ramp_seconds: rampSeconds,
      settle_seconds: settleSeconds,
      mix_percent: MIX,
      roles: prepared.by_role,
      preparation_seconds: prepared.seconds,
      overall: mixed.overall,
      p95_by_10s_window_ms: mixed.p95_by_10s_window_ms,
      by_kind: mixed.by_kind,
      arrival: mixed.arrival,
      settle: mixed.settle,
      load_generator_event_loop_delay_ms: mixed.load_generator_event_loop_delay_ms,
      bare_node_landing_same_bytes: { bytes: body.length, encoding, ...bare },
      landing_p95_vs_bare: bare.p95_ms ? round1(mixed.by_kind.landing.p95_ms / bare.p95_ms) : null,
      targets: { p95_under_ms: 300, errors: 0 },
      target_met: holds(mixed),
    };

    log(`sign-in storm: ${prepared.by_role.buyer + prepared.by_role.lessons} members sign in at once`);
    await sleep(5000);
    mixedLoad.sign_in_storm = await signInStorm(prepared.members.filter((m) => m.role !== 'trial'));
    if (capacitySteps > 0) {
      await sleep(5000);
      Object.assign(mixedLoad, await capacitySearch(prepared.members, { members: count, overall: mixed.overall }, { seconds, rampSeconds, settleSeconds, maxSteps: capacitySteps }, ctx));
    }

    let soakFigures = null;
    if (soakMinutes > 0) {
      // The steady load: members who have not bought yet first (so purchases still happen), then the rest.
      const pool = [...prepared.members.filter((m) => m.role === 'buyer' && !m.bought), ...prepared.members.filter((m) => m.role !== 'buyer' || m.bought)];
      const soakers = pool.slice(0, soakMembers);
      for (const m of soakers) if (m.role !== 'trial') m.signedIn = false;
      log(`soak: ${soakers.length} members for ${soakMinutes} min, memory every 10 s`);
      soakFigures = await soak(soakers, soakMinutes, ctx, stack, probeDir);
    }
    return { mixed_load: mixedLoad, soak: soakFigures };
  } finally {
    await stack.stop();
    rmSync(probeDir, { recursive: true, force: true });
    if (cpuProf && existsSync(profileDir)) {
      // Named by service; summarised over the mixed load and what followed it (not the start-up), busy time only.
      const names = { [stack.children[1].pid]: 'api', [stack.children[2].pid]: 'worker' };
      for (const file of readdirSync(profileDir).filter((f) => f.startsWith('CPU.'))) {
        const name = names[file.split('.')[3]] ?? file;
        renameSync(join(profileDir, file), join(profileDir, `${name}.cpuprofile`));
        console.log(`\n${name} (busy time, from the mixed load on; ${join(profileDir, `${name}.cpuprofile`)})\n${summarise(join(profileDir, `${name}.cpuprofile`), Date.now() - loadStartedAt, { busyOnly: true })}`);
      }
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      members: { type: 'string', default: '500' },
      seconds: { type: 'string', default: '60' },
      'ramp-seconds': { type: 'string', default: String(ARRIVAL_RAMP_SECONDS) },
      'settle-seconds': { type: 'string', default: String(SETTLE_SECONDS) },
      'capacity-steps': { type: 'string', default: '2' },
      // A quick check: 50 members, 5 s ramp, 5 s settling, 20 s measured, one capacity step, no soak.
      short: { type: 'boolean', default: false },
      'soak-minutes': { type: 'string', default: '10' },
      'soak-members': { type: 'string', default: '50' },
      'cpu-prof': { type: 'boolean', default: false },
      'no-build': { type: 'boolean', default: false },
    },
  });
  ensureDependencies();
  await ensureServices();
  if (!values['no-build']) nx('run-many -t build -p @coaching/api @coaching/worker @coaching/web @coaching/admin @coaching/sandbox --outputStyle=static');
  const quick = values.short ? { members: 50, seconds: 20, rampSeconds: 5, settleSeconds: 5, capacitySteps: 1, soakMinutes: 0 } : {};
  const figures = await benchMixedLoad({
    members: Number(values.members),
    seconds: Number(values.seconds),
    rampSeconds: Number(values['ramp-seconds']),
    settleSeconds: Number(values['settle-seconds']),
    capacitySteps: Number(values['capacity-steps']),
    soakMinutes: Number(values['soak-minutes']),
    soakMembers: Number(values['soak-members']),
    cpuProf: values['cpu-prof'],
    ...quick,
  });
  const result = { measured_at: new Date().toISOString(), commit: gitSha(), machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version, load_average: os.loadavg().map(round1) }, ...figures };
  mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
  writeFileSync(join(ROOT, 'bench-results/mixed-load.json'), `${JSON.stringify(result, null, 2)}\n`);
  const { samples, ...soakSummary } = figures.soak ?? {};
  console.log(JSON.stringify({ ...result, soak: figures.soak ? { ...soakSummary, samples: `${samples.length} samples in bench-results/mixed-load.json` } : null }, null, 2));
  process.exit(0);
}
