import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { RateLimiter } from '../http/rate-limiter';
import { createRedisConnection } from './redis-connection';

export const REDIS = Symbol('REDIS');

/** One shared Redis connection (health, rate limits) that fails fast instead of queueing while Redis is away. */
@Global()
@Module({
  providers: [
    { provide: REDIS, inject: [APP_CONFIG], useFactory: (config: AppConfig) => createRedisConnection(config.REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false }) },
    { provide: RateLimiter, inject: [REDIS, APP_CONFIG], useFactory: (redis: Redis, config: AppConfig) => new RateLimiter(redis, config.QUEUE_PREFIX) },
  ],
  exports: [REDIS, RateLimiter],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
