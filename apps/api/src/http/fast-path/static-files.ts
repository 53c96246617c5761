import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileRepresentation, type Representation } from './representation';

const TYPES: Record<string, [type: string, compressible: boolean]> = {
  '.html': ['text/html; charset=utf-8', true],
  '.js': ['text/javascript; charset=utf-8', true],
  '.mjs': ['text/javascript; charset=utf-8', true],
  '.css': ['text/css; charset=utf-8', true],
  '.json': ['application/json; charset=utf-8', true],
  '.map': ['application/json; charset=utf-8', true],
  '.webmanifest': ['application/manifest+json; charset=utf-8', true],
  '.svg': ['image/svg+xml', true],
  '.txt': ['text/plain; charset=utf-8', true],
  '.xml': ['application/xml; charset=utf-8', true],
  '.ico': ['image/x-icon', true],
  '.png': ['image/png', false],
  '.jpg': ['image/jpeg', false],
  '.jpeg': ['image/jpeg', false],
  '.gif': ['image/gif', false],
  '.webp': ['image/webp', false],
  '.avif': ['image/avif', false],
  '.woff': ['font/woff', false],
  '.woff2': ['font/woff2', false],
};

/** Vite's output folder: every name in it carries a content hash, so a cached copy never goes stale. */
const HASHED_FOLDER = '/assets/';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files without a hash in their name (images, favicon, index.html): cached briefly, then revalidated by ETag. */
export const SHORT_LIVED = 'public, max-age=3600';
export const REVALIDATE = 'no-cache';

export interface StaticFilesOptions {
  /** Top-level folders not to serve (the web app's server renderer and its prerendered fallbacks). */
  skip?: readonly string[];
}

/**
 * Every file of a built front end, read once into memory with the compressed copies the build wrote
 * beside it (tools/build/precompress.mjs), keyed by the URL path it answers under `prefix`.
 */
export function loadStaticFiles(dist: string, prefix: string, options: StaticFilesOptions = {}): Map<string, Representation> {
  const files = new Map<string, Representation>();
  if (!existsSync(dist)) return files;
  const skip = new Set(options.skip ?? []);
  const walk = (dir: string, urlDir: string) => {
    for (const name of readdirSync(dir)) {
      // Dot folders (Vite's manifest) are build bookkeeping; .br/.gz are the copies of their file.
      if (name.startsWith('.') || name.endsWith('.br') || name.endsWith('.gz') || (dir === dist && skip.has(name))) continue;
      const path = join(dir, name);
      const url = `${urlDir}/${name}`;
      if (statSync(path).isDirectory()) {
        walk(path, url);
        continue;
      }
      const [type, compressible] = TYPES[extname(name).toLowerCase()] ?? ['application/octet-stream', false];
      const cacheControl = url.startsWith(`${prefix}${HASHED_FOLDER}`) ? IMMUTABLE : type.startsWith('text/html') ? REVALIDATE : SHORT_LIVED;
      const built = { br: readIfExists(`${path}.br`), gzip: readIfExists(`${path}.gz`) };
      files.set(url, fileRepresentation(readFileSync(path), type, cacheControl, built, compressible));
    }
  };
  walk(dist, prefix);
  return files;
}

const readIfExists = (path: string): Buffer | undefined => (existsSync(path) ? readFileSync(path) : undefined);
