import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@coaching/server-core';
import { Pool } from 'pg';

/** The small pg pool the session store uses, closed with the app. */
@Injectable()
export class SessionPool implements OnApplicationShutdown {
  readonly pool: Pool;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.pool = new Pool({ connectionString: config.DATABASE_URL, max: 5 });
    // An idle connection cut by a PostgreSQL restart emits 'error' on the pool; unheard, it would end the
    // process. The pool drops that connection and opens a new one for the next request.
    const logger = new Logger('SessionPool');
    this.pool.on('error', (error) => logger.warn(`idle session-store connection lost: ${error.message}`));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.end();
  }
}
