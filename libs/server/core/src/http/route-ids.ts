import { z } from 'zod';
import { domainError, type ErrorCode } from '../errors/domain-error';

// The one way an id is read from a request's path (or, where a list or a check takes one, its query): a row id
// (a serial table's key) with `rowIdOf`, a uuid with `uuidOf`. Given the context's not-found code, anything that is
// not an id answers that error (its 404), never a 500 from the database; without it, null, for a caller that
// answers otherwise. Nothing else in a controller parses an id (no pipes, no local regexes or zod checks).

const UUID = z.uuid();

/** A row id: a positive 32-bit integer in plain digits (no sign, no leading zero, no exponent), or null. */
export function rowIdOf(text: unknown): number | null;
/** A row id, or the context's not-found error (`domainError(notFound)`). */
export function rowIdOf(text: unknown, notFound: ErrorCode): number;
export function rowIdOf(text: unknown, notFound?: ErrorCode): number | null {
  const id = typeof text === 'string' && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null;
  if (id !== null && id <= 2_147_483_647) return id;
  if (notFound !== undefined) throw domainError(notFound);
  return null;
}

/** A uuid (RFC 9562, as zod's `z.uuid()` reads one), or null. */
export function uuidOf(text: unknown): string | null;
/** A uuid, or the context's not-found error (`domainError(notFound)`). */
export function uuidOf(text: unknown, notFound: ErrorCode): string;
export function uuidOf(text: unknown, notFound?: ErrorCode): string | null {
  if (typeof text === 'string' && UUID.safeParse(text).success) return text;
  if (notFound !== undefined) throw domainError(notFound);
  return null;
}
