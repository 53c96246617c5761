import type { AppConfig } from '@coaching/server-core';
import type { Express } from 'express';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FrontEnd, FastPathOptions } from './fast-path/fast-path';
import { loadStaticFiles } from './fast-path/static-files';
import { publicPages, type InitialDataLoader } from './public-pages';
import { serveSeoFiles } from './seo-files';

/**
 * The built web app at / and the back office at /admin, from one origin so one cookie carries the session.
 * Their files are read into memory at start (with the brotli and gzip copies the build wrote) and answered by
 * the fast path (fast-path/fast-path.ts): hashed assets cached for a year, pages and index.html revalidated.
 * Public pages come rendered by the server (public-pages.ts); other page paths get the app shell and the
 * router takes over. /robots.txt and /sitemap.xml stay Express routes.
 */
export function frontEnds(server: Express, config: AppConfig, loadInitialData: InitialDataLoader = async () => ({})): Pick<FastPathOptions, 'web' | 'admin'> {
  const root = resolve(__dirname, '../../../..');
  const webDist = config.WEB_DIST_DIR ?? join(root, 'apps/web/dist');
  const adminDist = config.ADMIN_DIST_DIR ?? join(root, 'apps/admin/dist');
  const sites: Pick<FastPathOptions, 'web' | 'admin'> = {};

  const admin = builtSite(adminDist, '/admin');
  if (admin) sites.admin = { ...admin, isRoutedPath: () => true };
  const web = builtSite(webDist, '', ['server', 'prerendered']);
  if (web) {
    const pages = publicPages({ webDist, origin: config.APP_URL, loadInitialData, log: (error) => console.error('public page render failed', error) });
    if (pages) serveSeoFiles(server, config.APP_URL, pages.paths);
    sites.web = { ...web, pages, isRoutedPath: pages ? pages.isRoutedPath : () => true };
  }
  return sites;
}

/** A front end's files, or undefined when it is not built (its index.html missing). */
function builtSite(dist: string, prefix: string, skip: string[] = []): Omit<FrontEnd, 'isRoutedPath'> | undefined {
  if (!existsSync(join(dist, 'index.html'))) return undefined;
  const files = loadStaticFiles(dist, prefix, { skip });
  return { files, shell: files.get(`${prefix}/index.html`)! };
}
