import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { CsrfTokenMismatchException } from './http-errors';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

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
  res.cookie(XSRF_COOKIE, csrfTokenOf(req), { httpOnly: false, sameSite: 'lax', secure, path: '/', maxAge: 2 * 60 * 60 * 1000 });
}

const decoded = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

const sameToken = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * Sanctum's contract: every mutating request echoes the session's token in `X-XSRF-TOKEN`,
 * else it answers 419 and nothing runs.
 */
export const requireCsrfToken: RequestHandler = csrfProtection();

/** `requireCsrfToken`, except for the listed paths (only for requests that change nobody's data). */
export function csrfProtection(exemptPaths: readonly string[] = []): RequestHandler {
  return (req, res, next) => {
    if (exemptPaths.includes(req.originalUrl.split('?')[0])) return next();
    checkCsrfToken(req, res, next);
  };
}

const checkCsrfToken: RequestHandler = (req, _res, next) => {
  if (SAFE_METHODS.has(req.method)) return next();
  const sent = req.get(XSRF_HEADER);
  const expected = req.session?.csrfToken;
  if (!sent || !expected || !sameToken(decoded(sent), expected)) return next(new CsrfTokenMismatchException());
  next();
};
