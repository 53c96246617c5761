import type { NestExpressApplication } from '@nestjs/platform-express';
import { LANDING_PLANS_PATH, Messages } from '@coaching/contracts';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { HealthProbe } from './health/health-probe';
import { csrfAgent, startTestApi } from './testing/test-api';

// Two built front ends as the builds leave them: hashed assets with the .br/.gz that tools/build/precompress.mjs
// writes, unhashed images, the app shells, and the web app's server renderer (a small one with the same exports).
const filler = (label: string) => `/* ${label} */\n${Array.from({ length: 80 }, (_, i) => `console.log(${JSON.stringify(`${label} line ${i}`)});`).join('\n')}\n`;
const shell = (title: string) => `<!doctype html><html lang="ja"><head><meta charset="utf-8"><title>${title}</title></head><body><div id="root"></div>${'<!-- app -->'.repeat(60)}</body></html>`;
const ASSET = filler('web app');
// A marker only the build's brotli copy carries: proof that the served bytes are the build's, not ours.
const BUILT_BR = brotliCompressSync(Buffer.from(ASSET));

function writeSites(): { web: string; admin: string } {
  const web = mkdtempSync(join(tmpdir(), 'fast-path-web-'));
  const admin = mkdtempSync(join(tmpdir(), 'fast-path-admin-'));
  for (const dir of ['assets', 'images', 'server', 'prerendered', '.vite']) mkdirSync(join(web, dir));
  writeFileSync(join(web, 'index.html'), shell('web shell'));
  writeFileSync(join(web, 'assets/app-Ab12Cd34.js'), ASSET);
  writeFileSync(join(web, 'assets/app-Ab12Cd34.js.br'), BUILT_BR);
  writeFileSync(join(web, 'assets/app-Ab12Cd34.js.gz'), gzipSync(ASSET));
  writeFileSync(join(web, 'assets/later-Zz99Yy88.js'), filler('not precompressed'));
  writeFileSync(join(web, 'images/logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]));
  writeFileSync(join(web, '.vite/manifest.json'), '{}');
  writeFileSync(join(web, 'prerendered/broken.html'), shell('prerendered broken page'));
  writeFileSync(
    join(web, 'server/entry-server.cjs'),
    `let renders = 0;
     module.exports = {
       publicPaths: ['/', '/contact', '/broken'],
       isRoutedPath: (path) => ['/', '/contact', '/broken', '/mypage'].includes(path),
       renderPage: async (template, path, { initialData }) => {
         if (path === '/broken') throw new Error('render failed');
         renders++;
         return template.replace('<div id="root"></div>', '<div id="root"><h1>page ' + path + ' render ' + renders + '</h1><script type="application/json">' + JSON.stringify(initialData) + '</script></div>');
       },
     };`,
  );
  mkdirSync(join(admin, 'assets'));
  writeFileSync(join(admin, 'index.html'), shell('admin shell'));
  writeFileSync(join(admin, 'assets/admin-Qw12Er34.js'), filler('back office'));
  return { web, admin };
}

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

describe('fast path for the front ends and the health check (real api)', () => {
  let app: NestExpressApplication;
  let base: string;
  let sites: { web: string; admin: string };

  /** The answer as it comes off the wire (supertest would decompress it). */
  const raw = (path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> =>
    new Promise((resolve, reject) => {
      const req = http.request(`${base}${path}`, { method, headers: { 'x-forwarded-for': '10.61.0.1', ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
  const decoded = (res: Raw) =>
    (res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.body) : res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.body) : res.body).toString();

  beforeAll(async () => {
    sites = writeSites();
    app = await startTestApi({ WEB_DIST_DIR: sites.web, ADMIN_DIST_DIR: sites.admin });
    await app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app.close();
    rmSync(sites.web, { recursive: true, force: true });
    rmSync(sites.admin, { recursive: true, force: true });
  });

  it('serves the top page rendered with the plans, compressed by the client’s preference, with the security headers', async () => {
    const br = await raw('/', { 'accept-encoding': 'gzip;q=0.5, br;q=0.9' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['content-security-policy']).toContain("default-src 'self'");
    expect(br.headers['x-content-type-options']).toBe('nosniff');
    expect(br.headers['x-powered-by']).toBeUndefined();
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    const html = decoded(br);
    expect(html).toMatch(/<h1>page \/ render \d+<\/h1>/);
    // The top page carries the catalogue's plans (createApi's loader), the others nothing.
    expect(html).toContain(`<script type="application/json">{${JSON.stringify(LANDING_PLANS_PATH)}:[`);

    const gzip = await raw('/', { 'accept-encoding': 'br;q=0.2, gzip;q=0.8' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(html);
    for (const refused of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'br;q=0, gzip;q=0' }, { 'accept-encoding': 'deflate' }]) {
      const plain = await raw('/', refused);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(html);
    }
    expect((await raw('/', { 'accept-encoding': '*' })).headers['content-encoding']).toBe('br');
    expect((await raw('/', { 'accept-encoding': 'gzip, br;q=0' })).headers['content-encoding']).toBe('gzip');
  });

  it('answers 304 to a matching validator (any encoding of the same page) and 200 with the body otherwise', async () => {
    const first = await raw('/contact', { 'accept-encoding': 'br' });
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    const again = await raw('/contact', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('no-cache');
    const gzipClient = await raw('/contact', { 'accept-encoding': 'gzip', 'if-none-match': `"stale", ${etag}` });
    expect(gzipClient.status).toBe(304);
    expect(gzipClient.headers.etag).toBe(etag.replace(/-br"$/, '-gz"'));
    const stale = await raw('/contact', { 'accept-encoding': 'br', 'if-none-match': '"something-else"' });
    expect(stale.status).toBe(200);
    expect(decoded(stale)).toContain('<h1>page /contact render');
  });

  it('serves hashed assets with the build’s compressed copies, cached for a year; unhashed files briefly', async () => {
    const asset = await raw('/assets/app-Ab12Cd34.js', { 'accept-encoding': 'br, gzip' });
    expect(asset.status).toBe(200);
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.body.equals(BUILT_BR)).toBe(true);
    expect((await raw('/assets/app-Ab12Cd34.js?v=1', { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
    // Left without copies by the build: compressed once at start.
    const later = await raw('/assets/later-Zz99Yy88.js', { 'accept-encoding': 'gzip' });
    expect(later.headers['content-encoding']).toBe('gzip');
    expect(decoded(later)).toBe(filler('not precompressed'));
    const image = await raw('/images/logo.png', { 'accept-encoding': 'br, gzip' });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers['cache-control']).toBe('public, max-age=3600');
    expect(image.body.equals(readFileSync(join(sites.web, 'images/logo.png')))).toBe(true);
    const head = await raw('/assets/app-Ab12Cd34.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(BUILT_BR.length));
    expect(head.body.length).toBe(0);
  });

  it('answers a missing file, the server renderer and the build bookkeeping with the JSON 404 as before', async () => {
    for (const path of ['/assets/missing-00000000.js', '/server/entry-server.cjs', '/.vite/manifest.json', '/assets/app-Ab12Cd34.js.br', '/prerendered/broken.html']) {
      const res = await raw(path, { accept: '*/*' });
      expect([path, res.status]).toEqual([path, 404]);
      expect(JSON.parse(res.body.toString())).toEqual({ message: Messages.common.notFound });
    }
  });

  it('answers page paths with the app shell (404 where the router has no page), and leaves non-HTML requests alone', async () => {
    const mypage = await raw('/mypage', { accept: 'text/html,application/xhtml+xml' });
    expect(mypage.status).toBe(200);
    expect(mypage.headers['cache-control']).toBe('no-cache');
    expect(decoded(mypage)).toBe(shell('web shell'));
    const unknown = await raw('/no-such-page', { accept: 'text/html' });
    expect(unknown.status).toBe(404);
    expect(decoded(unknown)).toBe(shell('web shell'));
    const json = await raw('/mypage', { accept: 'application/json' });
    expect(json.status).toBe(404);
    expect(json.headers['content-type']).toContain('application/json');
    // A page whose render fails is served from the build's prerendered copy.
    const broken = await raw('/broken', { 'accept-encoding': 'gzip' });
    expect(broken.status).toBe(200);
    expect(decoded(broken)).toBe(shell('prerendered broken page'));
  });

  it('serves the back office at /admin: its files and its shell', async () => {
    const script = await raw('/admin/assets/admin-Qw12Er34.js', { 'accept-encoding': 'gzip' });
    expect(script.status).toBe(200);
    expect(decoded(script)).toBe(filler('back office'));
    for (const path of ['/admin', '/admin/orders/42']) {
      const page = await raw(path, { accept: 'text/html' });
      expect([path, page.status]).toEqual([path, 200]);
      expect(decoded(page)).toBe(shell('admin shell'));
    }
  });

  it('leaves every /api, /admin-api and /sanctum route to Express: sessions, CSRF and JSON errors as before', async () => {
    const me = await raw('/api/me', { accept: 'text/html' });
    expect(me.status).toBe(401);
    expect(me.headers['content-type']).toContain('application/json');
    expect((await raw('/api/no-such-thing', { accept: 'text/html' })).status).toBe(404);
    expect((await raw('/admin-api/auth/session')).status).toBe(200);
    const { agent, token } = await csrfAgent(app, '10.61.0.2');
    expect(token).toBeTruthy();
    // A POST never takes the fast path: without the token the CSRF check refuses it.
    expect((await raw('/', { 'content-type': 'application/json' }, 'POST')).status).toBe(404);
    expect((await agent.post('/api/logout')).status).toBe(419);
    expect((await raw('/robots.txt')).headers['content-type']).toContain('text/plain');
  });

  it('answers the health check with the security headers, one probe for a burst of checks', async () => {
    const probe = app.get(HealthProbe);
    await new Promise((r) => setTimeout(r, 1100));
    const spy = jest.spyOn(probe as unknown as { probe: () => Promise<unknown> }, 'probe');
    const answers = await Promise.all(Array.from({ length: 20 }, () => raw('/api/health')));
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body.toString())).toEqual({ status: 'ok', database: 'ok', redis: 'ok' });
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['cache-control']).toBe('no-store');
    }
    expect(spy).toHaveBeenCalledTimes(1);
    await new Promise((r) => setTimeout(r, 1100));
    await raw('/api/health');
    expect(spy).toHaveBeenCalledTimes(2);
    spy.mockRestore();
  });
});
