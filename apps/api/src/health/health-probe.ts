import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { REDIS } from '@coaching/server-core';
import type { Redis } from 'ioredis';

export interface HealthReport {
  status: 'ok' | 'degraded';
  database: 'ok' | 'down';
  redis: 'ok' | 'down';
}

/** How long a finished probe answers for: a poller every few seconds always gets a fresh one. */
export const HEALTH_REUSE_MS = 1000;
const PROBE_TIMEOUT_MS = 2000;

const within = <T>(ms: number, work: Promise<T>) =>
  Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref())]);

/**
 * Liveness of the api's two real parts (`GET /api/health`, answered on the fast path, fast-path.ts).
 * Requests that arrive while a probe runs share it, and a finished probe answers for a second: a spike of
 * health checks (a load balancer, a bench) costs PostgreSQL and Redis one `select 1` and one PING a second,
 * not one per request.
 */
@Injectable()
export class HealthProbe {
  private running: Promise<HealthReport> | null = null;
  private last: { report: HealthReport; at: number } | null = null;

  constructor(
    private readonly em: EntityManager,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  check(): Promise<HealthReport> {
    if (this.running) return this.running;
    if (this.last && Date.now() - this.last.at < HEALTH_REUSE_MS) return Promise.resolve(this.last.report);
    const probe = this.probe().then((report) => {
      this.last = { report, at: Date.now() };
      return report;
    });
    this.running = probe.finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async probe(): Promise<HealthReport> {
    const [database, redis] = await Promise.all([
      within(PROBE_TIMEOUT_MS, this.em.getConnection().execute('select 1')).then(() => 'ok' as const, () => 'down' as const),
      within(PROBE_TIMEOUT_MS, this.redis.ping()).then(() => 'ok' as const, () => 'down' as const),
    ]);
    return { status: database === 'ok' && redis === 'ok' ? 'ok' : 'degraded', database, redis };
  }
}
