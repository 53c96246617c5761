import type { NestExpressApplication } from '@nestjs/platform-express';
import { upsertOperator } from '@coaching/server-backoffice';
import { sql } from '@coaching/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import request from 'supertest';
import { ADULT_STUDENT, verifyByMail } from './testing/billing-members';
import { startTestApi } from './testing/test-api';

// Stoplight Prism (@stoplight/prism-cli), a tool no one here wrote, in proxy mode in front of the real api on a real
// port, with `--errors`: a request the document refuses, or an answer that breaks it, comes back from Prism as an
// `application/problem+json` violation instead of the api's answer (ADR 0045). The replay is a visitor, a member and
// an operator as in openapi-answers.int.spec.ts (where ajv checks bodies in-process); here every answer must come from
// the api untouched.

const ADMIN = { email: 'admin-prism-int@ggcoach.example', name: 'プリズム 確認', role: 'admin' as const, password: 'admin-prism-int-password' };
/** GETs not replayed as a member: an event stream stays open; the guardian area refuses a member (a guardian replays it below). */
const NOT_REPLAYED = /^\/api\/(payments\/\{id\}\/events|guardian\/)/;
const GUARDIAN_AREA = /^\/api\/guardian\//;

const freePort = () =>
  new Promise<number>((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

describe('answers through Stoplight Prism in proxy mode (real api on a port, PostgreSQL, Redis)', () => {
  let app: NestExpressApplication;
  let prism: ChildProcess;
  let prismUrl: string;
  /** Every GET without a path parameter or a required query parameter (those are sent below with their values). */
  let plainGets: string[];
  /** The lists whose records the document reads by id (`GET <list>/{id}`). */
  let readById: Set<string>;
  const seen: Array<{ request: string; status: number; violation: unknown }> = [];
  /** The member of the first replay, whom the guardian's replay invites. */
  let memberEmail = '';

  /**
   * Sends through Prism and keeps what came back: a Prism violation is `application/problem+json`. Prism's proxy folds
   * the api's several Set-Cookie headers into one, comma-joined (`XSRF-TOKEN=…; SameSite=Lax,coaching_session=…`),
   * which a cookie jar reads as one cookie: the agent is given each of them again.
   */
  const through = async (res: request.Test, agent?: ReturnType<typeof request.agent>) => {
    const answer = await res;
    const folded = ([] as string[]).concat(answer.headers['set-cookie'] ?? []).flatMap((header) => header.split(/,(?=\s*[A-Za-z0-9_-]+=)/));
    if (agent && folded.length) (agent as unknown as { jar: { setCookies(cookies: string[], domain: string, path: string): void } }).jar.setCookies(folded, '127.0.0.1', '/');
    const req = (answer as unknown as { req: { method: string; path: string } }).req;
    const type = String(answer.headers['content-type'] ?? '');
    seen.push({ request: `${req.method} ${req.path}`, status: answer.status, violation: type.startsWith('application/problem+json') ? answer.body : undefined });
    return answer;
  };

  beforeAll(async () => {
    app = await startTestApi();
    await upsertOperator(app.get(EntityManager).fork(), ADMIN);
    // A game and a plan of its own to buy through the proxy.
    const gameId = 42_000_000 + Math.floor(Math.random() * 1_000_000);
    await sql(app.get(EntityManager).fork(), 'insert into games (id, name, is_purchasable, is_legacy, sort_order) values (?, ?, true, false, 9400)', [gameId, `プリズム ${gameId}`]);
    await sql(app.get(EntityManager).fork(), 'insert into plans (game_id, code, name, lesson_count, tax_rate, price1, price3) values (?, ?, ?, 4, 1.1, 40000, 36000)', [gameId, `prism-${gameId}`, 'プリズムプラン']);
    await app.listen(0, '127.0.0.1');
    const apiPort = (app.getHttpServer().address() as { port: number }).port;
    const doc = (await request(app.getHttpServer()).get('/api/openapi.json').set('X-Forwarded-For', '10.47.0.1')).body as {
      paths: Record<string, Record<string, { parameters?: Array<{ in: string; required?: boolean }> }>>;
    };
    plainGets = Object.entries(doc.paths)
      .filter(([path, ops]) => ops.get && !path.includes('{') && !ops.get.parameters?.some((p) => p.in === 'query' && p.required))
      .map(([path]) => path);
    readById = new Set(Object.keys(doc.paths).filter((path) => path.endsWith('/{id}') && doc.paths[path].get).map((path) => path.slice(0, -'/{id}'.length)));
    const file = join(mkdtempSync(join(tmpdir(), 'openapi-prism-')), 'openapi.json');
    writeFileSync(file, JSON.stringify(doc));
    const port = await freePort();
    prismUrl = `http://127.0.0.1:${port}`;
    const bin = resolve(__dirname, '../../../node_modules/.bin/prism');
    prism = spawn(bin, ['proxy', file, `http://127.0.0.1:${apiPort}`, '--errors', '--host', '127.0.0.1', '--port', String(port)], { stdio: ['ignore', 'pipe', 'pipe'] });
    let log = '';
    await new Promise<void>((done, fail) => {
      const timer = setTimeout(() => fail(new Error(`Prism did not start in 45 s:\n${log.slice(-2000)}`)), 45_000);
      const read = (chunk: Buffer) => {
        log += chunk.toString();
        if (log.includes('Prism is listening')) {
          clearTimeout(timer);
          done();
        }
      };
      prism.stdout!.on('data', read);
      prism.stderr!.on('data', read);
      prism.once('exit', (code) => fail(new Error(`Prism exited (${code}):\n${log.slice(-2000)}`)));
    });
  }, 90_000);

  afterAll(async () => {
    prism?.kill();
    await app?.close();
  });

  it('a member: the CSRF cookie, sign-up, every GET without a path parameter, a bank purchase read back', async () => {
    const agent = request.agent(prismUrl);
    const ip = '10.47.1.1';
    const csrf = await through(agent.get('/sanctum/csrf-cookie').set('X-Forwarded-For', ip), agent);
    const cookie = ([] as string[]).concat(csrf.headers['set-cookie'] ?? []).find((c) => c.startsWith('XSRF-TOKEN='));
    let token = decodeURIComponent(cookie!.split(';')[0].split('=')[1]);
    const email = `prism-${Date.now()}@example.jp`;
    memberEmail = email;
    const registered = await through(agent.post('/api/register').set('X-Forwarded-For', ip).set('X-XSRF-TOKEN', token).send({ email, password: 'prism-member-password' }), agent);
    expect(registered.status).toBe(201);
    token = decodeURIComponent(([] as string[]).concat(registered.headers['set-cookie'] ?? []).find((c) => c.startsWith('XSRF-TOKEN='))?.split(';')[0].split('=')[1] ?? token);
    // The link from the mail, followed beside the proxy: Prism's proxy follows the 302 itself (to the web app's /mypage, a 404 here; ADR 0045).
    await verifyByMail(app, request.agent(app.getHttpServer()).set('X-Forwarded-For', ip), email);
    await through(agent.post('/api/personal_informations').set('X-Forwarded-For', ip).set('X-XSRF-TOKEN', token).send(ADULT_STUDENT));
    for (const path of plainGets) {
      if (!path.startsWith('/api/') || NOT_REPLAYED.test(path)) continue;
      await through(agent.get(path).set('X-Forwarded-For', ip));
    }
    await through(agent.get('/api/lessons?is_group=0').set('X-Forwarded-For', ip));
    // A bank purchase (a plan the catalogue sells) read back by its id: path parameters through Prism.
    const games = await through(agent.get('/api/games').set('X-Forwarded-For', ip));
    const plan = (games.body.data as Array<{ plans: Array<{ id: number; is_purchasable: boolean; plan_type: string }> }>).flatMap((g) => g.plans).find((p) => p.is_purchasable && p.plan_type === 'normal');
    expect(plan).toBeDefined();
    if (plan) {
      await through(agent.get(`/api/plans/${plan.id}`).set('X-Forwarded-For', ip));
      await through(agent.get(`/api/plans/${plan.id}/calc?method=bank&period=1`).set('X-Forwarded-For', ip));
      const bought = await through(agent.post(`/api/plans/${plan.id}/purchase`).set('X-Forwarded-For', ip).set('X-XSRF-TOKEN', token).send({ method: 'bank', period: 1, idempotency_key: randomUUID() }));
      expect(bought.status).toBe(202);
      if (bought.status === 202) {
        await through(agent.get(`/api/payments/${bought.body.data.id}`).set('X-Forwarded-For', ip));
        await through(agent.get(`/api/payments/${bought.body.data.id}/order`).set('X-Forwarded-For', ip));
      }
    }
  });

  it('a guardian: sign-up, every guardian-area GET, the preferences saved, a child invited and the links read', async () => {
    const agent = request.agent(prismUrl);
    const ip = '10.47.3.1';
    const csrf = await through(agent.get('/sanctum/csrf-cookie').set('X-Forwarded-For', ip), agent);
    let token = decodeURIComponent(([] as string[]).concat(csrf.headers['set-cookie'] ?? []).find((c) => c.startsWith('XSRF-TOKEN='))!.split(';')[0].split('=')[1]);
    const email = `prism-guardian-${Date.now()}@example.jp`;
    const registered = await through(agent.post('/api/guardians/register').set('X-Forwarded-For', ip).set('X-XSRF-TOKEN', token).send({ email, password: 'prism-guardian-password' }), agent);
    expect(registered.status).toBe(201);
    token = decodeURIComponent(([] as string[]).concat(registered.headers['set-cookie'] ?? []).find((c) => c.startsWith('XSRF-TOKEN='))?.split(';')[0].split('=')[1] ?? token);
    await verifyByMail(app, request.agent(app.getHttpServer()).set('X-Forwarded-For', ip), email);
    expect(memberEmail).not.toBe('');
    const invited = await through(agent.post('/api/guardian/links').set('X-Forwarded-For', ip).set('X-XSRF-TOKEN', token).send({ email: memberEmail }));
    expect(invited.status).toBe(201);
    const saved = await through(agent.put('/api/guardian/preferences').set('X-Forwarded-For', ip).set('X-XSRF-TOKEN', token).send({ weekly_summary: true }));
    expect(saved.status).toBe(200);
    const areaGets = plainGets.filter((path) => GUARDIAN_AREA.test(path));
    expect(areaGets).toEqual(expect.arrayContaining(['/api/guardian/children', '/api/guardian/links', '/api/guardian/preferences', '/api/guardian/camp-applications']));
    for (const path of areaGets) expect((await through(agent.get(path).set('X-Forwarded-For', ip))).status).toBe(200);
    await through(agent.get('/api/me').set('X-Forwarded-For', ip));
  });

  it('an operator: the session, sign-in and every back-office list', async () => {
    const agent = request.agent(prismUrl);
    const ip = '10.47.2.1';
    const session = await through(agent.get('/admin-api/auth/session').set('X-Forwarded-For', ip), agent);
    const login = await through(agent.post('/admin-api/auth/login').set('X-Forwarded-For', ip).set('X-XSRF-TOKEN', session.body.data.csrfToken).send({ email: ADMIN.email, password: ADMIN.password }), agent);
    expect(login.status).toBe(200);
    for (const path of plainGets) {
      if (!path.startsWith('/admin-api/') || path.endsWith('.csv')) continue;
      const list = await through(agent.get(path).set('X-Forwarded-For', ip));
      // And the first record each list names, by its id.
      const first = Array.isArray(list.body) ? (list.body[0] as { id?: string | number } | undefined) : undefined;
      if (first?.id !== undefined && readById.has(path)) await through(agent.get(`${path}/${encodeURIComponent(String(first.id))}`).set('X-Forwarded-For', ip));
    }
  });

  it('Prism found no request or answer that breaks the document', () => {
    process.stdout.write(`openapi prism: ${seen.length} requests through the proxy\n`);
    expect(seen.length).toBeGreaterThan(50);
    expect(seen.filter((s) => s.violation).map((s) => `${s.request} ${s.status} ${JSON.stringify(s.violation).slice(0, 600)}`)).toEqual([]);
  });
});
