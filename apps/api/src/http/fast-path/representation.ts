import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

/** One resource held in memory: its bytes as they are and compressed, with one validator per encoding. */
export interface Representation {
  contentType: string;
  cacheControl: string;
  bodies: { identity: Buffer; br?: Buffer; gzip?: Buffer };
  /** Strong ETags, one per encoding (a different encoding is a different representation, RFC 9110 §8.8.3). */
  etags: { identity: string; br: string; gzip: string };
}

/** Below this size a compressed copy is not kept: the headers outweigh the saving. */
export const MIN_COMPRESSED_BYTES = 512;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const BROTLI_PAGE_QUALITY = 9;

function etagsOf(identity: Buffer): Representation['etags'] {
  const hash = createHash('sha1').update(identity).digest('base64url').slice(0, 27);
  return { identity: `"${hash}"`, br: `"${hash}-br"`, gzip: `"${hash}-gz"` };
}

/** Compressed copies made here (at start or when a page is rendered), when the build left none. */
export async function compressedRepresentation(identity: Buffer, contentType: string, cacheControl: string): Promise<Representation> {
  if (identity.length < MIN_COMPRESSED_BYTES) return { contentType, cacheControl, bodies: { identity }, etags: etagsOf(identity) };
  const [br, gz] = await Promise.all([
    brotliAsync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_PAGE_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    gzipAsync(identity, { level: 9 }),
  ]);
  return { contentType, cacheControl, bodies: { identity, br, gzip: gz }, etags: etagsOf(identity) };
}

/** A file read at start with the `.br`/`.gz` the build wrote beside it (compressed here if it did not). */
export function fileRepresentation(identity: Buffer, contentType: string, cacheControl: string, built: { br?: Buffer; gzip?: Buffer }, compressible: boolean): Representation {
  const bodies: Representation['bodies'] = { identity };
  if (compressible && identity.length >= MIN_COMPRESSED_BYTES) {
    bodies.br = built.br ?? brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    bodies.gzip = built.gzip ?? gzipSync(identity, { level: 6 });
  }
  return { contentType, cacheControl, bodies, etags: etagsOf(identity) };
}

interface Preference {
  br: number;
  gzip: number;
  identity: number;
}

const preferences = new Map<string, Preference>();
const MAX_REMEMBERED_HEADERS = 200;

/** Identity not named: acceptable, but after any coding the client asked for (RFC 9110 §12.5.3). */
const IMPLICIT_IDENTITY_Q = 0.0001;

/**
 * The q-value the client gives each coding we hold (RFC 9110 §12.5.3): a named coding's own q, else `*`'s;
 * identity is acceptable unless refused by `identity;q=0` (or `*;q=0` without naming it).
 */
export function parseAcceptEncoding(header: string | undefined): Preference {
  if (!header) return { br: 0, gzip: 0, identity: 1 };
  const known = preferences.get(header);
  if (known) return known;
  const named = new Map<string, number>();
  for (const part of header.split(',')) {
    const [rawName, ...params] = part.split(';');
    const name = rawName.trim().toLowerCase();
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split('=').map((s) => s.trim());
      if (key.toLowerCase() === 'q') {
        const parsed = Number(value);
        q = Number.isFinite(parsed) ? Math.min(Math.max(parsed, 0), 1) : 0;
      }
    }
    named.set(name === 'x-gzip' ? 'gzip' : name, q);
  }
  const star = named.get('*');
  const preference: Preference = {
    br: named.get('br') ?? star ?? 0,
    gzip: named.get('gzip') ?? star ?? 0,
    identity: named.get('identity') ?? (star === 0 ? 0 : IMPLICIT_IDENTITY_Q),
  };
  if (preferences.size >= MAX_REMEMBERED_HEADERS) preferences.clear();
  preferences.set(header, preference);
  return preference;
}

/** The encoding to send: the client's highest q among those we hold, brotli before gzip before identity on a tie. */
export function chooseEncoding(representation: Representation, header: string | undefined): Encoding {
  const q = parseAcceptEncoding(header);
  let best: Encoding = 'identity';
  let bestQ = q.identity;
  if (representation.bodies.gzip && q.gzip > 0 && q.gzip >= bestQ) [best, bestQ] = ['gzip', q.gzip];
  if (representation.bodies.br && q.br > 0 && q.br >= bestQ) [best, bestQ] = ['br', q.br];
  // Nothing acceptable: identity anyway (RFC 9110 §12.5.3 lets us, rather than a 406 for a page).
  return best;
}

/** `If-None-Match` names this resource (in any encoding: the content is the same) or is `*`. */
export function notModified(representation: Representation, header: string | undefined): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const { identity, br, gzip: gz } = representation.etags;
  for (const raw of header.split(',')) {
    const tag = raw.trim().replace(/^W\//, '');
    if (tag === identity || tag === br || tag === gz) return true;
  }
  return false;
}

/**
 * Writes a representation with the given headers (the security headers, computed once), negotiating the
 * encoding and answering 304 to a matching validator. HEAD gets the headers only.
 */
export function sendRepresentation(req: IncomingMessage, res: ServerResponse, representation: Representation, baseHeaders: Record<string, string>, status = 200): void {
  const encoding = chooseEncoding(representation, req.headers['accept-encoding']);
  const body = representation.bodies[encoding]!;
  const headers: Record<string, string | number> = {
    ...baseHeaders,
    'Content-Type': representation.contentType,
    'Cache-Control': representation.cacheControl,
    ETag: representation.etags[encoding],
    Vary: 'Accept-Encoding',
  };
  if (status === 200 && notModified(representation, req.headers['if-none-match'])) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
  headers['Content-Length'] = body.length;
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}
