import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { type CanActivate, type ExecutionContext, ForbiddenException, Inject, Injectable, RequestMethod, SetMetadata } from '@nestjs/common';
import { METHOD_METADATA } from '@nestjs/common/constants';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { CsrfTokenMismatchException } from './http-errors';
import { cookieOf, decoded } from './request-cookies';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
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

/** Handler metadata: whether a route changes data, where its HTTP method alone does not say it. */
const CHANGES_DATA = 'coaching:changes-data';

/**
 * Marks a GET handler that changes data all the same (the member contract has some, spec §7): it needs the token
 * and a same-site origin like a POST. HEAD reaches a GET handler too, so it is checked alike.
 */
export const ChangesData = () => SetMetadata(CHANGES_DATA, true);

/**
 * Marks a POST that changes nobody's data and cannot carry the header (`navigator.sendBeacon`): not checked.
 * `why` is for the reader; the route walk lists every such route.
 */
export const ChangesNoData = (_why: string) => SetMetadata(CHANGES_DATA, false);

/**
 * The one rule for whether a request may change data: it asks the handler the router chose, so the rule sees the
 * request exactly as it is routed, whatever its spelling (case, trailing slash, encoding) or method (HEAD on a GET).
 * Every handler of another method than GET changes data unless marked `ChangesNoData`; a GET one only if marked
 * `ChangesData`.
 */
export function routeChangesData(reflector: Reflector, handler: Parameters<Reflector['get']>[1]): boolean {
  const marked = reflector.get<boolean | undefined>(CHANGES_DATA, handler);
  if (marked !== undefined) return marked;
  return reflector.get<RequestMethod | undefined>(METHOD_METADATA, handler) !== RequestMethod.GET;
}

export interface ChangeRequestOptions {
  /** Origins whose pages may send changing requests (the app's own); a request from another is refused (403). */
  allowedOrigins: readonly string[];
  /** Signs the tokens of visitors without a stored session. */
  secret: string;
}

export const CHANGE_REQUEST_OPTIONS = Symbol('ChangeRequestOptions');

/**
 * Sanctum's contract (PROTOCOLS.md) on every route that changes data: the request comes from the product's own
 * origin (else 403) and echoes the session's token in `X-XSRF-TOKEN` (else 419), before any other guard or the
 * handler runs. Installed once for the whole api (APP_GUARD).
 */
@Injectable()
export class ChangeRequestGuard implements CanActivate {
  private readonly allowed: ReadonlySet<string>;

  constructor(
    private readonly reflector: Reflector,
    @Inject(CHANGE_REQUEST_OPTIONS) private readonly options: ChangeRequestOptions,
  ) {
    this.allowed = new Set(options.allowedOrigins.map((origin) => new URL(origin).origin));
  }

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http' || !routeChangesData(this.reflector, context.getHandler())) return true;
    const req = context.switchToHttp().getRequest<Request>();
    if (!fromAllowedOrigin(req, this.allowed)) throw new ForbiddenException();
    if (!carriesToken(req, this.options.secret)) throw new CsrfTokenMismatchException();
    return true;
  }
}

/** The session's token, or (no session token yet) one `issueXsrfCookie` signed for this very browser. */
function carriesToken(req: Request, secret: string): boolean {
  const sent = req.get(XSRF_HEADER);
  if (sent === undefined) return false;
  const expected = req.session?.csrfToken;
  return expected ? sameToken(decoded(sent), expected) : validUnstoredToken(req, decoded(sent), secret);
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

