import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compressedRepresentation, type Representation } from './fast-path/representation';
import { REVALIDATE } from './fast-path/static-files';

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
  page: Promise<Representation | null>;
  expiresAt: number;
}

export interface PublicPages {
  paths: readonly string[];
  isPublicPath: (path: string) => boolean;
  isRoutedPath: (path: string) => boolean;
  /** The page as served (HTML with its brotli and gzip copies, made once per render), or null for the app shell. */
  pageFor: (path: string) => Promise<Representation | null>;
}

const HTML = 'text/html; charset=utf-8';

/**
 * Serves the public pages (/, /contact, the legal pages) as complete HTML, so their content is there
 * before any script runs. Pages are rendered with the web app's own components; the top page carries the
 * catalogue's plans, so it is rendered again at most every minute. If rendering fails, the build-time
 * prerendered file (or the app shell) is served instead: a visitor never sees an error for it.
 * Each render is compressed once (brotli and gzip) and kept in memory; the fast path serves it (fast-path.ts).
 */
export function publicPages(options: PublicPagesOptions): PublicPages | null {
  const rendererFile = join(options.webDist, 'server/entry-server.cjs');
  const templateFile = join(options.webDist, 'index.html');
  if (!existsSync(rendererFile) || !existsSync(templateFile)) return null;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const renderer = require(rendererFile) as WebRenderer;
  const template = readFileSync(templateFile, 'utf8');
  const publicPaths = new Set(renderer.publicPaths);
  const ttl = options.liveDataTtlMs ?? 60_000;
  const cache = new Map<string, CachedPage>();

  const render = async (path: string): Promise<Representation | null> => {
    const initialData = await options.loadInitialData(path);
    const live = Object.keys(initialData).length > 0;
    const html = await renderer.renderPage(template, path, { origin: options.origin, initialData });
    const page = html === null ? null : await compressedRepresentation(Buffer.from(html), HTML, REVALIDATE);
    const entry = cache.get(path);
    if (entry) entry.expiresAt = live ? Date.now() + ttl : Number.POSITIVE_INFINITY;
    return page;
  };

  const rendered = (path: string): Promise<Representation | null> => {
    const cached = cache.get(path);
    if (cached && cached.expiresAt > Date.now()) return cached.page;
    // One render at a time per page; callers during a re-render get the previous page if there is one.
    const entry: CachedPage = { page: render(path), expiresAt: Number.POSITIVE_INFINITY };
    const previous = cached?.page;
    cache.set(path, entry);
    entry.page.catch((error: unknown) => {
      options.log?.(error);
      cache.delete(path);
    });
    return previous ? previous.catch(() => entry.page) : entry.page;
  };

  const prerendered = new Map<string, Promise<Representation | null>>();
  const pageFor = (path: string): Promise<Representation | null> =>
    rendered(path).catch(() => {
      if (!prerendered.has(path)) prerendered.set(path, prerenderedPage(options.webDist, path));
      return prerendered.get(path)!;
    });

  return {
    paths: renderer.publicPaths,
    isPublicPath: (path) => publicPaths.has(path),
    isRoutedPath: (path) => renderer.isRoutedPath(path),
    pageFor,
  };
}

/** The file scripts/prerender.mjs wrote at build for this path, if any (null: the app shell). */
async function prerenderedPage(webDist: string, path: string): Promise<Representation | null> {
  const file = join(webDist, 'prerendered', path === '/' ? 'index.html' : `${path.slice(1)}.html`);
  if (!existsSync(file)) return null;
  return compressedRepresentation(readFileSync(file), HTML, REVALIDATE);
}
