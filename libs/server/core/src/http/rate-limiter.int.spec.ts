import { Redis } from 'ioredis';
import { Messages } from '@coaching/contracts';
import { RateLimiter } from './rate-limiter';

describe('RateLimiter (real Redis)', () => {
  const redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/0');
  const limiter = new RateLimiter(redis, `test-rate-${process.pid}-${Date.now()}`);
  afterAll(() => redis.quit());

  it('allows `limit` hits per window, then refuses with the seconds left', async () => {
    const rule = { limit: 3, windowSeconds: 60 };
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.hit('login', 'a@example.jp', rule));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3].retryAfterSeconds).toBeGreaterThan(0);
    expect(results[3].retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await limiter.hit('login', 'b@example.jp', rule)).allowed).toBe(true);
    await limiter.reset('login', 'a@example.jp');
    expect((await limiter.hit('login', 'a@example.jp', rule)).allowed).toBe(true);
  });

  it('enforces: past the limit it answers 429 with the Japanese message and Retry-After', async () => {
    const headers: Record<string, string> = {};
    const res = { setHeader: (name: string, value: string) => (headers[name] = value) };
    await limiter.enforce('contact', '10.0.0.9', { limit: 1, windowSeconds: 30 }, res);
    const refused = limiter.enforce('contact', '10.0.0.9', { limit: 1, windowSeconds: 30 }, res);
    await expect(refused).rejects.toMatchObject({ status: 429, response: { message: Messages.common.tooManyRequests } });
    expect(Number(headers['Retry-After'])).toBeGreaterThan(0);
  });

  it('lets requests through when Redis cannot be reached, instead of failing them', async () => {
    const dead = new Redis({ port: 1, lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: () => null });
    const offline = new RateLimiter(dead, 'test');
    await expect(offline.hit('login', 'x', { limit: 1, windowSeconds: 60 })).resolves.toEqual({ allowed: true, retryAfterSeconds: 0 });
    dead.disconnect();
  });
});
