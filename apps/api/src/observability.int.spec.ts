import { EntityManager } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { MetricsServer, QueueName, sql } from '@coaching/server-core';
import { prepareTestDatabase, testDatabaseUrl } from '@coaching/server-core/testing';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { type ChildProcess, spawn } from 'node:child_process';
import { get } from 'node:http';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import request from 'supertest';
import { parse as parseYaml } from 'yaml';
import { parser as promql } from '@prometheus-io/lezer-promql';
// The sandbox is the card provider (GMO protocol) and the SMTP inbox, started in-process on free ports.
import { cardToken, type RunningSandbox, startSandbox } from '@coaching/sandbox/testing';
import { ADULT_STUDENT, signedUpMember } from './testing/billing-members';
import { startTestApi } from './testing/test-api';

const ROOT = join(__dirname, '../../..');
const WORKER_MAIN = join(ROOT, 'apps/worker/dist/main.js');

/** The metric names a Prometheus text exposition answers (every sample line's name: histograms' _bucket, _sum, _count). */
const namesIn = (exposition: string) => new Set(exposition.split('\n').filter((line) => line && !line.startsWith('#')).map((line) => line.split(/[{ ]/)[0]));

/** One sample's value: the first line of `name` whose labels include every one given. */
function sampleOf(exposition: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of exposition.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (Object.entries(labels).every(([key, value]) => line.includes(`${key}="${value}"`))) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

/**
 * The metric names a PromQL expression selects, read with Prometheus's own grammar (@prometheus-io/lezer-promql, the
 * parser of Prometheus's UI): an expression it cannot parse fails the test, as Prometheus would refuse the rule.
 */
function metricNamesOf(expr: string): string[] {
  const names = new Set<string>();
  const errors: number[] = [];
  promql.parse(expr).iterate({
    enter(node) {
      if (node.type.isError) errors.push(node.from);
      if (node.name === 'Identifier' && node.node.parent?.name === 'VectorSelector') names.add(expr.slice(node.from, node.to));
    },
  });
  if (errors.length > 0) throw new Error(`PromQL does not parse at ${errors.join(', ')}: ${expr}`);
  return [...names];
}

/**
 * Issue 36's metrics and the request id across the hop (ADR 0043), on real PostgreSQL, Redis, the sandbox provider and
 * inbox, the api in-process and the worker as its own process (apps/worker/dist), on a database of their own so the
 * worker relays no other test's rows.
 */
describe('metrics and the request id across the hop (api, worker process, PostgreSQL, Redis, sandbox)', () => {
  let app: NestExpressApplication;
  let em: EntityManager;
  let sandbox: RunningSandbox;
  let worker: ChildProcess;
  const workerLines: Array<Record<string, unknown>> = [];
  let workerMetricsUrl: string | undefined;
  const queuePrefix = `test-met-${process.pid}-${Date.now()}`;
  const gameId = 46_000_000 + Math.floor(Math.random() * 1_000_000);
  let planId: number;

  beforeAll(async () => {
    if (!existsSync(WORKER_MAIN)) throw new Error('build the worker first: npx nx run @coaching/worker:build');
    await prepareTestDatabase('api_observability');
    sandbox = await startSandbox({ httpPort: 0, smtpPort: 0, host: '127.0.0.1' });
    const env = {
      DATABASE_URL: testDatabaseUrl('api_observability'),
      QUEUE_PREFIX: queuePrefix,
      CARD_PROVIDER_API_URL: `${sandbox.httpUrl}/payments/payment`,
      CARD_PROVIDER_SCRIPT_URL: `${sandbox.httpUrl}/payments/ext/js/token.js`,
      SMTP_URL: `smtp://127.0.0.1:${sandbox.smtpPort}`,
    };
    app = await startTestApi(env);
    em = app.get(EntityManager);
    worker = spawn(process.execPath, [WORKER_MAIN], { env: { ...process.env, ...env, NODE_ENV: 'test', LOG_LEVEL: 'debug', SERVICE_NAME: 'worker' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let buffered = '';
    worker.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        try {
          const entry = JSON.parse(line) as Record<string, unknown>;
          workerLines.push(entry);
          if (entry.msg === 'metrics endpoint listening') workerMetricsUrl = String(entry.metrics);
        } catch {
          // not a log line
        }
      }
    });
    worker.stderr!.on('data', (chunk: Buffer) => process.stderr.write(chunk));
    const started = await waitFor(async () => workerMetricsUrl, 60_000);
    if (!started) throw new Error('the worker did not start');
    await sql(em.fork(), 'insert into games (id, name, is_purchasable, is_legacy, sort_order) values (?, ?, true, false, 9600)', [gameId, `観測 ${gameId}`]);
    [{ id: planId }] = await sql<{ id: number }>(em.fork(), "insert into plans (game_id, code, name, lesson_count, tax_rate, price1) values (?, 'met-std', 'Standard', 4, 1.1, 40000) returning id", [gameId]);
  }, 180_000);

  afterAll(async () => {
    if (worker && worker.exitCode === null) {
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      worker.kill('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 15_000)))]);
      clearTimeout(timer);
      if (worker.exitCode === null) worker.kill('SIGKILL');
    }
    worker?.stdout?.destroy();
    worker?.stderr?.destroy();
    await app?.close();
    await sandbox?.close();
  });

  async function waitFor<T>(probe: () => Promise<T | undefined>, ms = 20_000): Promise<T | undefined> {
    const deadline = Date.now() + ms;
    for (;;) {
      const value = await probe();
      if (value !== undefined || Date.now() > deadline) return value;
      await sleep(100);
    }
  }

  const apiMetricsUrl = () => {
    const address = app.get(MetricsServer).address();
    return `http://${address!.host}:${address!.port}/metrics`;
  };
  /** GET over a connection of its own (no keep-alive left open when the test ends): status and body. */
  const fetchOnce = (url: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      get(url, { agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      }).on('error', reject);
    });
  const scrape = async (url: string) => (await fetchOnce(url)).body;

  /** One card purchase by a new member, sent with `requestId` as its X-Request-Id; answers its payment id and the member. */
  async function purchase(requestId: string, cardno = '4111111111111111') {
    const who = await signedUpMember(app, '10.77');
    expect((await who.agent.post('/api/personal_informations/').set('X-XSRF-TOKEN', who.token).send(ADULT_STUDENT)).status).toBe(200);
    const token = await cardToken(`${sandbox.httpUrl}/payments/ext/js/token.js`, 'tshop00000001', { cardno, expire: '3012' });
    const res = await who.agent.post(`/api/plans/${planId}/purchase`).set('X-XSRF-TOKEN', who.token).set('X-Request-Id', requestId).send({ method: 'bulk', period: 1, token, idempotency_key: randomUUID() });
    expect(res.status).toBe(202);
    expect(res.headers['x-request-id']).toBe(requestId);
    return { paymentId: res.body.data.id as string, who };
  }

  let purchased: { paymentId: string; requestId: string; email: string; who: Awaited<ReturnType<typeof signedUpMember>> } | undefined;

  it('follows one purchase by its X-Request-Id: its events, its outbox row, its job, the worker’s events and logs, and the mail', async () => {
    const requestId = `met-${randomUUID()}`;
    const { paymentId, who } = await purchase(requestId);
    purchased = { paymentId, requestId, email: who.email, who };

    // The api's transaction: the order's first event and the charge's outbox row.
    const [requested] = await sql<{ metadata: { requestId?: string } }>(em.fork(), "select metadata from events where stream_id = ? and type = 'PaymentRequested'", [`payment-${paymentId}`]);
    expect(requested.metadata.requestId).toBe(requestId);
    const [charge] = await sql<{ id: string; request_id: string | null; payload: Record<string, unknown> }>(em.fork(), "select id, request_id, payload from outbox where correlation_id = ? and job_name = 'charge-payment'", [paymentId]);
    expect(charge.request_id).toBe(requestId);
    // The payload stays what the command wrote; the request rides beside it.
    expect(charge.payload).toEqual({ paymentId, n: 0 });

    // The relay's job carries it in its data.
    const connection = new Redis('redis://127.0.0.1:6379/0', { maxRetriesPerRequest: null });
    const payments = new Queue(QueueName.Payments, { connection, prefix: queuePrefix });
    try {
      const job = await waitFor(async () => (await payments.getJob(`outbox-${charge.id}`)) ?? undefined);
      expect(job?.data).toEqual({ paymentId, n: 0, requestId });
    } finally {
      await payments.close();
      connection.disconnect();
    }

    // The worker charged the card as part of the request: its event, the reaction's and the mail's outbox row say so.
    const captured = await waitFor(async () => (await sql<{ metadata: { requestId?: string } }>(em.fork(), "select metadata from events where stream_id = ? and type = 'ChargeCaptured'", [`payment-${paymentId}`]))[0]);
    expect(captured?.metadata.requestId).toBe(requestId);
    const [mailRow] = await sql<{ request_id: string | null }>(em.fork(), "select request_id from outbox where correlation_id = ? and payload->>'template' = 'payment-completed'", [paymentId]);
    expect(mailRow.request_id).toBe(requestId);
    const started = await waitFor(async () => (await sql<{ metadata: { requestId?: string } }>(em.fork(), "select e.metadata from events e where e.type = 'SubscriptionStarted' and e.data->>'memberId' = ?", [who.userId]))[0]);
    expect(started?.metadata.requestId).toBe(requestId);

    // The mail in the sandbox's inbox names the request in its X-Request-Id header.
    const mail = await waitFor(async () => sandbox.mailStore.list({ to: who.email }).find((m) => m.subject.includes('お支払いが完了')));
    expect(mail).toBeDefined();
    expect(mail!.headers?.['x-request-id']).toBe(requestId);

    // The worker's own log lines carry it: the relay's move of the charge row, the charge job, the reaction, the mail job.
    const ofRequest = await waitFor(async () => {
      const lines = workerLines.filter((line) => line.requestId === requestId);
      return lines.some((line) => line.msg === 'job done' && line.queue === 'mail') ? lines : undefined;
    });
    expect(ofRequest).toBeDefined();
    const seen = ofRequest!.map((line) => `${String(line.msg)}${line.queue ? ` ${String(line.queue)}` : ''}`);
    expect(seen).toEqual(expect.arrayContaining(['outbox row relayed payments', 'job done payments', 'reaction ran', 'outbox row relayed mail', 'job done mail']));
  });

  it('answers every figure on the metrics ports with plausible values, and nothing on the public port', async () => {
    expect(purchased).toBeDefined();
    // A second purchase, with the sandbox's card that the card company declines (42G…), charged by the worker.
    const declined = await purchase(`met-${randomUUID()}`, '4000000000000002');
    const failed = await waitFor(async () => (await sql(em.fork(), "select 1 from events where stream_id = ? and type = 'ChargeFailed'", [`payment-${declined.paymentId}`]))[0]);
    expect(failed).toBeDefined();
    // The result page's event stream of a settled payment answers once and ends: a stream is not a latency, so not timed.
    const stream = await purchased!.who.agent.get(`/api/payments/${purchased!.paymentId}/events`);
    expect(stream.headers['content-type']).toContain('text/event-stream');
    // A fast-path answer (the health check never reaches Express) is timed too.
    expect((await request(app.getHttpServer()).get('/api/health')).status).toBe(200);

    const api = await scrape(apiMetricsUrl());
    expect(sampleOf(api, 'coaching_http_request_duration_seconds_count', { route: '/api/plans/:planId/purchase', status_class: '2xx', method: 'POST' })).toBeGreaterThanOrEqual(1);
    expect(sampleOf(api, 'coaching_http_request_duration_seconds_count', { route: '/api/health', status_class: '2xx' })).toBeGreaterThanOrEqual(1);
    expect(api).not.toContain('route="/api/payments/:id/events"');
    // Labels are route templates, never raw URLs with ids in them.
    expect(api).not.toContain(`/api/plans/${planId}/purchase`);
    for (const queue of Object.values(QueueName)) {
      for (const state of ['waiting', 'delayed', 'active', 'failed']) expect(sampleOf(api, 'coaching_queue_jobs', { queue, state })).toBeGreaterThanOrEqual(0);
      expect(sampleOf(api, 'coaching_queue_depth', { queue })).toBeGreaterThanOrEqual(0);
    }
    // Read from this test's own queues (its QUEUE_PREFIX): the purchase's charge never failed.
    expect(sampleOf(api, 'coaching_queue_jobs', { queue: 'payments', state: 'failed' })).toBe(0);
    expect(sampleOf(api, 'coaching_outbox_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sampleOf(api, 'coaching_outbox_lag_seconds')).toBeLessThan(60);
    expect(sampleOf(api, 'coaching_parked_reactions')).toBe(0);
    expect(sampleOf(api, 'coaching_charges_total', { outcome: 'succeeded' })).toBeGreaterThanOrEqual(1);
    expect(sampleOf(api, 'coaching_charges_total', { outcome: 'declined' })).toBe(1);
    expect(sampleOf(api, 'coaching_charges_total', { outcome: 'failed' })).toBe(0);
    expect(sampleOf(api, 'coaching_trial_seats_held')).toBe(0);
    expect(sampleOf(api, 'process_resident_memory_bytes', { service: 'api' })).toBeGreaterThan(10_000_000);

    const worker = await scrape(workerMetricsUrl!);
    expect(sampleOf(worker, 'coaching_mails_total', { outcome: 'sent' })).toBeGreaterThanOrEqual(1);
    expect(sampleOf(worker, 'coaching_jobs_total', { queue: 'payments', outcome: 'completed' })).toBeGreaterThanOrEqual(1);
    expect(sampleOf(worker, 'process_resident_memory_bytes', { service: 'worker' })).toBeGreaterThan(10_000_000);

    // Only this machine: bound to 127.0.0.1, and only /metrics answers there.
    expect(app.get(MetricsServer).address()!.host).toBe('127.0.0.1');
    expect((await fetchOnce(apiMetricsUrl().replace('/metrics', '/api/health'))).status).toBe(404);
    // The public port has no metrics.
    expect((await request(app.getHttpServer()).get('/metrics')).status).toBe(404);
    expect((await request(app.getHttpServer()).get('/api/metrics')).status).toBe(404);
  });

  it('parses the Prometheus and Grafana provisioning, and every alert and panel asks for a figure the endpoints expose', async () => {
    const exposed = new Set([...namesIn(await scrape(apiMetricsUrl())), ...namesIn(await scrape(workerMetricsUrl!))]);
    const docker = join(ROOT, 'docker');
    const compose = parseYaml(readFileSync(join(docker, 'compose.yml'), 'utf8'));
    expect(Object.keys(compose.services)).toEqual(expect.arrayContaining(['prometheus', 'grafana']));
    const prometheus = parseYaml(readFileSync(join(docker, 'prometheus/prometheus.yml'), 'utf8'));
    expect(prometheus.scrape_configs.map((c: { job_name: string }) => c.job_name).sort()).toEqual(['api', 'worker']);
    expect(compose.services.api.environment.METRICS_PORT).toBe(String(prometheus.scrape_configs[0].dns_sd_configs[0].port));

    const rules = parseYaml(readFileSync(join(docker, 'prometheus/alerts.yml'), 'utf8')).groups.flatMap((g: { rules: unknown[] }) => g.rules) as Array<{ alert: string; expr: string; annotations: { runbook: string } }>;
    expect(rules.map((r) => r.alert).sort()).toEqual(['ChargesFailing', 'OutboxLagging', 'QueueGrowing', 'ReactionParked']);
    const runbook = readFileSync(join(ROOT, 'docs/runbook.md'), 'utf8');
    for (const rule of rules) {
      const names = metricNamesOf(rule.expr);
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) expect({ alert: rule.alert, name, exposed: exposed.has(name) }).toEqual({ alert: rule.alert, name, exposed: true });
      // Each alert is explained in the runbook, under a heading the annotation links to.
      expect({ alert: rule.alert, inRunbook: runbook.includes(`### ${rule.alert}`) }).toEqual({ alert: rule.alert, inRunbook: true });
    }

    const datasources = parseYaml(readFileSync(join(docker, 'grafana/provisioning/datasources/prometheus.yml'), 'utf8'));
    const uid = datasources.datasources[0].uid;
    const dashboards = readdirSync(join(docker, 'grafana/dashboards')).filter((f) => f.endsWith('.json'));
    expect(dashboards.length).toBeGreaterThan(0);
    const asked = new Set<string>();
    for (const file of dashboards) {
      const dashboard = JSON.parse(readFileSync(join(docker, 'grafana/dashboards', file), 'utf8')) as { panels: Array<{ title: string; datasource: { uid: string }; targets: Array<{ expr: string }> }> };
      for (const panel of dashboard.panels) {
        expect(panel.datasource.uid).toBe(uid);
        for (const target of panel.targets) for (const name of metricNamesOf(target.expr)) {
          asked.add(name);
          expect({ panel: panel.title, name, exposed: exposed.has(name) }).toEqual({ panel: panel.title, name, exposed: true });
        }
      }
    }
    // A panel for each figure of the issue.
    for (const figure of ['coaching_http_request_duration_seconds_bucket', 'coaching_queue_jobs', 'coaching_queue_depth', 'coaching_outbox_lag_seconds', 'coaching_parked_reactions', 'coaching_charges_total', 'coaching_mails_total', 'coaching_trial_seats_held']) expect(asked).toContain(figure);
  });
});
