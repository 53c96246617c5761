import { currentRequestId, requestIdOf, withRequestId } from './request-context';

describe('the request id', () => {
  it('keeps a plain X-Request-Id a client or proxy sent', () => {
    expect(requestIdOf('met-3f2a9c1e-0b7d')).toBe('met-3f2a9c1e-0b7d');
    expect(requestIdOf(['abc12345:trace.1', 'second'])).toBe('abc12345:trace.1');
  });

  it.each([
    ['absent', undefined],
    ['too short', 'abc'],
    ['too long', 'a'.repeat(129)],
    ['with spaces', 'hello world id'],
    ['with a line break (log injection)', 'abcdefgh\n{"level":60}'],
    ['non-ASCII', 'リクエスト番号です'],
  ])('makes a new uuid when the header is %s', (_case, header) => {
    expect(requestIdOf(header)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('follows the work it wraps through awaits, and is gone outside it', async () => {
    expect(currentRequestId()).toBeUndefined();
    const seen = await withRequestId('req-12345678', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return currentRequestId();
    });
    expect(seen).toBe('req-12345678');
    expect(currentRequestId()).toBeUndefined();
  });

  it('runs work no request caused as it is', () => {
    expect(withRequestId(undefined, () => currentRequestId() ?? 'none')).toBe('none');
    expect(withRequestId(null, () => 7)).toBe(7);
  });
});
