import { Redis, type RedisOptions } from 'ioredis';

/** A Redis connection for BullMQ (which needs `maxRetriesPerRequest: null` on blocking connections). */
export function createRedisConnection(url: string, options: RedisOptions = {}): Redis {
  return new Redis(url, { maxRetriesPerRequest: null, enableReadyCheck: true, lazyConnect: false, ...options });
}
