import { signedCookie } from 'cookie-parser';
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type session from 'express-session';
import type { SessionData } from 'express-session';
import { cookieOf } from './request-cookies';
import { pastAbsoluteExpiry, type SessionOptions } from './sessions';

// express-session's own cookie class: the renewed Set-Cookie is the one express-session writes (its attributes and
// expiry rules), not a copy of them.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const SessionCookie = require('express-session/session/cookie') as new (options?: Partial<session.Cookie>) => session.Cookie & {
  serialize(name: string, value: string): string;
};

/** A stored session, signed in or not, as a read that changes nothing finds it. */
export interface ReadableSession {
  id: string;
  data: SessionData;
  /** The renewed cookie (rolling idle expiry), as express-session would set it on this answer. */
  setCookie: string;
  /**
   * Pushes the stored idle expiry back (throttled by the store), as express-session does before it ends such an
   * answer; resolves when the store is done. A failed write is logged, and the answer goes out all the same, as there.
   */
  touch(): Promise<void>;
}

export type SessionReader = (req: IncomingMessage) => Promise<ReadableSession | null>;

/**
 * What express-session (with `sessionMiddleware`'s options) does for a request that only reads: the signed cookie
 * checked, the session loaded from the same store, the absolute expiry applied, the idle expiry renewed. Used by
 * the fast path's member reads (apps/api fast-path/member-reads.ts), which skip Express for the reads every page
 * makes. Anything but that plain case answers null (no or a forged cookie, no stored session, a session past its
 * absolute expiry, a secure cookie over plain HTTP): the request then goes to Express, which handles it in full.
 * A store error is thrown, for the caller to hand the request to Express the same way.
 */
export function sessionReader(store: session.Store, options: Pick<SessionOptions, 'name' | 'secret' | 'secure' | 'absoluteSeconds'>): SessionReader {
  const load = (id: string) => new Promise<SessionData | null>((resolve, reject) => store.get(id, (error, data) => (error ? reject(error) : resolve(data ?? null))));
  return async (req) => {
    const raw = cookieOf(req.headers.cookie, options.name);
    if (!raw?.startsWith('s:')) return null;
    const id = signedCookie(raw, options.secret);
    if (!id) return null;
    const stored = await load(id);
    if (!stored?.cookie) return null;
    if (pastAbsoluteExpiry(stored, options.absoluteSeconds)) return null;
    // As express-session's store.createSession revives it: the expiry a Date, the original lifetime kept.
    const cookie = new SessionCookie(stored.cookie);
    if (typeof stored.cookie.expires === 'string') cookie.expires = new Date(stored.cookie.expires);
    cookie.originalMaxAge = stored.cookie.originalMaxAge as number;
    if (cookie.secure && !securelyReached(req, options.secure)) return null;
    // rolling: every answer renews the idle expiry (express-session's session.touch()).
    cookie.maxAge = cookie.originalMaxAge;
    const data = { ...stored, cookie } as SessionData;
    return {
      id,
      data,
      setCookie: cookie.serialize(options.name, raw),
      touch: () =>
        new Promise<void>((resolve) => {
          if (!store.touch) return resolve();
          store.touch(id, data, (error?: unknown) => {
            if (error) console.error('session touch failed', error);
            resolve();
          });
        }),
    };
  };
}

/** express-session's test for sending a secure cookie: TLS here, or (behind our proxy, `proxy` on) X-Forwarded-Proto https. */
function securelyReached(req: IncomingMessage, trustProxy: boolean): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  if (!trustProxy) return false;
  const header = String(req.headers['x-forwarded-proto'] ?? '');
  const comma = header.indexOf(',');
  return (comma < 0 ? header : header.slice(0, comma)).trim().toLowerCase() === 'https';
}
