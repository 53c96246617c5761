import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ForbiddenException } from '@nestjs/common';
import type { Request, RequestHandler, Response } from 'express';
import { CsrfTokenMismatchException } from './http-errors';
import { cookieOf, decoded } from './request-cookies';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const XSRF_COOKIE_OPTIONS = { httpOnly: false, sameSite: 'lax', path: '/', maxAge: 2 * 60 * 60 * 1000 } as const;
/** Prefix of a token kept by no session (see `issueXsrfCookie`). */
const UNSTORED = 'u.';

/** The session's CSRF token, created on first use (the session is then saved). */
export function csrfTokenOf(req: Request): string {
  if (!req.session.csrfToken) {
    req.session.csrfToken = randomBytes(32).toString('base64url');
    req.session.createdAt ??= Date.now();
  }
  return req.session.csrfToken;
}

/** Sets `XSRF-TOKEN` (readable by script, as axios and our web app expect) to the session's token. */
export function setXsrfCookie(req: Request, res: Response, secure: boolean): void {
  res.cookie(XSRF_COOKIE, csrfTokenOf(req), { ...XSRF_COOKIE_OPTIONS, secure });
}

/**
 * `GET /sanctum/csrf-cookie`: a session that holds a token keeps it; a visitor with nothing stored gets a
 * signed token in `XSRF-TOKEN` only, so that anyone calling it does not add a session row. Such a token is
 * checked by double submit (header = cookie, signed by us); signing in stores a session token of its own.
 */
export function issueXsrfCookie(req: Request, res: Response, secure: boolean, secret: string): void {
  if (req.session?.csrfToken) return setXsrfCookie(req, res, secure);
  // The browser's token stays the same across calls (as a stored one would), so a page's token stays good.
  const current = cookieOf(req.headers.cookie, XSRF_COOKIE);
  const nonce = current && signedUnstored(current, secret) ? current.slice(UNSTORED.length).split('.')[0] : randomBytes(24).toString('base64url');
  res.cookie(XSRF_COOKIE, `${UNSTORED}${nonce}.${sign(secret, nonce)}`, { ...XSRF_COOKIE_OPTIONS, secure });
}

const sign = (secret: string, nonce: string) => createHmac('sha256', secret).update(`xsrf:${nonce}`).digest('base64url');

const sameToken = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** A token `issueXsrfCookie` made: unstored, and signed by us. */
const signedUnstored = (token: string, secret: string): boolean => {
  if (!token.startsWith(UNSTORED)) return false;
  const [nonce, signature] = token.slice(UNSTORED.length).split('.');
  return Boolean(nonce && signature) && sameToken(signature, sign(secret, nonce));
};

/** A token issued by `issueXsrfCookie`: ours (signed) and the very one in this browser's cookie. */
const validUnstoredToken = (req: Request, sent: string, secret: string): boolean => {
  const cookie = cookieOf(req.headers.cookie, XSRF_COOKIE);
  return cookie !== undefined && sameToken(sent, cookie) && signedUnstored(sent, secret);
};

export interface CsrfOptions {
  /** Paths exempt from the check (only for requests that change nobody's data). */
  exemptPaths?: readonly string[];
  /** Origins whose pages may send state-changing requests (the app's own); a request from another is refused. */
  allowedOrigins?: readonly string[];
  /** Signs the tokens of visitors without a stored session. */
  secret?: string;
  /** GET paths that change data all the same (the member contract has some, spec §7): checked like a POST. */
  changingGetPaths?: readonly RegExp[];
}

/**
 * Sanctum's contract: every mutating request echoes the session's token in `X-XSRF-TOKEN`,
 * else it answers 419 and nothing runs.
 */
export const requireCsrfToken: RequestHandler = csrfProtection();

/**
 * `requireCsrfToken`, with exempt paths, and (PROTOCOLS.md: stateful requests only from the product's own
 * origin) a state-changing request whose `Origin` (or, without one, `Referer`) is another site's answers 403.
 */
export function csrfProtection(options: CsrfOptions = {}): RequestHandler {
  const exempt = options.exemptPaths ?? [];
  const allowed = options.allowedOrigins ? new Set(options.allowedOrigins.map((o) => new URL(o).origin)) : undefined;
  const changingGets = options.changingGetPaths ?? [];
  return (req, _res, next) => {
    const path = req.originalUrl.split('?')[0];
    const changingGet = req.method === 'GET' && changingGets.some((pattern) => pattern.test(path));
    if ((SAFE_METHODS.has(req.method) && !changingGet) || exempt.includes(path)) return next();
    if (allowed && !fromAllowedOrigin(req, allowed)) return next(new ForbiddenException());
    const sent = req.get(XSRF_HEADER);
    const expected = req.session?.csrfToken;
    const valid = sent !== undefined && (expected ? sameToken(decoded(sent), expected) : options.secret !== undefined && validUnstoredToken(req, decoded(sent), options.secret));
    next(valid ? undefined : new CsrfTokenMismatchException());
  };
}

/** No `Origin`/`Referer` (a non-browser client) is let through: the token still decides. */
const fromAllowedOrigin = (req: Request, allowed: ReadonlySet<string>): boolean => {
  const origin = req.get('origin');
  if (origin !== undefined) return allowed.has(origin);
  const referer = req.get('referer');
  if (referer === undefined) return true;
  try {
    return allowed.has(new URL(referer).origin);
  } catch {
    return false;
  }
};

