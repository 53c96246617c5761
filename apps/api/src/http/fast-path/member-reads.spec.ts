import { createServer, get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { MemberRead, MemberStanding, ReadableSession, SessionReader, Standing } from '@coaching/server-core';
import { memberReads } from './member-reads';

/** A GET whose body is read as it came over the wire (fetch would decode it). */
const rawGet = (url: string, headers: Record<string, string>) =>
  new Promise<{ headers: IncomingHttpHeaders; bytes: Buffer }>((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, bytes: Buffer.concat(chunks) }));
    }).on('error', reject);
  });

const VERIFIED: Standing = { verified: true, passwordChangedAt: null, suspension: null };

/** A session as `sessionReader` finds one, signed in at `signedInAt`. */
const signedIn = (userId: string | undefined, signedInAt = Date.now()): ReadableSession & { touches: number } => {
  const session = {
    id: 'sid',
    data: { userId, signedInAt, signedInVia: 'password' } as ReadableSession['data'],
    setCookie: 'coaching_session=s%3Asid.sig; Path=/; HttpOnly; SameSite=Lax',
    touches: 0,
    touch: async () => void session.touches++,
  };
  return session;
};

/**
 * Given the fast path's member reads on a real HTTP server, with Express stood in by a handler that answers 299
 * ("went to Express"), when a request comes, then it is answered here only when all is plain.
 */
/** A standing `MemberStanding` must never be asked for: the read brings its own. */
const HOME_ONLY: Standing = { verified: false, passwordChangedAt: new Date(0), suspension: null };

describe('the fast path’s member reads', () => {
  let server: Server;
  let base: string;
  let session: SessionReader;
  let standing: Standing | null;
  let body: unknown;
  const read: MemberRead = { path: '/api/me', allowUnverified: true, answer: async (memberId, s) => (body instanceof Error ? Promise.reject(body) : { memberId, via: s.signedInVia, body }) };
  const strict: MemberRead = { path: '/api/strict', refuseSuspended: true, answer: async () => ({ ok: true }) };
  /** A read whose answer and standing come from one row (the member's home): `MemberStanding` is not asked for it. */
  let homeStanding: Standing | null;
  let homeReads = 0;
  const home: MemberRead = {
    path: '/api/home',
    answer: async () => ({ via: 'answer' }),
    withStanding: async (memberId) => {
      homeReads++;
      return { standing: homeStanding, answer: async () => ({ memberId, via: 'one read' }) };
    },
  };

  beforeAll(async () => {
    const reads = memberReads({
      reads: [read, strict, home],
      session: (req) => session(req),
      standing: { standingOf: async () => (standing === HOME_ONLY ? Promise.reject(new Error('MemberStanding asked for a read that brings its own')) : standing) } as MemberStanding,
      securityHeaders: { 'X-Content-Type-Options': 'nosniff' },
      etagOf: (b) => `W/"${b.length.toString(16)}"`,
    });
    server = createServer((req, res) => {
      const toExpress = () => {
        res.writeHead(299);
        res.end('express');
      };
      if (!reads(req, res, (req.url ?? '').split('?')[0], toExpress)) toExpress();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => {
    standing = VERIFIED;
    body = 'small';
    const plain = signedIn('member-1');
    session = async () => plain;
  });

  it('answers a signed-in member’s read as the route would: its body, no-store, the security headers, the renewed cookie and one touch', async () => {
    const current = signedIn('member-1');
    session = async () => current;
    const res = await fetch(`${base}/api/me`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ memberId: 'member-1', via: 'password', body: 'small' });
    expect(Object.fromEntries(['cache-control', 'content-type', 'x-content-type-options', 'set-cookie', 'vary', 'etag'].map((h) => [h, res.headers.get(h)]))).toEqual({
      'cache-control': 'no-store',
      'content-type': 'application/json; charset=utf-8',
      'x-content-type-options': 'nosniff',
      'set-cookie': current.setCookie,
      vary: 'Accept-Encoding',
      etag: 'W/"37"',
    });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(current.touches).toBe(1);
  });

  it.each([
    ['br', 'gzip, deflate, br'],
    ['gzip', 'gzip'],
    [undefined, 'identity;q=1, br;q=0.5'],
    [undefined, ''],
  ])('compresses an answer of 1 KB or more as %s for Accept-Encoding %j', async (encoding, acceptEncoding) => {
    body = 'あ'.repeat(600);
    const { headers, bytes } = await rawGet(`${base}/api/me`, { 'accept-encoding': acceptEncoding });
    expect(headers['content-encoding']).toBe(encoding);
    expect(Number(headers['content-length'])).toBe(bytes.length);
    const plain = encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes;
    expect(JSON.parse(plain.toString('utf8')).body).toBe(body);
    if (encoding) expect(bytes.length).toBeLessThan(plain.length);
  });

  it('leaves an answer under 1 KB uncompressed, as the compression middleware does', async () => {
    const { headers } = await rawGet(`${base}/api/me`, { 'accept-encoding': 'br, gzip' });
    expect(headers['content-encoding']).toBeUndefined();
    expect(headers.vary).toBe('Accept-Encoding');
  });

  it.each<[string, () => void]>([
    ['no session', () => (session = async () => null)],
    ['a session no member signed in to', () => (session = async () => signedIn(undefined))],
    ['a member who is gone', () => (standing = null)],
    ['a session signed in before the password was set', () => ((standing = { ...VERIFIED, passwordChangedAt: new Date(Date.now() + 1000) }), undefined)],
    ['a session store that fails', () => (session = async () => Promise.reject(new Error('store down')))],
    ['an answer that fails', () => (body = new Error('query failed'))],
  ])('hands %s to Express, which answers it in full', async (_case, given) => {
    given();
    const res = await fetch(`${base}/api/me`);
    expect({ status: res.status, text: await res.text() }).toEqual({ status: 299, text: 'express' });
  });

  it('applies the read’s own rules: an unverified member only where allowed, a suspended one not where refused', async () => {
    standing = { ...VERIFIED, verified: false };
    expect((await fetch(`${base}/api/me`)).status).toBe(200);
    expect((await fetch(`${base}/api/strict`)).status).toBe(299);
    standing = { ...VERIFIED, suspension: { reason: '規約違反', since: new Date() } };
    expect((await fetch(`${base}/api/me`)).status).toBe(200);
    expect((await fetch(`${base}/api/strict`)).status).toBe(299);
  });

  it('takes the standing and the answer from one read where the read offers both, and refuses by that standing', async () => {
    standing = HOME_ONLY;
    homeStanding = VERIFIED;
    homeReads = 0;
    const res = await fetch(`${base}/api/home`);
    expect([res.status, await res.json(), homeReads]).toEqual([200, { memberId: 'member-1', via: 'one read' }, 1]);
    homeStanding = { ...VERIFIED, verified: false };
    expect((await fetch(`${base}/api/home`)).status).toBe(299);
    homeStanding = null;
    expect((await fetch(`${base}/api/home`)).status).toBe(299);
  });

  it.each<[string, RequestInit & { path?: string }]>([
    ['a query string', { path: '/api/me?x=1' }],
    ['a trailing slash', { path: '/api/me/' }],
    ['a HEAD', { method: 'HEAD' }],
    ['a POST', { method: 'POST' }],
    ['If-None-Match', { headers: { 'if-none-match': 'W/"3a"' } }],
    ['If-Modified-Since', { headers: { 'if-modified-since': new Date().toUTCString() } }],
  ])('leaves a request with %s to Express', async (_case, { path = '/api/me', ...init }) => {
    expect((await fetch(`${base}${path}`, init)).status).toBe(299);
  });
});
