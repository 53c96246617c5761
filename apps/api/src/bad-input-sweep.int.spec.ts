import { EntityManager } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import * as contracts from '@coaching/contracts';
import { upsertOperator } from '@coaching/server-backoffice';
import { sql } from '@coaching/server-core';
import { type RunningSandbox, startSandbox } from '@coaching/sandbox/testing';
import request from 'supertest';
import { ADULT_STUDENT, signedUpMember } from './testing/billing-members';
import { startTestApi } from './testing/test-api';

// Every route the api serves, found in its own router, is sent what an attacker or a broken client sends:
// nothing, wrong types, NUL bytes, lone surrogates, very long strings, malformed list parameters and ids,
// each three times at once. None may answer a 5xx. Member routes are tried as a verified member, back-office
// routes as an admin, so the guards let the bad input reach the handlers.

const ADMIN = { email: 'admin-sweep-int@ggcoach.example', name: '検査 太郎', role: 'admin' as const, password: 'admin-sweep-int-password' };

/** Routes left out, and why. */
const SKIPPED = new Map<string, string>([
  // A server-sent event stream stays open by design; its id handling is the same as GET /api/payments/:id.
  ['GET /api/payments/:id/events', 'event stream'],
]);
/** Each bad request is answered within this (a refusal is quick; a hang is a defect to name, not to wait out). */
const ANSWER_WITHIN_MS = 20_000;
/** Tried last: they end the session the other routes need. */
const LAST = new Set(['POST /api/logout', 'POST /admin-api/auth/logout']);

/** Every field name a request schema of ours reads, so each bad value lands in a field a handler parses. */
function requestFieldNames(): string[] {
  const names = new Set(['email', 'password', 'name', 'message', 'id', 'ids', 'code', 'token', 'q', 'filter', 'page', 'start', 'game_id', 'plan_id', 'period', 'method']);
  for (const value of Object.values(contracts)) {
    const shape = (value as { shape?: unknown })?.shape;
    if (shape && typeof shape === 'object') for (const key of Object.keys(shape)) names.add(key);
  }
  return [...names];
}

const fieldNames = requestFieldNames();
const everyField = (value: unknown) => Object.fromEntries(fieldNames.map((name) => [name, value]));

/** Bodies and query strings, each labelled for the failure report. */
const BAD_VALUES: Array<[label: string, value: unknown]> = [
  ['a number', 12345],
  ['a list', ['a', 1]],
  ['an object', { a: { b: 1 } }],
  ['null', null],
  ['a boolean', true],
  ['a NUL byte', 'abc\u0000def@example.jp'],
  ['a lone surrogate', 'abc\uD800def'],
  // Past every field's length limit, yet the whole body of every field at once stays under the 100 KB body limit,
  // so it reaches the handlers (a larger body is refused with 413 before any handler: its own test below).
  ['a 300-character string', 'a'.repeat(300)],
];
/** The list parameters a long value is sent in on a GET (every field at once would pass Node's 16 KB header limit: 431). */
const QUERY_FIELDS = ['q', 'filter', 'sort', 'range', 'page', 'perPage', 'id', 'start', 'month', 'date', 'game_id', 'status'];
const BAD_LIST_QUERIES = ['range=[0]', 'range=[0,1e30]', 'sort=["id"]', 'sort=nope', 'filter={', 'filter=null', 'filter=[]', 'range=[0,1]&range=[0,1]', 'page=-1', 'page=abc', 'start=%00'];
const BAD_IDS = ['x', '-1', '0', '1.5', '99999999999999999999', '00000000-0000-4000-8000-000000000000', '%00', '%ED%A0%80', 'a'.repeat(2000)];

interface Route {
  method: string;
  path: string;
}

describe('bad input on every endpoint answers 4xx, never 5xx (real api, PostgreSQL, Redis, sandbox)', () => {
  let app: NestExpressApplication;
  let sandbox: RunningSandbox;
  let routes: Route[];
  let ip = 0;
  const nextIp = () => `10.${77 + Math.floor(++ip / 62500)}.${Math.floor(ip / 250) % 250}.${ip % 250}`;

  beforeAll(async () => {
    sandbox = await startSandbox({ httpPort: 0, smtpPort: 0, host: '127.0.0.1' });
    app = await startTestApi({
      CARD_PROVIDER_API_URL: `${sandbox.httpUrl}/payments/payment`,
      CARD_PROVIDER_SCRIPT_URL: `${sandbox.httpUrl}/payments/ext/js/token.js`,
      POSTAL_CODE_API_URL: `${sandbox.httpUrl}/zipcloud/api/search`,
      DISCORD_BASE_URL: `${sandbox.httpUrl}/discord`,
    });
    await upsertOperator(app.get(EntityManager).fork(), ADMIN);
    const router = (app.getHttpAdapter().getInstance() as { router: { stack: Array<{ route?: { path: string; methods: Record<string, boolean> } }> } }).router;
    routes = router.stack
      .flatMap((layer) => (layer.route ? Object.keys(layer.route.methods).map((method) => ({ method: method.toUpperCase(), path: layer.route!.path })) : []))
      .filter((route) => route.path.startsWith('/api/') || route.path.startsWith('/admin-api/') || route.path.startsWith('/sanctum/') || route.path.startsWith('/login/') || route.path.startsWith('/sns/'));
  });
  afterAll(async () => {
    await app.close();
    await sandbox.close();
  });

  async function signedInAgents() {
    const member = await signedUpMember(app, '10.76');
    await sql(app.get(EntityManager).fork(), 'update users set email_verified_at = now() where id = ?', [member.userId]);
    const operator = request.agent(app.getHttpServer());
    const session = await operator.get('/admin-api/auth/session').set('X-Forwarded-For', nextIp());
    const login = await operator.post('/admin-api/auth/login').set('X-Forwarded-For', nextIp()).set('X-XSRF-TOKEN', session.body.data.csrfToken).send(ADMIN);
    expect(login.status).toBe(200);
    return { member: { agent: member.agent, token: member.token }, admin: { agent: operator, token: login.body.data.csrfToken as string } };
  }

  it('finds the routes of every context in the router', () => {
    const key = (r: Route) => `${r.method} ${r.path}`;
    expect(routes.map(key)).toEqual(expect.arrayContaining(['POST /api/contacts', 'PUT /api/profile', 'POST /api/plans/:planId/purchase', 'GET /admin-api/payments', 'PUT /admin-api/coupons/:id', 'POST /admin-api/auth/login']));
  });

  it('answers every bad request below 500, each bad id three at once', async () => {
    const { member, admin } = await signedInAgents();
    const failures: string[] = [];
    const isLast = (r: Route) => LAST.has(`${r.method} ${r.path}`);

    const sweep = async (route: Route) => {
      if (SKIPPED.has(`${route.method} ${route.path}`)) return;
      const who = route.path.startsWith('/admin-api/') ? admin : member;
      const paths = route.path.includes(':') ? BAD_IDS.map((id) => route.path.replace(/:[A-Za-z]+/g, id)) : [route.path];

      // Each bad id alone; then the bad queries or bodies on the first id (a handler checks the id first).
      const attempts: Array<{ label: string; path: string; query?: string; body?: unknown }> = paths.map((path) => ({ label: 'nothing', path }));
      const path = paths[0];
      if (route.method === 'GET' || route.method === 'DELETE') {
        for (const [label, value] of BAD_VALUES.filter(([, v]) => typeof v === 'string' || typeof v === 'number')) {
          const long = String(value).length > 100;
          const fields = long ? Object.fromEntries(QUERY_FIELDS.map((name) => [name, String(value)])) : everyField(String(value));
          attempts.push({ label: `query of ${label}`, path, query: new URLSearchParams(fields).toString() });
        }
        for (const query of BAD_LIST_QUERIES) attempts.push({ label: `list query ${query}`, path, query });
      } else {
        for (const [label, value] of BAD_VALUES) attempts.push({ label: `every field ${label}`, path, body: everyField(value) });
        attempts.push({ label: 'a JSON list body', path, body: [1, 2] });
      }

      for (const attempt of attempts) {
        const url = attempt.query ? `${attempt.path}?${attempt.query}` : attempt.path;
        // A request that never answers is a failure named by its route, not a sweep that hangs until jest's timeout.
        const send = async (): Promise<{ status: number; body: unknown }> => {
          const req = who.agent[route.method.toLowerCase() as 'get'](url).set('X-Forwarded-For', nextIp()).set('X-XSRF-TOKEN', who.token).set('Accept', 'application/json').timeout(ANSWER_WITHIN_MS);
          try {
            return await (attempt.body === undefined ? req : req.send(attempt.body as object));
          } catch (error) {
            if ((error as { timeout?: number }).timeout) return { status: 599, body: `no answer within ${ANSWER_WITHIN_MS} ms` };
            throw error;
          }
        };
        // A bad id three times at once (lookups and locks of the same missing row side by side); a bad body or query once.
        const answers = await Promise.all(attempt.label === 'nothing' ? [send(), send(), send()] : [send()]);
        for (const res of answers) if (res.status >= 500) failures.push(`${route.method} ${route.path} (${attempt.label}, ${url.slice(0, 80)}): ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
      }
    };

    // Four routes at a time (each route's attempts in turn, a bad id's three copies at once): the api sees concurrent
    // bad input across contexts, and the sweep takes a fraction of the time. The session-ending routes go last, alone.
    const queue = routes.filter((r) => !isLast(r));
    await Promise.all(Array.from({ length: 4 }, async () => {
      for (let route = queue.shift(); route; route = queue.shift()) await sweep(route);
    }));
    for (const route of routes.filter(isLast)) await sweep(route);
    expect([...new Set(failures)]).toEqual([]);
  }, 600_000);

  // Valid bodies of the endpoints that answered 500 for one bad character: each text field in turn gets one.
  const VALID_BODIES: Array<[method: 'post' | 'put', path: string, who: 'anonymous' | 'member' | 'admin', body: Record<string, unknown>]> = [
    ['post', '/api/contacts', 'anonymous', { name: '山田 太郎', email: 'sweep-contact@example.jp', message: 'コースについて教えてください。' }],
    ['post', '/api/analytics/page-views', 'anonymous', { path: '/contact', title: 'お問い合わせ', referrer: '' }],
    ['put', '/api/profile', 'member', { last_name: '山田', first_name: '太郎', email: 'sweep-profile@example.jp', discord_id: 'sweeper' }],
    ['post', '/api/personal_informations', 'member', { ...ADULT_STUDENT }],
    ['post', '/api/change-password', 'member', { old_password: 'billing-member-password', new_password: 'new-password-123', new_password_confirmation: 'new-password-123' }],
    ['post', '/admin-api/games', 'admin', { id: 990_001, name: '検査ゲーム', image_path: '/images/x.png', discord_url: 'https://discord.gg/x', is_purchasable: true, is_legacy: false, sort_order: 1 }],
    ['post', '/admin-api/coupons', 'admin', { code: 'SWEEP1', name: '検査', discount_type: 'amount', discount_value: 100, target: 'subtotal', is_active: true }],
    ['post', '/admin-api/auth/login', 'admin', { email: ADMIN.email, password: ADMIN.password }],
  ];

  it.each(VALID_BODIES.map(([method, path, who, body]) => [`${method.toUpperCase()} ${path}`, method, path, who, body] as const))(
    '%s: a NUL byte or a lone surrogate in any text field is a 422 naming that field',
    async (_label, method, path, who, body) => {
      const agents = await signedInAgents();
      const anonymous = request.agent(app.getHttpServer());
      const cookie = await anonymous.get('/sanctum/csrf-cookie').set('X-Forwarded-For', nextIp());
      const anonymousToken = decodeURIComponent(String(([] as string[]).concat(cookie.headers['set-cookie'] ?? []).find((c) => c.startsWith('XSRF-TOKEN='))).split(';')[0].split('=')[1]);
      const { agent, token } = who === 'anonymous' ? { agent: anonymous, token: anonymousToken } : agents[who];
      const textFields = Object.keys(body).filter((key) => typeof body[key] === 'string' && body[key] !== '');
      expect(textFields.length).toBeGreaterThan(0);
      for (const field of textFields) {
        for (const bad of ['\u0000', '\uD800']) {
          const value = String(body[field]);
          const res = await agent[method](path).set('X-Forwarded-For', nextIp()).set('X-XSRF-TOKEN', token).send({ ...body, [field]: `${value.slice(0, 1)}${bad}${value.slice(1)}` });
          expect([field, res.status, res.body.errors?.[field]]).toEqual([field, 422, [contracts.Messages.common.unsafeText]]);
        }
      }
    },
  );

  it('POST /api/profile (multipart, as the profile form with a photo sends it): a NUL byte in a field is a 422 naming it', async () => {
    const { member } = await signedInAgents();
    const res = await member.agent
      .post('/api/profile')
      .set('X-Forwarded-For', nextIp())
      .set('X-XSRF-TOKEN', member.token)
      .field('last_name', '山\u0000田')
      .field('first_name', '太郎')
      .field('email', 'sweep-multipart@example.jp');
    expect([res.status, res.body.errors]).toEqual([422, { last_name: [contracts.Messages.common.unsafeText] }]);
  });

  it('answers a body beyond the 100 KB limit with 413 and a Japanese message', async () => {
    const { member } = await signedInAgents();
    const res = await member.agent.put('/api/profile').set('X-Forwarded-For', nextIp()).set('X-XSRF-TOKEN', member.token).send({ name: 'a'.repeat(110_000) });
    expect([res.status, res.body.message]).toEqual([413, contracts.Messages.common.payloadTooLarge]);
  });

  it('refuses a NUL byte or a lone surrogate with 422 before any handler or strategy, naming the field', async () => {
    const anonymous = request.agent(app.getHttpServer());
    const cookie = await anonymous.get('/sanctum/csrf-cookie').set('X-Forwarded-For', nextIp());
    const xsrf = decodeURIComponent(String(([] as string[]).concat(cookie.headers['set-cookie'] ?? []).find((c) => c.startsWith('XSRF-TOKEN='))).split(';')[0].split('=')[1]);
    const refused = (field: string) => ({ message: contracts.Messages.common.unsafeText, errors: { [field]: [contracts.Messages.common.unsafeText] } });
    for (const name of ['山田\u0000', '山田\uDFFF', '\uD83D山田']) {
      const res = await anonymous.post('/api/contacts').set('X-Forwarded-For', nextIp()).set('X-XSRF-TOKEN', xsrf).send({ name, email: 'sweep@example.jp', message: 'こんにちは' });
      expect([res.status, res.body]).toEqual([422, refused('name')]);
    }

    const operator = request.agent(app.getHttpServer());
    const session = await operator.get('/admin-api/auth/session').set('X-Forwarded-For', nextIp());
    const login = await operator.post('/admin-api/auth/login').set('X-Forwarded-For', nextIp()).set('X-XSRF-TOKEN', session.body.data.csrfToken).send({ email: 'admin\u0000@ggcoach.example', password: 'x' });
    expect([login.status, login.body]).toEqual([422, refused('email')]);

    const signedIn = await operator.post('/admin-api/auth/login').set('X-Forwarded-For', nextIp()).set('X-XSRF-TOKEN', session.body.data.csrfToken).send(ADMIN);
    expect(signedIn.status).toBe(200);
    const filter = await operator.get(`/admin-api/contacts?filter=${encodeURIComponent(JSON.stringify({ q: 'a\u0000' }))}`).set('X-Forwarded-For', nextIp());
    expect([filter.status, filter.body.message]).toEqual([422, contracts.Messages.common.unsafeText]);
  });
});
