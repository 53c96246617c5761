/**
 * A fresh key for one purchase attempt (a UUID v4). Made once when a confirmation page opens and sent with
 * every retry from it, so a double click or a retry after a lost answer is the same purchase to the server.
 */
export function newIdempotencyKey(source: Pick<Crypto, 'getRandomValues'> & { randomUUID?: () => string } = globalThis.crypto): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  // randomUUID needs a secure context; the same key from 16 random bytes otherwise (RFC 9562 §5.4).
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
