import type { RequestHandler } from 'express';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What the web app's server renderer (apps/web/src/entry-server.tsx, built to dist/server) exports. */
interface WebRenderer {
  publicPaths: string[];
  /** Whether the web app's router has a page for the path (else it draws its not-found page). */
  isRoutedPath(path: string): boolean;
  renderPage(template: string, path: string, options: { origin: string; initialData?: Record<string, unknown> }): Promise<string | null>;
}

/** API answers a page is rendered with, keyed by API path; pages without live data answer {}. */
export type InitialDataLoader = (path: string) => Promise<Record<string, unknown>>;

export interface PublicPagesOptions {
  webDist: string;
  origin: string;
  loadInitialData: InitialDataLoader;
  /** Pages with live data are rendered again after this long; the rest once per process. */
  liveDataTtlMs?: number;
  log?: (error: unknown) => void;
}

interface CachedPage {
  html: Promise<string | null>;
  expiresAt: number;
}

/**
 * Serves the public pages (/, /contact, the legal pages) as complete HTML, so their content is there
 * before any script runs. Pages are rendered with the web app's own components; the top page carries the
 * catalogue's plans, so it is rendered again at most every minute. If rendering fails, the build-time
 * prerendered file (or the app shell) is served instead: a visitor never sees an error for it.
 */
export function publicPages(options: PublicPagesOptions): { handler: RequestHandler; paths: readonly string[]; isRoutedPath: (path: string) => boolean } | null {
  const rendererFile = join(options.webDist, 'server/entry-server.cjs');
  const templateFile = join(options.webDist, 'index.html');
  if (!existsSync(rendererFile) || !existsSync(templateFile)) return null;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const renderer = require(rendererFile) as WebRenderer;
  const template = readFileSync(templateFile, 'utf8');
  const publicPaths = new Set(renderer.publicPaths);
  const ttl = options.liveDataTtlMs ?? 60_000;
  const cache = new Map<string, CachedPage>();

  const render = async (path: string): Promise<string | null> => {
    const initialData = await options.loadInitialData(path);
    const live = Object.keys(initialData).length > 0;
    const html = await renderer.renderPage(template, path, { origin: options.origin, initialData });
    const entry = cache.get(path);
    if (entry) entry.expiresAt = live ? Date.now() + ttl : Number.POSITIVE_INFINITY;
    return html;
  };

  const pageFor = (path: string): Promise<string | null> => {
    const cached = cache.get(path);
    if (cached && cached.expiresAt > Date.now()) return cached.html;
    // One render at a time per page; callers during a re-render get the previous HTML if there is one.
    const entry: CachedPage = { html: render(path), expiresAt: Number.POSITIVE_INFINITY };
    const previous = cached?.html;
    cache.set(path, entry);
    entry.html.catch((error: unknown) => {
      options.log?.(error);
      cache.delete(path);
    });
    return previous ? previous.catch(() => entry.html) : entry.html;
  };

  const handler: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const path = req.path;
    if (!publicPaths.has(path)) return next();
    pageFor(path).then(
      (html) => {
        if (html === null) return next();
        res.setHeader('Cache-Control', 'no-cache');
        res.type('html').send(html);
      },
      () => servePrerendered(options.webDist, path, res, next),
    );
  };
  return { handler, paths: renderer.publicPaths, isRoutedPath: (path) => renderer.isRoutedPath(path) };
}

/** The file scripts/prerender.mjs wrote at build for this path, if any. */
function servePrerendered(webDist: string, path: string, res: Parameters<RequestHandler>[1], next: () => void): void {
  const file = join(webDist, 'prerendered', path === '/' ? 'index.html' : `${path.slice(1)}.html`);
  if (!existsSync(file)) return next();
  res.setHeader('Cache-Control', 'no-cache');
  res.sendFile(file);
}
