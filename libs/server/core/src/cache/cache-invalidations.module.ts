import { Global, Inject, Injectable, Logger, Module, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { CacheInvalidations } from './cache-invalidations';

/** Starts the api copy's listener with the app and ends it with the app. */
@Injectable()
class CacheInvalidationsLifecycle implements OnModuleInit, OnApplicationShutdown {
  constructor(@Inject(CacheInvalidations) private readonly invalidations: CacheInvalidations) {}

  async onModuleInit(): Promise<void> {
    await this.invalidations.start();
  }

  async onApplicationShutdown(): Promise<void> {
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
