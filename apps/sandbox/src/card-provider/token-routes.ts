import express, { Router, type ErrorRequestHandler, type Request, type RequestHandler } from 'express';
import type { CardProviderConfig } from './card-config';
import type { CardStore } from './card-store';
import { renderTokenScript } from './token-script';
import { answerTokenRequest } from './token-service';

/**
 * The browser side, under /ext like GMO's: the token script and the endpoint it posts to. Both are
 * called from the shop's pages on another origin, so both speak CORS.
 */
export function createTokenRoutes(store: CardStore, config: CardProviderConfig): Router {
  const router = Router();

  router.get('/js/token.js', (req, res) => {
    res
      .set({
        'Content-Type': 'text/javascript; charset=utf-8',
        'Access-Control-Allow-Origin': '*',
        // Pages that isolate themselves (COEP) may still load it.
        'Cross-Origin-Resource-Policy': 'cross-origin',
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'no-cache',
      })
      .send(renderTokenScript(`${req.protocol}://${req.get('host')}${req.baseUrl}/api/credit/getToken`));
  });

  router.options('/api/credit/getToken', cors);
  router.post('/api/credit/getToken', cors, express.text({ type: () => true, limit: '16kb' }), (req, res) => {
    res.set('Cache-Control', 'no-store').json(answerTokenRequest(store, config, tokenRequestBody(req)));
  });
  router.use(unreadableBody);

  return router;
}

/** A body that cannot be read (unknown charset, too large) is a request without its parameters. */
const unreadableBody: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  const status = (error as { status?: unknown }).status;
  if (typeof status !== 'number' || status < 400 || status >= 500) {
    next(error);
    return;
  }
  res.set('Cache-Control', 'no-store').json({ resultCode: '501' });
};

/** Lets any page call the endpoint (no cookies are involved), and answers the preflight. */
const cors: RequestHandler = (req, res, next) => {
  res.set('Access-Control-Allow-Origin', req.get('origin') ?? '*');
  res.vary('Origin');
  if (req.method !== 'OPTIONS') {
    next();
    return;
  }
  res
    .set({
      'Access-Control-Allow-Methods': 'POST, OPTIONS',
      'Access-Control-Allow-Headers': req.get('access-control-request-headers') ?? 'Content-Type',
      'Access-Control-Max-Age': '600',
    })
    .status(204)
    .end();
};

/**
 * The request as an object: JSON (what token.js sends, also accepted as text/plain so a page may
 * skip the preflight) or a form. Anything unreadable is an empty request, which fails on its
 * first missing parameter like any other incomplete one.
 */
function tokenRequestBody(req: Request): Record<string, unknown> {
  const raw = typeof req.body === 'string' ? req.body : '';
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // Not JSON: read it as a form below.
  }
  return req.is('application/json') ? {} : Object.fromEntries(new URLSearchParams(raw));
}
