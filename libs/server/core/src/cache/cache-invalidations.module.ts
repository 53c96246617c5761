import { Global, Inject, Injectable, Logger, Module, type OnApplicationBootstrap, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { sql } from '../database/sql';
import { settleCacheChangesOf } from './cache-change-settling';
import { CacheInvalidations } from './cache-invalidations';
import { checkCacheTriggers } from './cache-triggers';

/**
 * Starts the api copy's listener with the app and ends it with the app; from the start, a commit that notified a read
 * cache returns once this copy has heard it (`cache-change-settling.ts`). At boot, once every cache is made (the
 * providers' and the sessions' of `configureHttp`), it refuses to start if the database lacks a trigger one of them is
 * declared with (`checkCacheTriggers`).
 */
@Injectable()
class CacheInvalidationsLifecycle implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown {
  private stopSettling: (() => void) | undefined;

  constructor(
    @Inject(CacheInvalidations) private readonly invalidations: CacheInvalidations,
    @Inject(MikroORM) private readonly orm: MikroORM,
  ) {}

  async onModuleInit(): Promise<void> {
    this.stopSettling = settleCacheChangesOf(this.orm, this.invalidations);
    await this.invalidations.start();
  }

  async onApplicationBootstrap(): Promise<void> {
    await checkCacheTriggers((query, params) => sql(this.orm.em.fork(), query, params), this.invalidations.declarations);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopSettling?.();
    await this.invalidations.stop();
  }
}

/**
 * The change notifications the api's read caches depend on (ADR 0019). Imported by the api only: the worker serves
 * no member requests, and without this module the caches that take it (`@Optional()`) simply read the database.
 */
@Global()
@Module({
  providers: [
    {
      provide: CacheInvalidations,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new CacheInvalidations(config.DATABASE_URL, new Logger('CacheInvalidations')),
    },
    CacheInvalidationsLifecycle,
  ],
  exports: [CacheInvalidations],
})
export class CacheInvalidationsModule {}
