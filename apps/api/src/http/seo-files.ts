import type { Express } from 'express';

/** Member, back-office and API paths: nothing there for a search engine. */
const PRIVATE_PREFIXES = ['/api/', '/admin', '/admin-api/', '/mypage', '/payments', '/histories', '/trials', '/discord', '/news/', '/password/', '/fortnite-camp/profile', '/fortnite-camp/payment', '/fortnite-camp/complete'];

/** /robots.txt and /sitemap.xml for the public pages, with absolute URLs on the configured origin. */
export function serveSeoFiles(server: Express, origin: string, publicPaths: readonly string[]): void {
  const url = (path: string) => new URL(path, origin).href;

  server.get('/robots.txt', (_req, res) => {
    const lines = ['User-agent: *', 'Allow: /', ...PRIVATE_PREFIXES.map((p) => `Disallow: ${p}`), '', `Sitemap: ${url('/sitemap.xml')}`, ''];
    res.type('text/plain').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(lines.join('\n'));
  });

  server.get('/sitemap.xml', (_req, res) => {
    const entries = publicPaths.map((path) => `  <url><loc>${escapeXml(url(path))}</loc><changefreq>${path === '/' ? 'weekly' : 'monthly'}</changefreq><priority>${path === '/' ? '1.0' : '0.5'}</priority></url>`);
    res.type('application/xml').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`);
  });
}

const escapeXml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
