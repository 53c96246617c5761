import { createHash, timingSafeEqual } from 'node:crypto';
import express, { Router, type ErrorRequestHandler, type Request, type Response } from 'express';
import { firstString } from './authorize-request';
import { ACCESS_TOKEN_TTL_SECONDS, type DiscordClientConfig } from './discord-config';
import type { DiscordStore, Grant } from './discord-store';
import { toDiscordUserJson } from './user-json';

type FormBody = Record<string, unknown>;

/**
 * Discord's HTTP API under /api, as far as sign-in needs it: the token endpoint (code and refresh
 * grants), token revocation and the current user. Errors have Discord's shapes.
 */
export function createDiscordApi(store: DiscordStore, client: DiscordClientConfig): Router {
  const router = Router();
  // Discord reads only form bodies here; a JSON body arrives as no parameters at all.
  const form = express.urlencoded({ extended: false, limit: '16kb' });

  router.post('/oauth2/token', form, (req, res) => {
    const body: FormBody = req.body ?? {};
    const clientId = authenticateClient(req, body, client);
    if (clientId === null) return invalidClient(req, res);

    const grantType = firstString(body['grant_type']);
    if (grantType === 'authorization_code') {
      const result = store.exchangeCode(firstString(body['code']), clientId, firstString(body['redirect_uri']));
      if (!result.ok) return oauthError(res, 400, 'invalid_grant', `Invalid "${result.invalid}" in request.`);
      return sendTokens(res, result.grant);
    }
    if (grantType === 'refresh_token') {
      const grant = store.refresh(firstString(body['refresh_token']), clientId);
      if (!grant) return oauthError(res, 400, 'invalid_grant', 'Invalid "refresh_token" in request.');
      return sendTokens(res, grant);
    }
    return oauthError(res, 400, 'unsupported_grant_type');
  });

  router.post('/oauth2/token/revoke', form, (req, res) => {
    const body: FormBody = req.body ?? {};
    const clientId = authenticateClient(req, body, client);
    if (clientId === null) return invalidClient(req, res);
    const token = firstString(body['token']);
    if (token === '') return oauthError(res, 400, 'invalid_request', 'Missing "token" in request.');
    store.revoke(token, clientId);
    res.set(NO_STORE).json({});
  });

  router.get('/users/@me', (req, res) => {
    const grant = store.findUsableGrant(bearerToken(req));
    const user = grant && grant.scopes.includes('identify') ? store.getUser(grant.userId) : undefined;
    if (!grant || !user) {
      res.status(401).json({ message: '401: Unauthorized', code: 0 });
      return;
    }
    res.json(toDiscordUserJson(user, grant.scopes));
  });

  router.use((_req, res) => {
    res.status(404).json({ message: '404: Not Found', code: 0 });
  });
  router.use(badBody);
  return router;
}

const NO_STORE = { 'Cache-Control': 'no-store', Pragma: 'no-cache' };

function sendTokens(res: Response, grant: Grant): void {
  res.set(NO_STORE).json({
    access_token: grant.accessToken,
    token_type: 'Bearer',
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    refresh_token: grant.refreshToken,
    scope: grant.scopes.join(' '),
  });
}

function oauthError(res: Response, status: number, error: string, description?: string): void {
  res
    .status(status)
    .set(NO_STORE)
    .json(description ? { error, error_description: description } : { error });
}

/** RFC 6749 5.2: a client that tried Basic gets the challenge back. */
function invalidClient(req: Request, res: Response): void {
  if (/^basic\s/i.test(req.get('authorization') ?? '')) res.set('WWW-Authenticate', 'Basic realm="discord"');
  oauthError(res, 401, 'invalid_client');
}

/**
 * The client id when the credentials match the registered client, else null. HTTP Basic wins over
 * form fields; Basic's parts are form-encoded first (RFC 6749 2.3.1), so they are decoded here.
 */
export function authenticateClient(req: Request, body: FormBody, client: DiscordClientConfig): string | null {
  const header = req.get('authorization') ?? '';
  let id: string;
  let secret: string;
  const basic = /^basic\s+(\S+)\s*$/i.exec(header);
  if (basic) {
    const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) return null;
    try {
      id = decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, ' '));
      secret = decodeURIComponent(decoded.slice(colon + 1).replace(/\+/g, ' '));
    } catch {
      return null;
    }
  } else {
    id = firstString(body['client_id']);
    secret = firstString(body['client_secret']);
  }
  return id === client.clientId && sameSecret(secret, client.clientSecret) ? id : null;
}

function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function bearerToken(req: Request): string {
  const match = /^bearer\s+(\S+)\s*$/i.exec(req.get('authorization') ?? '');
  return match ? match[1] : '';
}

/** A body the parser refused (too large, badly encoded) is the client's fault, not a 500. */
const badBody: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  const status = (error as { status?: unknown }).status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    oauthError(res, 400, 'invalid_request');
    return;
  }
  next(error);
};
