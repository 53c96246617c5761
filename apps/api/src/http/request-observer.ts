import { enterRequest, type Metrics, requestIdOf } from '@coaching/server-core';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { API_PREFIXES } from './fast-path/fast-path';

/** Seconds: the fast path answers in well under a millisecond, a purchase in tens; past 5 s is a fault. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

type RoutedRequest = IncomingMessage & { id?: string; route?: { path?: string }; baseUrl?: string };

/**
 * The first listener of every request on the api's HTTP server, ahead of the fast path and Express (ADR 0043):
 * gives the request its id (`X-Request-Id` when the client or proxy sent a usable one, else a new uuid; echoed in the
 * answer), makes everything the request runs part of it (logs, events, outbox rows), and times it into
 * `coaching_http_request_duration_seconds` by route template (never the raw URL) and status class, the fast path's
 * answers included (health, the member reads, the front ends' pages and files); event streams are not timed.
 */
export function observeRequests(server: Server, metrics: Metrics, fastApiPaths: string[]): void {
  const latency = metrics.histogram('coaching_http_request_duration_seconds', 'HTTP answers by route template and status class, from the request to the last byte', ['method', 'route', 'status_class'], LATENCY_BUCKETS);
  const fast = new Set(fastApiPaths);
  server.prependListener('request', (req: RoutedRequest, res: ServerResponse) => {
    const requestId = requestIdOf(req.headers['x-request-id']);
    req.id = requestId;
    res.setHeader('X-Request-Id', requestId);
    enterRequest(requestId);
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      // A server-sent event stream (the payment result page) lasts as long as the page is open: not a latency.
      if (String(res.getHeader('Content-Type') ?? '').startsWith('text/event-stream')) return;
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      latency.observe({ method: methodOf(req.method), route: routeOf(req, fast), status_class: `${Math.floor(res.statusCode / 100)}xx` }, seconds);
    });
  });
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const methodOf = (method: string | undefined) => (method && METHODS.has(method) ? method : 'OTHER');

/**
 * The route template Express matched (`/api/plans/:id/purchase`); for what the fast path answered, its path (health,
 * the member reads) or its kind (a front end's file or page). A path nothing routes is `unmatched`: labels stay few
 * whatever a client asks for.
 */
export function routeOf(req: RoutedRequest, fastApiPaths: Set<string>): string {
  if (req.route?.path) return `${req.baseUrl ?? ''}${req.route.path}`;
  const path = (req.url ?? '/').split('?')[0];
  if (fastApiPaths.has(path)) return path;
  if (API_PREFIXES.some((prefix) => path.startsWith(prefix)) || path.startsWith('/api')) return 'unmatched';
  if (path === '/admin' || path.startsWith('/admin/')) return /\.[a-z0-9]+$/i.test(path) ? 'admin file' : 'admin page';
  if (path.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(path)) return 'file';
  return 'page';
}
