import type { INestApplication } from '@nestjs/common';
import { ADMIN_SESSION_COOKIE, type AppConfig, Metrics, type ChangeRequestOptions, CacheInvalidations, describeHttpError, MEMBER_SESSION_COOKIE, MemberStanding, refuseUnsafeText, sessionMiddleware, sessionReader, sessionStore } from '@coaching/server-core';
import { CurrentUserRead } from '@coaching/server-composition';
import { LatestLessonRead } from '@coaching/server-lessons';
import express, { type ErrorRequestHandler, type Express } from 'express';
import compression from 'compression';
import helmet from 'helmet';
import type { Pool } from 'pg';
import type { InitialDataLoader } from './public-pages';
import type { Server } from 'node:http';
import { HealthProbe } from '../health/health-probe';
import { QUEUE_DASHBOARD_PATH, QueueDashboard } from '../operations/queue-dashboard';
import { fastPath, headersOf, installFastPath } from './fast-path/fast-path';
import { memberReads } from './fast-path/member-reads';
import { frontEnds } from './serve-front-ends';
import { observeRequests } from './request-observer';
import { answerClientErrors } from './client-errors';

const BODY_LIMIT = '100kb';

/**
 * Express plumbing around the Nest routes: security headers, bounded body parsing, the two sessions
 * (members; operators on /admin-api), and one error shape. Whether a request may change data is decided after
 * routing, by `ChangeRequestGuard` (changeRequestGuard below), on the handler the router chose. Ahead of all of it, the
 * fast path answers the health check and the built front ends from memory (fast-path/fast-path.ts).
 */
export function configureHttp(app: INestApplication, config: AppConfig, sessionPool: Pool, initialData?: InitialDataLoader): void {
  const server = app.getHttpAdapter().getInstance() as Express;
  // The client's address (rate limits, the audit log) as the proxy in front saw it; loopback by default.
  server.set('trust proxy', config.TRUST_PROXY.split(',').map((part) => part.trim()));
  server.disable('x-powered-by');

  // The card provider's token script is loaded from its origin and sends the card there, never to us.
  const cardProvider = new URL(config.CARD_PROVIDER_SCRIPT_URL).origin;
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        'script-src': ["'self'", 'https://www.googletagmanager.com', cardProvider],
        'connect-src': ["'self'", 'https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com', cardProvider],
        'img-src': ["'self'", 'data:', 'blob:'],
        // Mypage frames a member's chart: only Google documents (the allow-list of chartLinkOf in contracts).
        'frame-src': ["'self'", 'https://docs.google.com'],
        'upgrade-insecure-requests': config.isProduction ? [] : null,
      },
    },
    strictTransportSecurity: config.isProduction,
  });
  app.use(securityHeaders);
  // gzip or brotli for JSON answers (the front ends come compressed from the fast path); server-sent events
  // must not be buffered, so they are left as they are.
  app.use(compression({ filter: (req, res) => !String(res.getHeader('Content-Type') ?? '').startsWith('text/event-stream') && compression.filter(req, res) }));
  app.use(express.json({ limit: BODY_LIMIT }));
  app.use(express.urlencoded({ extended: false, limit: BODY_LIMIT }));
  app.use(refuseUnsafeText);

  // Sessions answered from this copy's memory between changes, which every copy hears from PostgreSQL (ADR 0019).
  const cache = { invalidations: app.get(CacheInvalidations), ttlMs: config.MEMBER_READ_CACHE_SECONDS * 1000 };
  const common = { secret: config.SESSION_SECRET, secure: config.isProduction, pool: sessionPool, cache };
  app.use('/admin-api', ...sessionMiddleware({ ...common, name: ADMIN_SESSION_COOKIE, path: '/admin-api', idleSeconds: 2 * 3600, absoluteSeconds: 12 * 3600 }));
  // The queue dashboard answers here, before the token check: it checks admins and the origin itself.
  app.use(QUEUE_DASHBOARD_PATH, ...app.get(QueueDashboard).handler());
  const memberOptions = { ...common, name: MEMBER_SESSION_COOKIE, idleSeconds: 2 * 3600, absoluteSeconds: 30 * 24 * 3600 };
  const memberStore = sessionStore(memberOptions);
  app.use(['/api', '/sanctum', '/login', '/sns'], ...sessionMiddleware(memberOptions, memberStore));

  const health = app.get(HealthProbe);
  const headers = headersOf(securityHeaders);
  // The member reads every page (me) and mypage (the next lesson) make, on the member session's own store (fast-path/member-reads.ts, ADR 0021).
  const fastReads = [app.get(CurrentUserRead), app.get(LatestLessonRead)];
  const reads = memberReads({
    reads: fastReads,
    session: sessionReader(memberStore, memberOptions),
    standing: app.get(MemberStanding),
    securityHeaders: headers,
    etagOf: server.get('etag fn') as (body: Buffer) => string,
  });
  const answer = fastPath({ securityHeaders: headers, health: () => health.check(), memberReads: reads, ...frontEnds(server, config, initialData) });
  installFastPath(app.getHttpServer() as Server, answer);
  answerClientErrors(app.getHttpServer() as Server);
  // Ahead of the fast path and Express: every request gets its id and is timed (ADR 0043).
  observeRequests(app.getHttpServer() as Server, app.get(Metrics), ['/api/health', ...fastReads.map((read) => read.path)]);
}

/**
 * The options of the one change check (core's ChangeRequestGuard, the api's APP_GUARD). Outside production the Vite
 * dev servers (5173 web, 5174 admin) proxy to us with their own Origin.
 */
export function changeRequestOptions(config: AppConfig): ChangeRequestOptions {
  return { allowedOrigins: [config.APP_URL, ...(config.isProduction ? [] : ['http://localhost:5173', 'http://localhost:5174'])], secret: config.SESSION_SECRET };
}

/** Errors raised by Express middleware (body parser, CSRF) get the same `{ message }` answer as Nest's. */
export function installFinalErrorHandler(app: INestApplication): void {
  const handler: ErrorRequestHandler = (error, _req, res, next) => {
    if (res.headersSent) return next(error);
    // A session store or rate limiter without PostgreSQL or Redis answers 503 here, as a route would.
    const { status, body } = describeHttpError(error);
    if (status === 503) res.setHeader('Retry-After', '5');
    else if (status >= 500) console.error(error);
    res.status(status).json(body);
  };
  (app.getHttpAdapter().getInstance() as Express).use(handler);
}
