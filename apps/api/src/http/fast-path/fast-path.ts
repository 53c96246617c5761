import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { HealthReport } from '../../health/health-probe';
import type { PublicPages } from '../public-pages';
import type { memberReads } from './member-reads';
import { sendRepresentation, type Representation } from './representation';

/** Paths the api answers itself (JSON, or browser redirects such as the Discord sign-in): never the front ends'. */
export const API_PREFIXES = ['/api/', '/admin-api/', '/sanctum/', '/login/discord', '/sns/'];

/** One built front end: its files in memory, and the app shell for the paths its router draws. */
export interface FrontEnd {
  files: Map<string, Representation>;
  /** index.html, answered (no-cache) for any page path that is not a file. */
  shell: Representation;
  /** Whether the router has a page for a path (else the shell answers 404 and draws its not-found page). */
  isRoutedPath: (path: string) => boolean;
}

export interface FastPathOptions {
  /** The security headers helmet sets, computed once (`headersOf`). */
  securityHeaders: Record<string, string>;
  health: () => Promise<HealthReport>;
  /** The member site at /, with its server-rendered public pages. */
  web?: FrontEnd & { pages?: PublicPages | null };
  /** The back office at /admin. */
  admin?: FrontEnd;
  /** The member reads answered here when all is plain (member-reads.ts); the rest of them go to Express. */
  memberReads?: ReturnType<typeof memberReads>;
}

/** Answers true when it takes the request; `toExpress` hands a request it took on to Express after all. */
type Answer = (req: IncomingMessage, res: ServerResponse, toExpress: () => void) => boolean;

/**
 * The answers that need neither a session, nor CSRF, nor a body, nor Nest: the health check, the public
 * pages, the built front ends' files and their app shells, all from memory (compressed at build or once per
 * render); and the member reads every page makes, when their session and member are plain (member-reads.ts). Runs ahead of Express (`installFastPath`); whatever it does not answer goes on to Express untouched,
 * so every /api route, /robots.txt, /sitemap.xml and a missing file's 404 are exactly as before.
 * Static hits are not logged per request (the request logger lives in Express).
 */
export function fastPath(options: FastPathOptions): Answer {
  const { securityHeaders, web, admin } = options;
  const jsonHeaders = { ...securityHeaders, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' };

  const answerHealth = (req: IncomingMessage, res: ServerResponse) => {
    options.health().then(
      (report) => {
        const body = JSON.stringify(report);
        res.writeHead(report.status === 'ok' ? 200 : 503, { ...jsonHeaders, 'Content-Length': Buffer.byteLength(body) });
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      (error: unknown) => {
        console.error('health check failed', error);
        res.writeHead(503, jsonHeaders);
        res.end(req.method === 'HEAD' ? undefined : JSON.stringify({ status: 'degraded' }));
      },
    );
  };

  const answerShell = (req: IncomingMessage, res: ServerResponse, site: FrontEnd, path: string): boolean => {
    // Like a file server: a path with an extension is a file, and a missing one is not the app's page.
    if (/\.[a-z0-9]+$/i.test(path) || !acceptsHtml(req.headers.accept)) return false;
    sendRepresentation(req, res, site.shell, securityHeaders, site.isRoutedPath(path) ? 200 : 404);
    return true;
  };

  return (req, res, toExpress) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = req.url ?? '/';
    const query = url.indexOf('?');
    let path = query < 0 ? url : url.slice(0, query);
    if (path === '/api/health') {
      answerHealth(req, res);
      return true;
    }
    if (options.memberReads?.(req, res, path, toExpress)) return true;
    if (API_PREFIXES.some((prefix) => path.startsWith(prefix))) return false;
    if (path.includes('%')) {
      try {
        path = decodeURIComponent(path);
      } catch {
        return false;
      }
    }
    if (admin && (path === '/admin' || path.startsWith('/admin/'))) {
      const file = admin.files.get(path);
      if (file) {
        sendRepresentation(req, res, file, securityHeaders);
        return true;
      }
      return answerShell(req, res, admin, path);
    }
    if (!web) return false;
    if (web.pages?.isPublicPath(path)) {
      const site = web;
      web.pages.pageFor(path).then(
        (page) => sendRepresentation(req, res, page ?? site.shell, securityHeaders),
        () => sendRepresentation(req, res, site.shell, securityHeaders),
      );
      return true;
    }
    const file = web.files.get(path);
    if (file) {
      sendRepresentation(req, res, file, securityHeaders);
      return true;
    }
    return answerShell(req, res, web, path);
  };
}

/** Puts the fast path ahead of the Express app on the api's HTTP server; the rest goes to Express as before. */
export function installFastPath(server: Server, answer: Answer): void {
  const express = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeAllListeners('request');
  const toExpress = (req: IncomingMessage, res: ServerResponse) => {
    for (const listener of express) listener.call(server, req, res);
  };
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!answer(req, res, () => toExpress(req, res))) toExpress(req, res);
  });
}

/** Headers a middleware (helmet) sets on every answer, captured once by running it against a recording response. */
export function headersOf(middleware: (req: never, res: never, next: (error?: unknown) => void) => void): Record<string, string> {
  const headers = new Map<string, [string, string]>();
  const recorder = {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), [name, String(value)]),
    getHeader: (name: string) => headers.get(name.toLowerCase())?.[1],
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  let synchronous = false;
  middleware({ headers: {} } as never, recorder as never, (error) => {
    if (error) throw error;
    synchronous = true;
  });
  if (!synchronous) throw new Error('the security headers middleware must answer synchronously');
  return Object.fromEntries([...headers.values()]);
}

/** What `req.accepts('html')` answers: no Accept header, or one that takes text/html (most specific range wins). */
export function acceptsHtml(header: string | undefined): boolean {
  if (!header) return true;
  let html: number | undefined;
  let text: number | undefined;
  let any: number | undefined;
  for (const part of header.split(',')) {
    const [range, ...params] = part.split(';');
    const type = range.trim().toLowerCase();
    const qParam = params.find((p) => p.trim().toLowerCase().startsWith('q='));
    const q = qParam ? Number(qParam.split('=')[1]) || 0 : 1;
    if (type === 'text/html') html = Math.max(html ?? 0, q);
    else if (type === 'text/*') text = Math.max(text ?? 0, q);
    else if (type === '*/*') any = Math.max(any ?? 0, q);
  }
  return (html ?? text ?? any ?? 0) > 0;
}
