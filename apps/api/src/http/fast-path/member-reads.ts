import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { memberRefusal, type MemberRead, type MemberStanding, type SessionReader } from '@coaching/server-core';
import { parseAcceptEncoding } from './representation';

export interface MemberReadsOptions {
  reads: readonly MemberRead[];
  session: SessionReader;
  standing: MemberStanding;
  /** The security headers helmet sets, computed once (`headersOf`). */
  securityHeaders: Record<string, string>;
  /** Express's own ETag function (`app.get('etag fn')`), so the validator is the one Express would send. */
  etagOf: (body: Buffer) => string;
}

/** Express's compression middleware compresses answers from this size (its default threshold). */
const COMPRESS_FROM_BYTES = 1024;
const BROTLI_QUALITY = 4;

/**
 * The member reads every page makes (`/api/me`), answered ahead of Express when all is plain: a GET of the exact
 * path, no conditional headers, a signed-in session (`sessionReader`) whose member the guard's own rule admits
 * (`memberRefusal`). The answer is the route's: the same body, the security headers, `Cache-Control: no-store`,
 * Express's ETag, the renewed session cookie (its throttled touch written first), compressed as the compression middleware
 * would. Anything else (no session, a refusal, a store or query error) goes to Express untouched (`toExpress`),
 * which answers it in full: the fast path never refuses, never writes a session and never answers an error.
 * These answers are not in the request log (the request logger lives in Express). ADR 0021.
 */
export function memberReads(options: MemberReadsOptions) {
  const byPath = new Map(options.reads.map((read) => [read.path, read]));
  const jsonHeaders = { ...options.securityHeaders, 'Cache-Control': 'no-store', 'Content-Type': 'application/json; charset=utf-8', Vary: 'Accept-Encoding' };

  const answer = async (req: IncomingMessage, read: MemberRead): Promise<{ body: Buffer; setCookie: string; touch: () => Promise<void> } | null> => {
    const session = await options.session(req);
    const memberId = session?.data.userId;
    if (!session || !memberId) return null;
    // One read for both where the route offers it (the member's home holds the standing and the answer).
    const prepared = read.withStanding ? await read.withStanding(memberId, session.data) : { standing: await options.standing.standingOf(memberId), answer: () => read.answer(memberId, session.data) };
    if (memberRefusal(session.data, prepared.standing, read) !== null) return null;
    const body = Buffer.from(JSON.stringify(await prepared.answer()));
    return { body, setCookie: session.setCookie, touch: session.touch };
  };

  const send = (req: IncomingMessage, res: ServerResponse, { body, setCookie }: { body: Buffer; setCookie: string }) => {
    const headers: Record<string, string | number> = { ...jsonHeaders, ETag: options.etagOf(body), 'Set-Cookie': setCookie };
    let sent = body;
    if (body.length >= COMPRESS_FROM_BYTES) {
      // The client's highest q, brotli before gzip before identity on a tie (as chooseEncoding does for files).
      const q = parseAcceptEncoding(req.headers['accept-encoding']);
      if (q.br > 0 && q.br >= q.gzip && q.br >= q.identity) {
        sent = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
        headers['Content-Encoding'] = 'br';
      } else if (q.gzip > 0 && q.gzip >= q.identity) {
        sent = gzipSync(body);
        headers['Content-Encoding'] = 'gzip';
      }
    }
    headers['Content-Length'] = sent.length;
    res.writeHead(200, headers);
    res.end(sent);
  };

  /** Answers true when it takes the request (and then answers it, or hands it to `toExpress`). */
  return (req: IncomingMessage, res: ServerResponse, path: string, toExpress: () => void): boolean => {
    const read = req.method === 'GET' && !req.url?.includes('?') ? byPath.get(path) : undefined;
    if (!read || req.headers['if-none-match'] !== undefined || req.headers['if-modified-since'] !== undefined) return false;
    answer(req, read)
      .then(
        async (answered) => {
          if (!answered) return toExpress();
          // The stored expiry is pushed back before the answer ends, as express-session does: a request that
          // follows this answer finds it written.
          await answered.touch();
          send(req, res, answered);
        },
        // A store or query error: Express asks again and answers whatever it finds, 503 included.
        () => toExpress(),
      )
      .catch((error: unknown) => {
        // Writing the answer failed (the connection went): nothing is left to answer.
        console.error('member read: the answer could not be written', error);
        res.destroy();
      });
    return true;
  };
}
