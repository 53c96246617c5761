import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@coaching/server-core';
import { Pool } from 'pg';

/** The small pg pool the session store uses, closed with the app. */
@Injectable()
export class SessionPool implements OnApplicationShutdown {
  readonly pool: Pool;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.pool = new Pool({ connectionString: config.DATABASE_URL, max: 5 });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.end();
  }
}
