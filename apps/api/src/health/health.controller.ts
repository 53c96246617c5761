import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Get, Inject, Res } from '@nestjs/common';
import { REDIS } from '@coaching/server-core';
import type { Response } from 'express';
import type { Redis } from 'ioredis';

const within = <T>(ms: number, work: Promise<T>) =>
  Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref())]);

/** Liveness of the api and its two real parts: 200 when both answer, 503 otherwise. */
@Controller('api/health')
export class HealthController {
  constructor(
    private readonly em: EntityManager,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  @Get()
  async check(@Res({ passthrough: true }) res: Response) {
    const [database, redis] = await Promise.all([
      within(2000, this.em.getConnection().execute('select 1')).then(() => 'ok', () => 'down'),
      within(2000, this.redis.ping()).then(() => 'ok', () => 'down'),
    ]);
    const ok = database === 'ok' && redis === 'ok';
    res.status(ok ? 200 : 503);
    return { status: ok ? 'ok' : 'degraded', database, redis };
  }
}
