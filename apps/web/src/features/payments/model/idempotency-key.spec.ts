import { webcrypto } from 'node:crypto';
import { z } from 'zod';
import { newIdempotencyKey } from './idempotency-key';

const isUuid = (value: string) => z.uuid().safeParse(value).success;

describe('newIdempotencyKey', () => {
  it('answers a UUID the purchase schema accepts, new every time', () => {
    const a = newIdempotencyKey(webcrypto as unknown as Crypto);
    const b = newIdempotencyKey(webcrypto as unknown as Crypto);
    expect(isUuid(a)).toBe(true);
    expect(a).not.toBe(b);
  });

  it('builds a version-4 UUID from random bytes where randomUUID is missing', () => {
    const key = newIdempotencyKey({ getRandomValues: <T extends ArrayBufferView | null>(array: T) => webcrypto.getRandomValues(array as unknown as Uint8Array) as unknown as T });
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(isUuid(key)).toBe(true);
  });
});
