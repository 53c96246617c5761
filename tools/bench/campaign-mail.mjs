// A spike as the school meets it: one mail to each of 5,000 members lands at once (a campaign, or the evening's lesson
// reminders), written to the outbox in one transaction as a command writes its mails. Measured on a running stack:
// how long the relay, the `mail` queue and the worker take to hand every mail to SMTP (the drain time, mails a
// second, the queue's deepest backlog), each mail addressed by member id (the worker looks the address up, renders the
// template, claims the mail's dedupe row, then sends). The baseline, in the same run: the SMTP sandbox alone taking the
// same number of mails of the same size over the product's own transport (nodemailer, pooled, two connections).
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { preparedBenchStack } from '../lib/bench-state.mjs';
import { BENCH } from '../lib/env.mjs';
import { ensureDependencies } from '../lib/setup.mjs';
import { startStack, waitUntilReady } from '../lib/stack.mjs';

const require = createRequire(import.meta.url);
const round1 = (n) => Math.round(n * 10) / 10;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const TEMPLATE = 'lesson-reminder';

/** `count` members who may be mailed: verified members, signed up by SQL (their sign-ups are not what is measured). */
async function campaignMembers(db, count) {
  const tag = randomUUID().slice(0, 8);
  const { rows } = await db.query(
    `insert into users (id, email, last_name, first_name, email_verified_at, status)
     select gen_random_uuid(), 'campaign-' || $1 || '-' || n || '@example.jp', '配信', '太郎' || n, now(), 'registered'
     from generate_series(1, $2::int) n returning id`,
    [tag, count],
  );
  return { tag, ids: rows.map((r) => r.id) };
}

/** The mails as the product queues them: one `send-mail` job a member, in one transaction (one insert, one NOTIFY). */
async function queueCampaign(db, memberIds) {
  const startsAt = new Date(Date.now() + 26 * 3600_000).toISOString();
  const endsAt = new Date(Date.now() + 27 * 3600_000).toISOString();
  const locals = { startsAt, endsAt, coachName: 'ベンチ コーチ', soon: false };
  await db.query('begin');
  await db.query(
    `insert into outbox (queue, job_name, payload)
     select 'mail', 'send-mail', jsonb_build_object('template', $1::text, 'toMember', m, 'locals', $2::jsonb) from unnest($3::uuid[]) m`,
    [TEMPLATE, JSON.stringify(locals), memberIds],
  );
  await db.query("select pg_notify('outbox_written', '')");
  await db.query('commit');
}

/** Waits until every campaign mail has been handed to SMTP (its dedupe row committed), sampling the queue's depth. */
async function drain(db, redis, queuePrefix, count, tag, timeoutMs) {
  const started = performance.now();
  let deepest = 0;
  for (;;) {
    const [{ rows }, waiting] = await Promise.all([
      db.query("select count(*)::int as sent from sent_mails where recipients[1] like 'campaign-' || $1 || '-%'", [tag]),
      redis.llen(`${queuePrefix}:mail:wait`),
    ]);
    deepest = Math.max(deepest, waiting);
    if (rows[0].sent >= count) return { ms: performance.now() - started, deepest };
    if (performance.now() - started > timeoutMs) throw new Error(`campaign mail: ${rows[0].sent} of ${count} sent after ${timeoutMs / 1000} s`);
    await sleep(100);
  }
}

/** One campaign mail as the sandbox received it: the baseline sends its very subject, text and HTML. */
async function receivedMail(sandboxUrl, to) {
  const res = await fetch(`${sandboxUrl}/mail/api/messages?to=${encodeURIComponent(to)}`);
  const [mail] = (await res.json()).data;
  if (!mail) throw new Error(`campaign mail: the sandbox holds no mail to ${to}`);
  return mail;
}

/** The SMTP sandbox alone: `count` copies of `mail` over nodemailer's pool of two connections, as fast as it takes them. */
async function smtpAlone(smtpPort, count, mail) {
  const nodemailer = require('nodemailer');
  const transport = nodemailer.createTransport({ url: `smtp://127.0.0.1:${smtpPort}`, pool: true, maxConnections: 2 });
  const send = (i) =>
    transport.sendMail({ from: mail.from, to: `smtp-alone-${i}@example.jp`, subject: mail.subject, text: mail.text, html: mail.html ?? undefined, messageId: `<smtp-alone-${i}-${randomUUID()}@bench>` });
  await Promise.all(Array.from({ length: 20 }, (_, i) => send(-i - 1))); // the pool's connections opened before timing
  const started = performance.now();
  let next = 0;
  // As many in flight as the product's worker runs mail jobs at once (its concurrency, 4).
  await Promise.all(Array.from({ length: 4 }, async () => { while (next < count) await send(next++); }));
  const ms = performance.now() - started;
  transport.close();
  return { ms, per_second: round1((count / ms) * 1000) };
}

/** Where the campaign goes on a stack of tools/lib/env.mjs. */
export const campaignTargets = (stack) => ({
  databaseUrl: stack.databaseUrl,
  redisUrl: stack.redisUrl,
  queuePrefix: stack.queuePrefix,
  sandboxUrl: `http://127.0.0.1:${stack.sandboxPort}`,
  smtpPort: stack.smtpPort,
});

/**
 * @param {{ databaseUrl: string, redisUrl: string, queuePrefix: string, sandboxUrl: string, smtpPort: number, members?: number }} options
 */
export async function benchCampaignMail({ databaseUrl, redisUrl, queuePrefix, sandboxUrl, smtpPort, members = 5000 }) {
  const Redis = require('ioredis');
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const redis = new Redis(redisUrl, { lazyConnect: false });
  try {
    const { tag, ids } = await campaignMembers(db, members);
    const queuedAt = performance.now();
    await queueCampaign(db, ids);
    const queuedMs = performance.now() - queuedAt;
    const drained = await drain(db, redis, queuePrefix, members, tag, 15 * 60_000);
    const { rows } = await db.query('select email from users where id = $1', [ids[ids.length - 1]]);
    const mail = await receivedMail(sandboxUrl, rows[0].email);
    const product = { drain_seconds: round1(drained.ms / 1000), mails_per_second: round1((members / drained.ms) * 1000), deepest_mail_queue: drained.deepest };
    const alone = await smtpAlone(smtpPort, members, mail);
    return {
      what: `one mail to each of ${members} members (the ${TEMPLATE} template, addressed by member id) written to the outbox in one transaction; the relay, the mail queue and the worker hand each to the SMTP sandbox`,
      members,
      mail_bytes: Buffer.byteLength(mail.subject + mail.text + (mail.html ?? '')),
      queued_in_ms: round1(queuedMs),
      ...product,
      smtp_sandbox_alone: { what: 'the same number of mails over nodemailer\'s pool of two connections, four in flight (the worker\'s concurrency)', seconds: round1(alone.ms / 1000), mails_per_second: alone.per_second },
      ratio: +(product.mails_per_second / alone.per_second).toFixed(3),
    };
  } finally {
    redis.disconnect();
    await db.end();
  }
}

// On its own: node tools/bench/campaign-mail.mjs [--members 5000] [--no-build], on the bench's stack.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { members: { type: 'string', default: '5000' }, 'no-build': { type: 'boolean', default: false } } });
  ensureDependencies();
  const env = await preparedBenchStack(BENCH, { build: !values['no-build'] });
  const stack = startStack(env, { quiet: true });
  try {
    await waitUntilReady(BENCH, 180);
    console.log(JSON.stringify(await benchCampaignMail({ ...campaignTargets(BENCH), members: Number(values.members) }), null, 2));
  } finally {
    await stack.stop();
  }
  process.exit(0);
}
