import { HttpException, HttpStatus, Logger } from '@nestjs/common';
import { Messages } from '@coaching/contracts';
import type { Redis } from 'ioredis';

export interface RateLimit {
  /** How many attempts a key may make in one window. */
  limit: number;
  windowSeconds: number;
}

/**
 * Fixed-window counter in Redis, shared by every api process. Answers whether this attempt is
 * allowed and, when not, how many seconds until the window ends.
 */
export class RateLimiter {
  private readonly logger = new Logger('RateLimiter');

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async hit(bucket: string, key: string, rule: RateLimit): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
    const redisKey = `${this.prefix}:rate:${bucket}:${key}`;
    try {
      const [[, count], [, ttl]] = (await this.redis.multi().incr(redisKey).ttl(redisKey).exec()) as [[null, number], [null, number]];
      if (ttl < 0) await this.redis.expire(redisKey, rule.windowSeconds);
      return { allowed: count <= rule.limit, retryAfterSeconds: ttl > 0 ? ttl : rule.windowSeconds };
    } catch (error) {
      // Redis away: let the request through rather than fail it; the limit resumes when Redis is back.
      this.logger.warn({ bucket, err: error instanceof Error ? error.message : String(error) }, 'rate limiter unavailable; allowing');
      return { allowed: true, retryAfterSeconds: 0 };
    }
  }

  /**
   * Reads a key's count without counting: has it reached the limit, and for how much longer? For a lock-out that
   * counts failures only (`hit` after each failure), checked before the attempt is even tried.
   */
  async peek(bucket: string, key: string, rule: RateLimit): Promise<{ blocked: boolean; retryAfterSeconds: number }> {
    const redisKey = `${this.prefix}:rate:${bucket}:${key}`;
    try {
      const [[, count], [, ttl]] = (await this.redis.multi().get(redisKey).ttl(redisKey).exec()) as [[null, string | null], [null, number]];
      const blocked = Number(count ?? 0) >= rule.limit;
      return { blocked, retryAfterSeconds: blocked ? (ttl > 0 ? ttl : rule.windowSeconds) : 0 };
    } catch (error) {
      this.logger.warn({ bucket, err: error instanceof Error ? error.message : String(error) }, 'rate limiter unavailable; allowing');
      return { blocked: false, retryAfterSeconds: 0 };
    }
  }

  /** Counts the attempt and, past the limit, answers 429 with the Japanese message and Retry-After. */
  async enforce(bucket: string, key: string, rule: RateLimit, res?: { setHeader(name: string, value: string): unknown }): Promise<void> {
    const { allowed, retryAfterSeconds } = await this.hit(bucket, key, rule);
    if (allowed) return;
    res?.setHeader('Retry-After', String(retryAfterSeconds));
    throw new HttpException({ message: Messages.common.tooManyRequests }, HttpStatus.TOO_MANY_REQUESTS);
  }

  async reset(bucket: string, key: string): Promise<void> {
    await this.redis.del(`${this.prefix}:rate:${bucket}:${key}`).catch(() => undefined);
  }
}
