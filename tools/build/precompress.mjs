#!/usr/bin/env node
// Build step of the web app and the back office: writes `<file>.br` (brotli, best quality) and `<file>.gz`
// (gzip -9) beside every compressible file of a dist folder, so the api serves them from memory as they are,
// without compressing on any request (apps/api/src/http/fast-path/static-files.ts).
//   node tools/build/precompress.mjs <dist folder> [--skip <top-level folder>]...
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml', '.webmanifest', '.map', '.ico']);
/** Smaller files are not worth a second request header's worth of bytes. */
export const MIN_BYTES = 512;

const [root, ...rest] = process.argv.slice(2);
if (!root) throw new Error('usage: precompress.mjs <dist folder> [--skip <folder>]...');
const skip = new Set(rest.filter((_, i) => rest[i - 1] === '--skip'));

let files = 0;
let before = 0;
let after = 0;
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name.startsWith('.') || (dir === root && skip.has(name))) continue;
    if (statSync(path).isDirectory()) {
      walk(path);
      continue;
    }
    if (!COMPRESSIBLE.has(extname(name)) || statSync(path).size < MIN_BYTES) continue;
    const body = readFileSync(path);
    const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
    writeFileSync(`${path}.br`, br);
    writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
    files++;
    before += body.length;
    after += br.length;
  }
};
walk(root);
console.log(`precompressed ${files} files in ${relative(process.cwd(), root) || '.'}: ${Math.round(before / 1024)} KB → ${Math.round(after / 1024)} KB brotli`);
