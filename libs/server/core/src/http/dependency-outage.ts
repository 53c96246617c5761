/**
 * Is this error PostgreSQL or Redis being away (restarting, refusing, dropping connections), rather than a
 * fault of ours? Such a request answers 503 with Retry-After: the client may try again in a moment, and
 * nothing was half-written (the command's transaction never committed).
 */
export function isDependencyOutage(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (matches(current)) return true;
    const next = (current as { cause?: unknown; errors?: unknown[] }).cause ?? (current as { errors?: unknown[] }).errors?.[0];
    if (next === current) break;
    current = next;
  }
  return false;
}

/** Socket errors of a connection that could not be made or was cut. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTCONN']);
/**
 * PostgreSQL's SQLSTATEs of an unavailable server: class 08 (connection exception), 57P01–57P03 (shut down,
 * crashed, starting up), 53300 (too many connections).
 */
const POSTGRES_UNAVAILABLE = /^(08...|57P0[123]|53300)$/;
/** Driver and pool messages with no code: pg's cut connection, knex's pool timeout, ioredis without a server. */
const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i,
  /Client has encountered a connection error/i,
  /Timeout acquiring a connection/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
  /Connection is closed/i,
  /Stream isn't writeable/i,
  /Reached the max retries per request limit/i,
];

function matches(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, name, message } = error as { code?: unknown; name?: unknown; message?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || POSTGRES_UNAVAILABLE.test(code))) return true;
  if (name === 'ConnectionException' || name === 'KnexTimeoutError' || name === 'MaxRetriesPerRequestError') return true;
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message));
}
