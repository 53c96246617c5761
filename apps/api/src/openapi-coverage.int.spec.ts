import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { API_PREFIXES } from './http/fast-path/fast-path';
import { FAST_PATH_ROUTES } from './openapi/described-routes';
import { startTestApi } from './testing/test-api';

// The document is generated from the controllers, but routes also come from elsewhere (Express routes, the fast path
// ahead of Express, ADR 0017). This walks what the live app really answers and fails on any route the document lacks.

interface Route {
  method: string;
  path: string;
}

/** Not API operations, and why. */
const NOT_DESCRIBED = new Map<string, string>([
  ['GET /robots.txt', 'for crawlers (seo-files.ts), not an operation'],
  ['GET /sitemap.xml', 'for crawlers (seo-files.ts), not an operation'],
]);
/**
 * Operations whose success answer has no schema yet, and why (a ratchet: the test fails when one here gains a schema
 * and is not removed, and when any other operation lacks one).
 */
const ANSWERS_NOT_DESCRIBED = new Map<string, string>();
/** Changes sent with `navigator.sendBeacon`, which cannot carry the header (`ChangesNoData`, ADR 0002). */
const CHANGES_WITHOUT_TOKEN = ['post /api/analytics/page-views'];

const key = (r: Route) => `${r.method} ${r.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;

describe('the OpenAPI document describes every route the api serves (real api)', () => {
  let app: NestExpressApplication;
  let doc: { openapi: string; paths: Record<string, Record<string, { responses: Record<string, unknown>; security: unknown[] }>> };

  beforeAll(async () => {
    app = await startTestApi();
    const res = await request(app.getHttpServer()).get('/api/openapi.json').set('X-Forwarded-For', '10.45.0.1');
    expect(res.status).toBe(200);
    doc = res.body;
  });
  afterAll(() => app.close());

  const described = () => new Set(Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`)));

  it('is an OpenAPI 3.1 document with the session cookies and the CSRF header as security schemes', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect((doc as unknown as { components: { securitySchemes: Record<string, { in: string; name: string }> } }).components.securitySchemes).toEqual({
      memberSession: expect.objectContaining({ in: 'cookie', name: 'coaching_session' }),
      operatorSession: expect.objectContaining({ in: 'cookie', name: 'coaching_admin_session' }),
      xsrfToken: expect.objectContaining({ in: 'header', name: 'X-XSRF-TOKEN' }),
    });
  });

  it('has every route of the Express router, and nothing the router does not serve', () => {
    const router = (app.getHttpAdapter().getInstance() as { router: { stack: Array<{ route?: { path: string | string[]; methods: Record<string, boolean> } }> } }).router;
    const live = router.stack
      .flatMap((layer) => (layer.route ? ([] as string[]).concat(layer.route.path).flatMap((path) => Object.keys(layer.route!.methods).map((method) => ({ method: method.toUpperCase(), path }))) : []))
      // The catch-alls (a JSON 404 for any other path) are not operations.
      .filter((route) => !route.path.startsWith('/{*'));
    expect(live.filter((route) => API_PREFIXES.some((prefix) => route.path.startsWith(prefix))).length).toBeGreaterThan(150);
    const documented = described();
    const missing = live.map(key).filter((k) => !documented.has(k) && !NOT_DESCRIBED.has(k));
    expect(missing).toEqual([]);
    // And the other way: the document invents nothing (the fast path's routes aside).
    const liveKeys = new Set([...live.map(key), ...FAST_PATH_ROUTES.map(key), ...[...documented].filter((k) => k.startsWith('HEAD ') && documented.has(k.replace('HEAD', 'GET')))]);
    expect([...documented].filter((k) => !liveKeys.has(k))).toEqual([]);
  });

  it("has the fast path's api routes, which never reach Express (ADR 0017)", async () => {
    // The fast path names the api paths it answers itself in its source; each must be in FAST_PATH_ROUTES.
    const source = readFileSync(join(__dirname, 'http/fast-path/fast-path.ts'), 'utf8');
    const answered = [...source.matchAll(/path === '(\/(?:api|admin-api|sanctum|sns|login)\/[^']*)'/g)].map(([, path]) => path);
    expect(answered.length).toBeGreaterThan(0);
    for (const path of answered) for (const method of ['GET', 'HEAD']) expect(described()).toContain(`${method} ${path}`);
    const health = await request(app.getHttpServer()).get('/api/health');
    expect(health.status).toBe(200);
  });

  it('declares the success answer of every operation (a JSON schema, or its other content type, or none)', () => {
    const undeclared = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => Object.entries(op.responses).some(([status, answer]) => status.startsWith('2') && (answer as { 'x-answer-undeclared'?: boolean })['x-answer-undeclared']))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(undeclared.filter((k) => !ANSWERS_NOT_DESCRIBED.has(k))).toEqual([]);
    // The ratchet only shrinks: an operation given its schema leaves the list.
    expect([...ANSWERS_NOT_DESCRIBED.keys()].filter((k) => !undeclared.includes(k))).toEqual([]);
  });

  it('documents an error answer (the Japanese message) on every operation, and the CSRF refusal on every change', () => {
    const unchecked: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        if (path === '/api/health') continue;
        expect([method, path, op.responses.default]).toEqual([method, path, expect.objectContaining({ content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorAnswer' } } } })]);
        if (method !== 'get' && method !== 'head' && !JSON.stringify(op.security).includes('xsrfToken')) unchecked.push(`${method} ${path}`);
      }
    }
    expect(unchecked).toEqual(CHANGES_WITHOUT_TOKEN);
  });
});
