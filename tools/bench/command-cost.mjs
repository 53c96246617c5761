#!/usr/bin/env node
// What each command a member or operator sends often costs the machine (issue 35): for a card purchase, sign-up, a
// lesson scheduled and cancelled, a trial held and confirmed, a make-up booked, a camp paid by card through the mailed
// link, a card purchase refunded by an admin: CPU milliseconds per command in the api, the worker, the sandbox and
// PostgreSQL (our database's backends only), the SQL statements and Redis commands the api and the worker send for it
// (tools/bench/count-round-trips.cjs, preloaded), and its rate beside the raw write it makes (single-row transactions
// on the bare driver, same concurrency, same run).
//   node tools/bench/command-cost.mjs [--count 40] [--concurrency 8] [--only purchase,signup,...] [--no-build]
// `npm run bench` calls benchCommandCosts() on a stack of its own after its throughput figures, and files the answer
// under `command_costs`. tools/bench/purchase-cost.mjs lists the purchase's statements one by one and profiles it.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import os, { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { BENCH, serverEnv } from '../lib/env.mjs';
import { preparedBenchStack } from '../lib/bench-state.mjs';
import { gitSha, log, ROOT } from '../lib/setup.mjs';
import { startStack, waitUntilReady } from '../lib/stack.mjs';
import { giveLessons, lessonStudents, backOfficeSession } from './lessons.mjs';
import { Member } from './member-client.mjs';
import { litePlan, prepareBuyer, verificationPath } from './purchases.mjs';
import { discordMember, openSlots } from './trials.mjs';

const require = createRequire(import.meta.url);
const round1 = (n) => Math.round(n * 10) / 10;
const ADMIN = { email: 'admin@ggcoach.example', password: 'admin-demo-password' };
const CARD = { cardno: '4111111111111111', expire: '3012' };
/** One child as the camp's payment page sends it (grade within the demo camp's range). */
const CAMP_CHILD = { name: 'ベンチ 陽翔', kana: 'ベンチ ハルト', grade: 'e5', notes: '', emergency_name: 'ベンチ 健一', emergency_phone: '08033334444' };

/** The camp's payment link mailed to `email` (the sandbox inbox, polled until the worker has sent it): its token. */
async function campLinkToken(sandboxUrl, email, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(`${sandboxUrl}/mail/api/messages?to=${encodeURIComponent(email)}`);
    const url = res.ok ? (await res.json()).data.map((m) => m.text.match(/https?:\/\/\S*\/fortnite-camp\/payment\?token=[^\s"'<>)\]]+/)?.[0]).find(Boolean) : undefined;
    if (url) return new URL(url.replace(/&amp;/g, '&')).searchParams.get('token');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no camp link mailed to ${email}`);
}

// --- the meters: CPU from /proc, statements and commands from the preloaded counter ---------------------------------
/** CPU ticks (10 ms) a process has used; 0 for one that ended between the listing and the read. */
const ticksOf = (pid) => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
};

/**
 * Meters a stack started with `countingNodeArgs(dir)`: CPU ms of its three processes and of the PostgreSQL backends
 * serving its database (not the machine's other databases: helpers and tests share the server), and the statements
 * and Redis commands counted in the api and the worker.
 */
export function costMeter(stack, countsDir, databaseUrl) {
  const database = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  const admin = new pg.Client({ connectionString: databaseUrl });
  let connected;
  const backends = async () => {
    connected ??= admin.connect();
    await connected;
    // Our own meter's backend left out.
    return (await admin.query('select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [database])).rows.map((r) => r.pid);
  };
  const read = async () => {
    // The counters write every 200 ms.
    await new Promise((r) => setTimeout(r, 500));
    const trips = {};
    for (const file of readdirSync(countsDir).filter((f) => f.endsWith('.json'))) trips[file.split('-')[0]] = JSON.parse(readFileSync(join(countsDir, file), 'utf8'));
    const postgres = Object.fromEntries((await backends()).map((pid) => [pid, ticksOf(pid)]));
    return {
      cpu: { api: ticksOf(stack.children[1].pid) * 10, worker: ticksOf(stack.children[2].pid) * 10, sandbox: ticksOf(stack.children[0].pid) * 10 },
      postgres,
      trips,
    };
  };
  const sum = (o) => Object.values(o ?? {}).reduce((a, b) => a + b, 0);
  const delta = (after, before) => Object.fromEntries(Object.entries(after ?? {}).map(([k, v]) => [k, v - (before?.[k] ?? 0)]).filter(([, n]) => n > 0));
  return {
    read,
    /** Per command (of `count`) between two reads. `detail` keeps the statements by kind. */
    per(before, after, count, { detail = false } = {}) {
      const cpu = Object.fromEntries(Object.entries(after.cpu).map(([k, v]) => [k, round1((v - before.cpu[k]) / count)]));
      // A backend absent before started during the window: all its time is the window's.
      cpu.postgres = round1((Object.entries(after.postgres).reduce((a, [pid, t]) => a + t - (before.postgres[pid] ?? 0), 0) * 10) / count);
      const counts = {};
      for (const side of ['api', 'worker']) {
        for (const kind of ['sql', 'redis']) {
          const d = delta(after.trips[side]?.[kind], before.trips[side]?.[kind]);
          counts[`${side}_${kind}`] = round1(sum(d) / count);
          if (detail) counts[`${side}_${kind}_by_kind`] = Object.fromEntries(Object.entries(d).sort((a, b) => b[1] - a[1]).map(([k, n]) => [k, +(n / count).toFixed(2)]));
        }
      }
      const sql = counts.api_sql + counts.worker_sql;
      const redis = counts.api_redis + counts.worker_redis;
      return { cpu_ms: { ...cpu, total: round1(Object.values(cpu).reduce((a, b) => a + b, 0)) }, sql_statements: round1(sql), redis_commands: round1(redis), round_trips: round1(sql + redis), ...counts };
    },
    /** Waits (up to `ms`) until the command's follow-up work is done: no reaction pending, the outbox relayed. */
    async quiet(ms = 60_000) {
      connected ??= admin.connect();
      await connected;
      const deadline = Date.now() + ms;
      while (Date.now() < deadline) {
        const { rows } = await admin.query('select (select count(*) from pending_reactions)::int + (select count(*) from outbox where dispatched_at is null)::int as left');
        if (rows[0].left === 0) return true;
        await new Promise((r) => setTimeout(r, 250));
      }
      return false;
    },
    close: () => admin.end().catch(() => undefined),
  };
}

/** Node flags for the api and the worker: the counter preloaded, writing into `dir`. */
export const countingNodeArgs = () => ['--require', join(ROOT, 'tools/bench/count-round-trips.cjs')];

/** Runs `count` tasks, `concurrency` at a time (task `i` on lane `lane`); answers the rate per second. */
async function rate(count, concurrency, task) {
  let next = 0;
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, async (_, lane) => { while (next < count) await task(next++, lane); }));
  return round1((count / (performance.now() - started)) * 1000);
}

/** The raw write a command makes, on the bare driver: one single-row transaction each (insert, or update of a row). */
async function rawWrites(databaseUrl, count, concurrency) {
  const clients = await Promise.all(Array.from({ length: concurrency }, async () => {
    const c = new pg.Client({ connectionString: databaseUrl });
    await c.connect();
    return c;
  }));
  const tx = async (c, text, params) => {
    await c.query('begin');
    await c.query(text, params);
    await c.query('commit');
  };
  try {
    await clients[0].query('create table if not exists bench_command_raw (id uuid primary key, owner uuid, at timestamptz, status text, data jsonb)');
    const ids = Array.from({ length: count }, () => randomUUID());
    const insert = await rate(count, concurrency, (i, lane) => tx(clients[lane], "insert into bench_command_raw values ($1, $2, now(), 'new', $3)", [ids[i], randomUUID(), { n: i }]));
    const update = await rate(count, concurrency, (i, lane) => tx(clients[lane], "update bench_command_raw set status = 'done' where id = $1", [ids[i]]));
    await clients[0].query('drop table bench_command_raw');
    return { insert_per_second: insert, update_per_second: update };
  } finally {
    await Promise.all(clients.map((c) => c.end()));
  }
}

// --- the commands: each prepares what it needs (unmetered), then answers the metered work ---------------------------
/**
 * Each: `prepare(n)` → an array of `n` inputs (unmetered), `send(input)` the command itself (throws unless answered
 * as the spec says), and `raw`: the bare write it compares with.
 */
function commands(ctx) {
  const { appUrl, sandboxUrl, databaseUrl, shopId } = ctx;
  const run = Date.now().toString(36);
  // Every prepared member its own address and email, across a command's warm-up and its measured batch.
  let serial = 0;
  let address = Math.floor(Math.random() * 50_000);
  const nextAddress = () => {
    const n = ++address;
    return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
  };
  const inBatches = async (n, size, make) => {
    const made = [];
    for (let i = 0; i < n; i += size) made.push(...(await Promise.all(Array.from({ length: Math.min(size, n - i) }, (_, k) => make(i + k)))));
    return made;
  };
  let lessonBase = Math.ceil((Date.now() + 7 * 24 * 3600_000) / 3_600_000) * 3_600_000;
  /** `n` lessons for support to schedule, half an hour apart from a week ahead, each after the last batch's. */
  const newLessons = async (n) => {
    const fixture = await lessonStudents(appUrl, databaseUrl, 8);
    const support = await backOfficeSession(appUrl);
    const base = lessonBase;
    lessonBase += (n + 2) * 30 * 60_000;
    return Array.from({ length: n }, (_, i) => ({ support, body: { member_id: fixture.students[i % fixture.students.length], starts_at: new Date(base + i * 30 * 60_000).toISOString(), minutes: 30 } }));
  };
  const scheduleLesson = async (support, body) => {
    const res = await support('POST', '/admin-api/lessons', body);
    if (res.status !== 201) throw new Error(`schedule: HTTP ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.id;
  };
  const purchase = {
    what: 'card purchase (Lite, 1 month, lump sum, a new card): POST → capture recorded → the result page hears it (SSE); mail and reactions included',
    raw: 'insert',
    async prepare(n) {
      const plan = await litePlan(appUrl);
      const buyers = await inBatches(n, 8, () => prepareBuyer({ appUrl, sandboxUrl, shopId, address: nextAddress(), email: `cost-${run}-${serial++}@example.jp` }));
      return buyers.map((member) => ({ member, plan }));
    },
    /** Answers the payment's id once settled (the refund's preparation refunds it). */
    async send({ member, plan }) {
      const answer = await member.json('POST', `/api/plans/${plan.id}/purchase`, { method: 'bulk', period: 1, token: member.token, idempotency_key: randomUUID() }, [202]);
      await member.settled(answer.data.id);
      return answer.data.id;
    },
  };
  /** The back office as the seeded admin (editing camps is for admins). */
  const adminSession = () => backOfficeSession(appUrl, ADMIN);
  /** The camp open for applications with room for `n` more children: if the open one has fewer seats, an admin opens one that starts an hour before it (applications go to the earliest). */
  const campSeats = async (n) => {
    const { plan } = (await (await fetch(`${appUrl}/api/camp_users/plan?count=1`)).json()).data.data;
    if (plan.seats_left >= n) return;
    const admin = await adminSession();
    const startsAt = new Date(plan.starts_at).getTime() - 3_600_000;
    const body = {
      name: `ベンチ キャンプ ${run}-${serial++}`,
      venue: plan.venue,
      starts_at: new Date(startsAt).toISOString(),
      ends_at: new Date(startsAt + 7 * 3_600_000).toISOString(),
      capacity: 1000,
      price: plan.price,
      application_starts_at: new Date(Date.now() - 60_000).toISOString(),
      application_ends_at: plan.application_ends_at,
      grade_from: plan.grade_from,
      grade_to: plan.grade_to,
    };
    const res = await admin('POST', '/admin-api/camp-events', body);
    if (res.status !== 201) throw new Error(`camp event: HTTP ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
  };
  return {
    purchase,
    signup: {
      what: 'sign-up: POST /api/register (password hashed, account, session, the verification mail sent by the worker)',
      raw: 'insert',
      async prepare(n) {
        return inBatches(n, 8, async () => {
          const member = new Member(appUrl, nextAddress());
          await member.json('GET', '/sanctum/csrf-cookie', undefined, [204]);
          return { member, email: `cost-signup-${run}-${serial++}@example.jp` };
        });
      },
      send: ({ member, email }) => member.json('POST', '/api/register', { email, password: 'bench-password-123' }, [201]),
    },
    lesson_schedule: {
      what: 'support schedules a lesson (POST /admin-api/lessons): allowance, the lessons projection and its exclusion constraints, the reactors',
      raw: 'insert',
      prepare: (n) => newLessons(n),
      send: ({ support, body }) => scheduleLesson(support, body),
    },
    lesson_cancel: {
      what: 'the school calls a lesson off (POST /admin-api/lessons/:id/cancel): the decider, the projection, the make-up credit, the mail',
      raw: 'update',
      async prepare(n) {
        const lessons = [];
        for (const { support, body } of await newLessons(n)) lessons.push({ support, id: await scheduleLesson(support, body) });
        return lessons;
      },
      async send({ support, id }) {
        const res = await support('POST', `/admin-api/lessons/${id}/cancel`, { by: 'school', reason: 'ベンチマーク' });
        if (res.status !== 200) throw new Error(`cancel: HTTP ${res.status} ${JSON.stringify(res.body)}`);
      },
    },
    make_up: {
      what: "a member books the make-up of a lesson the school called off (POST /api/lessons/make-ups/:id/book) in one of their coach's free hours",
      raw: 'insert',
      async prepare(n) {
        const members = await inBatches(n, 8, async () => {
          const member = new Member(appUrl, nextAddress());
          member.email = `cost-makeup-${run}-${serial++}@example.jp`;
          member.lessons = [];
          await member.json('GET', '/sanctum/csrf-cookie', undefined, [204]);
          await member.json('POST', '/api/register', { email: member.email, password: 'bench-password-123' }, [201]);
          await member.request('GET', await verificationPath(sandboxUrl, member.email));
          return member;
        });
        await giveLessons(appUrl, databaseUrl, members);
        const inputs = [];
        // The member calls a lesson off on time (five days ahead): its credit may be made up within a week.
        for (const member of members) await member.json('POST', `/api/lessons/${member.lessons[0]}/cancel`, { reason: 'ベンチマークの都合' }, [200]);
        const taken = new Set();
        for (const member of members) {
          const credits = (await member.json('GET', '/api/lessons/make-ups', undefined, [200])).data;
          const credit = credits[0];
          // The coach is shared: each member an hour of its own, so no two bookings meet.
          const hour = credit?.free_hours.map((h) => h.started_at).find((h) => !taken.has(h));
          if (!hour) throw new Error(`no make-up credit or free hour for ${member.email}: ${JSON.stringify(credits).slice(0, 300)}`);
          taken.add(hour);
          inputs.push({ member, creditId: credit.lesson_id, startsAt: hour });
        }
        return inputs;
      },
      send: ({ member, creditId, startsAt }) => member.json('POST', `/api/lessons/make-ups/${creditId}/book`, { starts_at: startsAt }, [201]),
    },
    trial: {
      what: 'free trial: hold a seat (POST /api/trials) and confirm it (POST /api/trials/:id/confirm), as one booking',
      raw: 'insert',
      async prepare(n) {
        const members = await inBatches(n, 8, () => discordMember(appUrl, sandboxUrl, 40_000 + serial++));
        const slots = [...(await openSlots(members[0], 1)).map((start) => ({ start, game_id: 1 })), ...(await openSlots(members[0], 2)).map((start) => ({ start, game_id: 2 }))];
        if (slots.length < n) throw new Error(`only ${slots.length} trial seats for ${n} bookings`);
        // Spread over the slots, as members choose them.
        const step = Math.floor(slots.length / n);
        return members.map((member, i) => ({ member, slot: slots[i * step] }));
      },
      async send({ member, slot }) {
        const held = await member.json('POST', '/api/trials', { last_name: 'ベンチ', first_name: '太郎', ...slot }, [201]);
        await member.json('POST', `/api/trials/${held.id}/confirm`, {}, [200]);
      },
    },
    camp_payment: {
      what: "a parent pays for the camp by card through the mailed link (POST /api/camp_users/payment, one child): the token, the seat claimed, the provider's charge, the capture and its mail",
      raw: 'insert',
      async prepare(n) {
        const { cardToken } = require(join(ROOT, 'apps/sandbox/dist/testing/index.js'));
        await campSeats(n);
        // Each parent applies from an address and an email of their own (both are limited), and opens the mailed link.
        return inBatches(n, 8, async () => {
          const parent = new Member(appUrl, nextAddress());
          const email = `cost-camp-${run}-${serial++}@example.jp`;
          await parent.json('GET', '/sanctum/csrf-cookie', undefined, [204]);
          await parent.json('POST', '/api/camp_users', { name: 'ベンチ 花子', kana: 'ベンチ ハナコ', email, phone_number: '09011112222', agree_rule: true, agree_privacy: true, agree_ebizrule: true }, [201]);
          const token = await campLinkToken(sandboxUrl, email);
          const { data } = await parent.json('GET', `/api/camp_users/application?token=${encodeURIComponent(token)}`, undefined, [200]);
          return { parent, token, planId: data.plan.id, cardToken: await cardToken(`${sandboxUrl}/payments/ext/js/token.js`, shopId, CARD) };
        });
      },
      async send({ parent, token, planId, cardToken }) {
        const answer = await parent.json('POST', '/api/camp_users/payment', { count: 1, method: 'bulk', token, plan_id: planId, card_token: cardToken, children: [CAMP_CHILD] }, [200]);
        if (answer.data.status !== 'paid') throw new Error(`camp payment: ${answer.data.status}`);
      },
    },
    refund: {
      what: "an admin cancels a settled card purchase with the legal refund (POST /admin-api/payments/:id/refund, within the cooling-off: all of it): the calculation, the provider's refund, the record and its mail",
      raw: 'update',
      async prepare(n) {
        const admin = await adminSession();
        const bought = await purchase.prepare(n);
        const ids = await inBatches(n, 8, (i) => purchase.send(bought[i]));
        // Settled is not yet refundable: the worker's reaction starts the plan's period after the capture. Ready when
        // the back office's calculation answers (the worker's part of the purchase done before the meter reads).
        for (const id of ids) {
          const deadline = Date.now() + 60_000;
          let quote;
          while ((quote = await admin('GET', `/admin-api/payments/${id}/refund-quote`)).status !== 200) {
            if (Date.now() > deadline) throw new Error(`refund quote: HTTP ${quote.status} ${JSON.stringify(quote.body).slice(0, 300)}`);
            await new Promise((r) => setTimeout(r, 250));
          }
        }
        return ids.map((id) => ({ admin, id }));
      },
      async send({ admin, id }) {
        const res = await admin('POST', `/admin-api/payments/${id}/refund`, { reason: 'ベンチマーク' });
        if (res.status !== 200 || res.body.status !== 'refunded') throw new Error(`refund: HTTP ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
      },
    },
  };
}

export const COMMANDS = ['purchase', 'signup', 'lesson_schedule', 'lesson_cancel', 'make_up', 'trial', 'camp_payment', 'refund'];

/**
 * Starts its own stack on the bench's ports and database (already migrated and seeded; run it when no other bench
 * stack is up), measures each command of `only`, stops the stack.
 */
export async function benchCommandCosts({ count = 40, concurrency = 8, only = COMMANDS, settleMs = 3000, detail = false } = {}) {
  const env = serverEnv(BENCH, { LOG_LEVEL: 'silent' });
  const countsDir = mkdtempSync(join(tmpdir(), 'command-cost-'));
  const stack = startStack({ ...env, ROUND_TRIPS_DIR: countsDir }, { quiet: true, nodeArgs: { api: countingNodeArgs(), worker: countingNodeArgs() } });
  const meter = costMeter(stack, countsDir, BENCH.databaseUrl);
  const figures = {};
  try {
    await waitUntilReady(BENCH, 180);
    const config = require(join(ROOT, 'libs/server/core/dist')).loadConfig(env);
    const ctx = { appUrl: `http://localhost:${BENCH.apiPort}`, sandboxUrl: `http://localhost:${BENCH.sandboxPort}`, databaseUrl: BENCH.databaseUrl, shopId: config.CARD_PROVIDER_SHOP_ID };
    const all = commands(ctx);
    const raw = await rawWrites(BENCH.databaseUrl, Math.max(200, count), concurrency);
    for (const name of only) {
      const command = all[name];
      log(`command cost: ${name} (${count} at concurrency ${concurrency})`);
      try {
        // A few first, unmetered: the JIT and the pools warm, the first-use reads cached.
        const warm = await command.prepare(Math.min(4, count));
        for (const input of warm) await command.send(input);
        const inputs = await command.prepare(count);
        await new Promise((r) => setTimeout(r, settleMs));
        const before = await meter.read();
        const perSecond = await rate(count, concurrency, (i) => command.send(inputs[i]));
        // The worker's part (mails, reactions, the charge) runs on after the answers: it is the command's too. Read
        // once no reaction is pending and the outbox is relayed, and the jobs it queued had a moment to run.
        const quiet = await meter.quiet();
        await new Promise((r) => setTimeout(r, settleMs));
        const after = await meter.read();
        const baseline = command.raw === 'insert' ? raw.insert_per_second : raw.update_per_second;
        figures[name] = {
          what: command.what,
          count,
          concurrency,
          per_second: perSecond,
          [`raw_${command.raw}_baseline_per_second`]: baseline,
          ratio: +(perSecond / baseline).toFixed(4),
          ...meter.per(before, after, count, { detail: detail || name === 'purchase' }),
          ...(quiet ? {} : { note: 'reactions or outbox rows were still pending when the counters were read' }),
        };
      } catch (error) {
        figures[name] = { error: `${error.message ?? error}${error.cause ? ` (${error.cause.code ?? error.cause.message})` : ''}`.slice(0, 300) };
        log(`command cost: ${name} failed: ${figures[name].error}`);
      }
    }
    return { what: 'per command: CPU ms by process (PostgreSQL: our database\'s backends), SQL statements and Redis commands sent by the api and the worker, rate vs the raw single-row write, same run and concurrency', raw_writes: raw, commands: figures };
  } finally {
    await meter.close();
    await stack.stop();
    rmSync(countsDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { count: { type: 'string', default: '40' }, concurrency: { type: 'string', default: '8' }, only: { type: 'string', default: COMMANDS.join(',') }, 'no-build': { type: 'boolean', default: false } },
  });
  await preparedBenchStack(BENCH, { build: !values['no-build'] });
  // Standalone, every command's statements and Redis commands by kind; `npm run bench` keeps them for the purchase only.
  const figures = await benchCommandCosts({ count: Number(values.count), concurrency: Number(values.concurrency), only: values.only.split(',').filter(Boolean), detail: true });
  const result = { measured_at: new Date().toISOString(), commit: gitSha(), machine: { cpus: os.cpus().length, load_average: os.loadavg().map(round1) }, command_costs: figures };
  mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
  writeFileSync(join(ROOT, 'bench-results/command-costs.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
  process.exit(0);
}
