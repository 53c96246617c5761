import type { INestApplication } from '@nestjs/common';
import type { AppConfig } from '@coaching/server-core';
import express, { type Express, type RequestHandler } from 'express';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { publicPages, type InitialDataLoader } from './public-pages';
import { serveSeoFiles } from './seo-files';

/** Paths the api answers itself (JSON, or browser redirects such as the Discord sign-in). */
const API_PREFIXES = ['/api/', '/admin-api/', '/sanctum/', '/login/discord', '/sns/'];

/**
 * Serves the built web app at / and the back office at /admin from one origin, so one cookie carries
 * the session. Hashed assets are cached for a year; index.html is never cached. Public pages come
 * rendered by the server (public-pages.ts); the rest get the app shell and the router takes over.
 */
export function serveFrontEnds(app: INestApplication, config: AppConfig, loadInitialData: InitialDataLoader = async () => ({})): void {
  const root = resolve(__dirname, '../../../..');
  const webDist = config.WEB_DIST_DIR ?? join(root, 'apps/web/dist');
  const adminDist = config.ADMIN_DIST_DIR ?? join(root, 'apps/admin/dist');
  const assets = { index: false, maxAge: '1y', immutable: true } as const;

  if (existsSync(join(adminDist, 'index.html'))) {
    app.use('/admin', express.static(adminDist, assets));
    app.use('/admin', spaFallback(join(adminDist, 'index.html')));
  }
  if (existsSync(join(webDist, 'index.html'))) {
    const pages = publicPages({ webDist, origin: config.APP_URL, loadInitialData, log: (error) => console.error('public page render failed', error) });
    if (pages) {
      serveSeoFiles(app.getHttpAdapter().getInstance() as Express, config.APP_URL, pages.paths);
      app.use(pages.handler);
    }
    app.use(express.static(webDist, assets));
    app.use(spaFallback(join(webDist, 'index.html'), pages?.isRoutedPath));
  }
}

/**
 * Any other GET for a page (not the API, not a file) answers the app's index.html; the router takes over.
 * A path the router has no page for answers 404 with the same app, which draws its not-found page.
 */
function spaFallback(indexFile: string, isRoutedPath: (path: string) => boolean = () => true): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const path = req.originalUrl.split('?')[0];
    if (API_PREFIXES.some((p) => path.startsWith(p)) || /\.[a-z0-9]+$/i.test(path)) return next();
    if (!req.accepts('html')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    if (!isRoutedPath(path)) res.status(404);
    res.sendFile(indexFile);
  };
}
