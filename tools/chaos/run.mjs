#!/usr/bin/env node
// `npm run chaos`: the fault suite. The product (sandbox, api, worker from the built dist folders) runs over a
// PostgreSQL and a Redis of the suite's own (own-services.mjs), which it stops, restarts and kills while
// members buy and visitors write in; then it counts what the card provider charged, what we recorded and
// what mail arrived. `--short` (run by `npm test`) does each case smaller; the figures of either go to
// bench-results/chaos-latest.json (or chaos-short.json). Exits 1 when a case fails.
import { randomUUID } from 'node:crypto';
import { createWriteStream, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Member } from '../bench/member-client.mjs';
import { inBatches } from '../bench/mixed-load.mjs';
import { bookingEffects, bookTrial, cancelLesson, lessonMembers, trialMembers, untilAccepted } from './bookings.mjs';
import { litePlan, prepareBuyer } from '../bench/purchases.mjs';
import { serverEnv } from '../lib/env.mjs';
import { gitSha, log, nx, ROOT, run } from '../lib/setup.mjs';
import { OwnPostgres, OwnRedis } from './own-services.mjs';
import { Service } from './processes.mjs';
import { roundRobinProxy } from './round-robin-proxy.mjs';

const require = createRequire(import.meta.url);
const short = process.argv.includes('--short');
const SIZE = short
  ? { workerKills: 6, killBuyers: 12, redisSeconds: 8, redisBuyers: 6, redisContacts: 20, redisLessonCancels: 4, redisTrialBookings: 4, pgSeconds: 5, pgBuyers: 6, relayMails: 200, relayKills: 4, streamCommands: 50, scaleOutPurchases: 24, scaleOutLessonCancels: 12, scaleOutTrialBookings: 12, scaleOutContacts: 40 }
  : { workerKills: 100, killBuyers: 100, redisSeconds: 60, redisBuyers: 30, redisContacts: 100, redisLessonCancels: 30, redisTrialBookings: 30, pgSeconds: 20, pgBuyers: 30, relayMails: 1000, relayKills: 20, streamCommands: 50, scaleOutPurchases: 400, scaleOutLessonCancels: 400, scaleOutTrialBookings: 200, scaleOutContacts: 300 };

if (!process.argv.includes('--no-build')) nx('run-many -t build -p @coaching/api @coaching/worker @coaching/sandbox --outputStyle=static');

const offset = Number(process.env.CHAOS_PORT_OFFSET ?? 0);
const postgres = new OwnPostgres(5440 + offset);
const redis = new OwnRedis(6390 + offset);
const CHAOS = {
  name: 'chaos',
  apiPort: 3500 + offset,
  sandboxPort: 3510 + offset,
  smtpPort: 2825 + offset,
  databaseUrl: postgres.url('coaching_chaos'),
  redisUrl: redis.url,
  queuePrefix: 'coaching-chaos',
};
const appUrl = `http://localhost:${CHAOS.apiPort}`;
const sandboxUrl = `http://localhost:${CHAOS.sandboxPort}`;
const env = serverEnv(CHAOS, {
  LOG_LEVEL: 'info',
  // Scans for charges without an answer every 2 s, and no throttling of our own clients.
  INSTALMENT_SCAN_EVERY_MS: '2000',
  // A job whose worker was killed runs again within 10 s rather than a minute (BullMQ's lock and stalled check).
  JOB_LOCK_MS: '5000',
  CONTACT_LIMIT_PER_HOUR: '1000000',
  SANDBOX_MAIL_CAPACITY: '100000',
});

mkdirSync(join(ROOT, 'tmp'), { recursive: true });
const logFile = createWriteStream(join(ROOT, 'tmp/chaos-stack.log'));
const services = { sandbox: new Service('sandbox', env, logFile), api: new Service('api', env, logFile), worker: new Service('worker', env, logFile) };
const results = {};
/** How long after the SMTP server's acceptance a kill can still catch a mail uncommitted (a loaded worker's event loop). */
const KILL_WINDOW_MS = 1500;
let failed = false;

/** Polls `probe` until it answers truthy; throws with `what` after `seconds`. */
async function until(what, seconds, probe, every = 250) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const answer = await probe().catch(() => undefined);
    if (answer) return answer;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${seconds} s`);
    await sleep(every);
  }
}
const healthy = () => until('the api healthy', 60, async () => (await fetch(`${appUrl}/api/health`)).ok);

const { Pool } = require('pg');
// One small pool for the suite's own reads; a connection cut by the PostgreSQL case is dropped and replaced.
const pool = new Pool({ connectionString: CHAOS.databaseUrl, max: 2 });
pool.on('error', () => undefined);
const query = async (text, params = []) => (await pool.query(text, params)).rows;

// --- purchases: what the member sends, what we recorded, what the provider charged -------------------------
let plan;
let buyerCount = 0;
const buyers = (n) =>
  Promise.all(
    Array.from({ length: n }, () => {
      const i = buyerCount++;
      return prepareBuyer({ appUrl, sandboxUrl, shopId: 'tshop00000001', address: `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`, email: `chaos-${i}-${randomUUID().slice(0, 8)}@example.jp` });
    }),
  );

/**
 * A purchase as a careful client sends it: one idempotency key, sent again after a 503 or a dropped
 * connection until accepted (202). Answers the payment id and every status seen on the way.
 */
async function purchase(member, statuses) {
  const key = randomUUID();
  const send = () => member.request('POST', `/api/plans/${plan.id}/purchase`, { method: 'bulk', period: 1, token: member.token, idempotency_key: key });
  return (await (await untilAccepted('a purchase', send, statuses, { accepted: [202] })).json()).data.id;
}

/** The provider's OrderID of a lump-sum order's one charge (billing's `providerOrderId(paymentId, 0)`). */
const tradeOrderId = (paymentId) => `gg${paymentId.replace(/-/g, '').slice(0, 20)}-1`;

/**
 * Every payment settled as captured in our books, and the provider holds exactly one trade for each, captured:
 * charged once, never twice, never lost.
 */
async function chargedOnce(paymentIds, seconds) {
  await until(`${paymentIds.length} payments captured`, seconds, async () => {
    const rows = await query("select count(*)::int as n from payments where id = any($1) and status = 'captured'", [paymentIds]);
    return rows[0].n === paymentIds.length;
  });
  const trades = (await (await fetch(`${sandboxUrl}/payments/test-api/transactions`)).json()).data;
  const tradesOf = paymentIds.map((id) => trades.filter((t) => t.orderId === tradeOrderId(id)));
  const chargedOnceEach = tradesOf.filter((list) => list.length === 1 && list[0].status === 'CAPTURE').length;
  return { payments: paymentIds.length, captured_in_our_books: paymentIds.length, charged_once_at_provider: chargedOnceEach, ok: chargedOnceEach === paymentIds.length };
}

// --- bookings and cancellations (bookings.mjs): lessons cancelled by members, free trials held and confirmed ---
let bookingMembers = 0;
const bookingCtx = () => ({ appUrl, sandboxUrl, databaseUrl: CHAOS.databaseUrl, shopId: 'tshop00000001', query, until });
/** Members with a lesson to cancel and members with a trial seat to book, `lessons` and `trials` of them. */
async function bookers(lessons, trials) {
  const from = bookingMembers;
  bookingMembers += Math.max(lessons, trials);
  return { cancellers: await lessonMembers(bookingCtx(), lessons, from), triers: await trialMembers(bookingCtx(), trials, from) };
}

async function contact(i, statuses, baseUrl = appUrl) {
  const visitor = new Member(baseUrl, `198.19.${Math.floor(i / 250) % 256}.${(i % 250) + 1}`);
  const send = async () => {
    await visitor.json('GET', '/sanctum/csrf-cookie', undefined, [204]);
    return visitor.request('POST', '/api/contacts', { name: `障害 太郎${i}`, email: `chaos-contact-${i}@example.jp`, message: `障害試験のお問い合わせ ${i}` });
  };
  await untilAccepted('a contact', send, statuses, { accepted: [200, 201] });
}

/**
 * The sandbox inbox for contacts `indices`: each should have brought exactly one acknowledgement (to the visitor)
 * and one notification (to the school, its subject naming the visitor). Polls until all arrived, then waits a
 * moment more for a duplicate.
 *
 * "Sent twice" is counted as the recipient's mailbox shows it: one mail under two Message-IDs. SMTP gives no
 * exactly-once: a worker killed between the server's 250 and our commit of `sent_mails` sends that job's mail again on
 * the retry, under the same Message-ID, which mailbox providers fold into one (docs/architecture.md, "Consumers are
 * idempotent"). Those resends are reported (`resent_same_message_id`), and each must be of a mail first accepted just
 * before a kill of the worker (`kills`: their times): a resend away from every kill would be a real duplicate.
 */
async function contactMails(indices, seconds, kills = []) {
  const count = async () => {
    const mails = (await (await fetch(`${sandboxUrl}/mail/api/messages`)).json()).data;
    const receipts = new Map(); // `ack-3` / `notice-3` → [{ messageId, date }]
    const keep = (key, mail) => receipts.set(key, [...(receipts.get(key) ?? []), { messageId: mail.messageId, at: Date.parse(mail.date) }]);
    for (const mail of mails) {
      const ack = mail.to.map((to) => to.match(/^chaos-contact-(\d+)@/)?.[1]).find(Boolean);
      if (ack) keep(`ack-${ack}`, mail);
      const notice = mail.subject.match(/障害 太郎(\d+) 様より/)?.[1];
      if (notice) keep(`notice-${notice}`, mail);
    }
    const mailsOf = (i) => [receipts.get(`ack-${i}`) ?? [], receipts.get(`notice-${i}`) ?? []];
    const all = indices.flatMap(mailsOf);
    // A mail without a Message-ID counts as one of its own.
    const messageIds = (got) => new Set(got.map((r, i) => r.messageId ?? `none-${i}`));
    const resent = all.filter((got) => got.length > messageIds(got).size);
    // A resend under one Message-ID is the SMTP window only if its first acceptance came just before a kill.
    const nearKill = (got) => {
      const first = Math.min(...got.map((r) => r.at));
      return kills.some((k) => k >= first - 100 && k - first <= KILL_WINDOW_MS);
    };
    return {
      expected: indices.length * 2,
      delivered: all.reduce((sum, got) => sum + messageIds(got).size, 0),
      missing: all.filter((got) => got.length === 0).length,
      sentTwice: all.filter((got) => messageIds(got).size > 1).length,
      resent_same_message_id: resent.length,
      resent_away_from_kills: resent.filter((got) => !nearKill(got)).length,
    };
  };
  await until(`${indices.length * 2} contact mails`, seconds, async () => (await count()).missing === 0, 1000).catch(() => undefined);
  await sleep(3000);
  const figures = await count();
  return { ...figures, ok: figures.missing === 0 && figures.sentTwice === 0 && figures.resent_away_from_kills === 0 };
}

/**
 * How often a scheduled scan ran for the ticks since `since` (its completed jobs on the payments queue) against how
 * often its schedule (every INSTALMENT_SCAN_EVERY_MS) says it should: with three workers, once per tick, not three
 * times. A job is counted by its tick (the time in its id, `repeat:<name>:<ms>`), not by when it finished: a tick of an
 * earlier case that failed while PostgreSQL was down finishes later, on its retry, and is no run of this window's.
 */
async function scanRuns(name, since) {
  const { Queue } = require('bullmq');
  const queue = new Queue('payments', { connection: { url: CHAOS.redisUrl }, prefix: CHAOS.queuePrefix });
  try {
    const tick = (job) => Number(String(job.id).split(':').pop());
    const jobs = (await queue.getJobs(['completed'], 0, 10_000)).filter((job) => job.name === name && tick(job) >= since);
    const ticks = Math.floor((Date.now() - since) / Number(env.INSTALMENT_SCAN_EVERY_MS));
    return { runs: jobs.length, ticks_in_window: ticks, ok: jobs.length >= 1 && jobs.length <= ticks + 1 };
  } finally {
    await queue.close();
  }
}

/**
 * SIGKILLs the worker `times` times, each after a random `minMs` to `minMs + spreadMs`, starting it again at once.
 * Answers the moments of the kills (epoch ms).
 */
async function killWorker(times, minMs, spreadMs) {
  const moments = [];
  for (let kill = 0; kill < times; kill++) {
    await sleep(minMs + Math.random() * spreadMs);
    moments.push(Date.now());
    await services.worker.kill();
    services.worker.start();
  }
  return moments;
}

// --- the cases ----------------------------------------------------------------------------------------------
const cases = {
  /** The worker killed with SIGKILL at random moments while purchases are charged: each charged exactly once. */
  async 'worker-killed-during-charges'() {
    const members = await buyers(SIZE.killBuyers);
    const statuses = {};
    const purchasing = (async () => {
      const ids = [];
      for (let i = 0; i < members.length; i += 4) ids.push(...(await Promise.all(members.slice(i, i + 4).map((m) => purchase(m, statuses)))));
      return ids;
    })();
    const kills = await killWorker(SIZE.workerKills, 150, 900);
    const ids = await purchasing;
    const charges = await chargedOnce(ids, 180);
    return { ok: charges.ok, worker_kills: kills.length, statuses, charges };
  },

  /** Redis stopped while purchases, lesson cancellations, trial bookings and contacts come in: nothing lost, the queued work runs after it returns. */
  async 'redis-stopped'() {
    const members = await buyers(SIZE.redisBuyers);
    const { cancellers, triers } = await bookers(SIZE.redisLessonCancels, SIZE.redisTrialBookings);
    await redis.stop();
    const statuses = {};
    const stoppedAt = Date.now();
    const contacts = Array.from({ length: SIZE.redisContacts }, (_, i) => i);
    const work = Promise.all([
      Promise.all(members.map((m) => purchase(m, statuses))),
      Promise.all(cancellers.map((m) => cancelLesson(m, statuses))),
      Promise.all(triers.map((m) => bookTrial(m, statuses))),
      Promise.all(contacts.map((i) => contact(i, statuses))),
    ]);
    await sleep(SIZE.redisSeconds * 1000);
    await redis.start();
    const outageMs = Date.now() - stoppedAt;
    const [ids, cancelled, booked] = await work;
    const charges = await chargedOnce(ids, 180);
    const mails = await contactMails(contacts, 120);
    const bookings = await bookingEffects(bookingCtx(), { cancelled, booked }, 120);
    return { ok: charges.ok && mails.ok && bookings.ok, outage_seconds: Math.round(outageMs / 1000), statuses, charges, bookings, contact_mails: mails };
  },

  /** PostgreSQL restarted under load: clean 503s while it is away, never a 500; api and worker recover by themselves. */
  async 'postgres-restarted'() {
    const members = await buyers(SIZE.pgBuyers);
    const pids = { api: services.api.child.pid, worker: services.worker.child.pid };
    const statuses = {};
    const reads = {};
    let reading = true;
    // Members reading their page the whole time, as a spike would.
    const readers = members.map(async (m) => {
      while (reading) {
        const res = await m.request('GET', '/api/me').catch(() => null);
        const body = res ? await res.text() : '';
        const key = res ? (res.status === 503 && body.includes('しばらく時間をおいて') ? '503 (Japanese message)' : String(res.status)) : 'no answer';
        reads[key] = (reads[key] ?? 0) + 1;
        await sleep(50);
      }
    });
    await sleep(500);
    postgres.stop();
    const purchasing = Promise.all(members.map((m) => purchase(m, statuses)));
    await sleep(SIZE.pgSeconds * 1000);
    await postgres.start();
    const ids = await purchasing;
    await healthy();
    reading = false;
    await Promise.all(readers);
    const charges = await chargedOnce(ids, 180);
    const recovered = services.api.child.pid === pids.api && services.worker.child.pid === pids.worker && services.api.child.exitCode === null && services.worker.child.exitCode === null;
    const unclean = Object.keys({ ...reads, ...statuses }).filter((k) => !['200', '202', '503', '503 (Japanese message)', 'no answer'].includes(k));
    const ok = recovered && unclean.length === 0 && reads['503 (Japanese message)'] > 0 && !reads['503'] && charges.ok;
    return { ok, outage_seconds: SIZE.pgSeconds, recovered_without_restart: recovered, reads_during_and_after: reads, purchases: statuses, charges };
  },

  /** The worker (which runs the outbox relay and the mail jobs) killed at random while mails flow: each arrives once. */
  async 'relay-killed-during-mails'() {
    const statuses = {};
    const contacts = Array.from({ length: SIZE.relayMails / 2 }, (_, i) => 10_000 + i); // each contact mails the visitor and the school
    const writing = (async () => {
      for (let i = 0; i < contacts.length; i += 20) await Promise.all(contacts.slice(i, i + 20).map((n) => contact(n, statuses)));
    })();
    const kills = await killWorker(SIZE.relayKills, 200, 1200);
    await writing;
    const mails = await contactMails(contacts, 180, kills);
    return { ok: mails.ok, worker_kills: kills.length, statuses, mails };
  },

  /**
   * Two api and three worker copies over one PostgreSQL and one Redis, behind a round-robin proxy: purchases,
   * lesson cancellations, trial bookings and contacts through the proxy each take effect exactly once, and a member whose purchase went through one
   * api copy hears it settle on the other copy's event stream.
   */
  async 'scale-out-2-api-3-workers'() {
    const api2 = new Service('api', { ...env, PORT: String(CHAOS.apiPort + 1) }, logFile).start();
    const workers = [new Service('worker', env, logFile).start(), new Service('worker', env, logFile).start()];
    const proxy = await roundRobinProxy(CHAOS.apiPort + 2, [CHAOS.apiPort, CHAOS.apiPort + 1]);
    const windowStart = Date.now();
    try {
      await until('api copy 2 healthy', 60, async () => (await fetch(`http://localhost:${CHAOS.apiPort + 1}/api/health`)).ok);
      const viaProxy = `http://localhost:${CHAOS.apiPort + 2}`;
      const members = await buyers(SIZE.scaleOutPurchases);
      const { cancellers, triers } = await bookers(SIZE.scaleOutLessonCancels, SIZE.scaleOutTrialBookings);
      for (const m of [...cancellers, ...triers]) m.baseUrl = viaProxy;
      const statuses = {};
      const heardOnOtherCopy = [];
      const contacts = Array.from({ length: SIZE.scaleOutContacts }, (_, i) => 20_000 + i);
      const ids = [];
      const buying = (async () => {
        for (let i = 0; i < members.length; i += 8) {
          ids.push(
            ...(await Promise.all(
              members.slice(i, i + 8).map(async (m, k) => {
                // The purchase goes to one copy; the result page listens on the other.
                const [buyAt, listenAt] = (i + k) % 2 ? [CHAOS.apiPort, CHAOS.apiPort + 1] : [CHAOS.apiPort + 1, CHAOS.apiPort];
                m.baseUrl = `http://localhost:${buyAt}`;
                const id = await purchase(m, statuses);
                m.baseUrl = `http://localhost:${listenAt}`;
                await m.settled(id, 60_000).then(() => heardOnOtherCopy.push(id));
                m.baseUrl = viaProxy;
                return id;
              }),
            )),
          );
        }
      })();
      const writing = (async () => {
        for (let i = 0; i < contacts.length; i += 20) await Promise.all(contacts.slice(i, i + 20).map((n) => contact(n, statuses, viaProxy)));
      })();
      const [, , cancelled, booked] = await Promise.all([
        buying,
        writing,
        inBatches(cancellers.length, 8, (i) => cancelLesson(cancellers[i], statuses)),
        inBatches(triers.length, 8, (i) => bookTrial(triers[i], statuses)),
      ]);
      const charges = await chargedOnce(ids, 180);
      const mails = await contactMails(contacts, 180);
      const bookings = await bookingEffects(bookingCtx(), { cancelled, booked }, 180);
      const proxied = proxy.counts();
      const scans = await scanRuns('reconcile-charges', windowStart);
      const ok = charges.ok && mails.ok && bookings.ok && heardOnOtherCopy.length === ids.length && proxied.every((n) => n > 0) && scans.ok;
      return { ok, api_copies: 2, worker_copies: 3, requests_per_api_copy: proxied, statuses, heard_on_the_other_copy: heardOnOtherCopy.length, charges, bookings, contact_mails: mails, scheduled_scan: scans };
    } finally {
      await proxy.close();
      await Promise.all([api2.stop(), ...workers.map((w) => w.stop())]);
    }
  },

  /** 50 concurrent commands on one stream (load, decide, append at the version read, retry on conflict): N + 50. */
  async 'concurrent-commands-one-stream'() {
    const core = require(join(ROOT, 'libs/server/core/dist'));
    const { MikroORM } = require('@mikro-orm/postgresql');
    const orm = await MikroORM.init({ ...core.buildOrmConfig({ databaseUrl: CHAOS.databaseUrl, entities: [], poolMax: 20 }), logger: () => undefined });
    try {
      const store = new core.EventStore();
      const counter = {
        initialState: () => 0,
        evolve: (state, event) => state + event.data.by,
        decide: (command) => [{ type: 'Counted', data: { by: command.by } }],
      };
      const stream = { id: `chaos-counter-${randomUUID()}`, type: 'chaos-counter' };
      for (let i = 0; i < 3; i++) await core.runDecider(orm.em, store, stream, counter, { by: 1 });
      const started = performance.now();
      await Promise.all(Array.from({ length: SIZE.streamCommands }, () => core.runDecider(orm.em, store, stream, counter, { by: 1 }, {}, { maxAttempts: 500 })));
      const ms = performance.now() - started;
      const [row] = await query('select version, (select count(*)::int from events where stream_id = $1) as events from event_streams where stream_id = $1', [stream.id]);
      return { ok: row.version === 3 + SIZE.streamCommands && row.events === 3 + SIZE.streamCommands, start_version: 3, commands: SIZE.streamCommands, final_version: row.version, events: row.events, ms: Math.round(ms) };
    } finally {
      await orm.close();
    }
  },
};

// --- run ----------------------------------------------------------------------------------------------------
const started = Date.now();
try {
  log(`fault suite${short ? ' (short)' : ''}: own PostgreSQL on ${postgres.port}, own Redis on ${redis.port}`);
  await postgres.start();
  postgres.createDatabase('coaching_chaos');
  await redis.start();
  run('node apps/api/dist/cli.js migrate', { env: { ...env, LOG_LEVEL: 'warn' } });
  run('node apps/api/dist/cli.js seed', { env: { ...env, LOG_LEVEL: 'warn' } });
  services.sandbox.start();
  services.api.start();
  services.worker.start();
  await until('the sandbox', 60, async () => (await fetch(`${sandboxUrl}/health`)).ok);
  await healthy();
  plan = await litePlan(appUrl);
  const only = process.env.CHAOS_CASES?.split(',');
  for (const [name, body] of Object.entries(cases)) {
    if (only && !only.includes(name)) continue;
    const caseStarted = Date.now();
    try {
      results[name] = { ...(await body()), seconds: Math.round((Date.now() - caseStarted) / 1000) };
    } catch (error) {
      results[name] = { ok: false, error: error instanceof Error ? error.message : String(error), seconds: Math.round((Date.now() - caseStarted) / 1000) };
    }
    if (!results[name].ok) failed = true;
    console.log(`${results[name].ok ? 'ok  ' : 'FAIL'} ${name} ${JSON.stringify(results[name])}`);
    // The next case starts from a healthy stack, whatever this one left behind.
    if (services.worker.child.exitCode !== null || services.worker.child.signalCode !== null) services.worker.start();
    await healthy().catch(() => undefined);
  }
} catch (error) {
  failed = true;
  console.error('fault suite could not run:', error);
} finally {
  await pool.end().catch(() => undefined);
  await Promise.all(Object.values(services).map((s) => s.stop()));
  await redis.destroy();
  postgres.destroy();
  logFile.end();
}

const report = { when: new Date().toISOString(), git: gitSha(), short, sizes: SIZE, seconds: Math.round((Date.now() - started) / 1000), cases: results };
mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
writeFileSync(join(ROOT, 'bench-results', short ? 'chaos-short.json' : 'chaos-latest.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log(`fault suite: ${Object.values(results).filter((r) => r.ok).length}/${Object.keys(results).length} cases passed in ${report.seconds} s (stack log: tmp/chaos-stack.log)`);
process.exit(failed ? 1 : 0);
