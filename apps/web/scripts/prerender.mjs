// Build step: writes every public page as finished HTML to dist/prerendered/ with the server renderer
// (dist/server/entry-server.cjs), so a static host or the api's fallback can serve content before scripts.
// The api renders the same pages on request when it has live data (the plans on /).
import { createRequire } from 'node:module';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const dist = join(import.meta.dirname, '../dist');
const require = createRequire(import.meta.url);
const { publicPaths, renderPage } = require(join(dist, 'server/entry-server.cjs'));
const template = readFileSync(join(dist, 'index.html'), 'utf8');
const origin = process.env.APP_URL ?? 'http://localhost:3000';

for (const path of publicPaths) {
  const html = await renderPage(template, path, { origin });
  // `<!--$?-->` marks a Suspense boundary left pending: its content would need an inline script to appear.
  if (html.includes('<!--$?-->')) throw new Error(`${path} rendered with a pending Suspense boundary`);
  const file = join(dist, 'prerendered', path === '/' ? 'index.html' : `${path.slice(1)}.html`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
}
console.log(`prerendered ${publicPaths.length} public pages for ${origin}`);
