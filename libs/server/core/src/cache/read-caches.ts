import { Inject, Injectable, Optional } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { CacheInvalidations } from './cache-invalidations';
import { ReadCache, type ReadCacheOptions } from './read-cache';

/**
 * Makes a process's read caches (ADR 0019). In the api, which hears PostgreSQL's change notifications
 * (`CacheInvalidationsModule`), they answer from memory for up to `MEMBER_READ_CACHE_SECONDS`; in the worker and
 * the seed, which do not, every read goes to the database.
 */
@Injectable()
export class ReadCaches {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() @Inject(CacheInvalidations) private readonly invalidations: CacheInvalidations | null,
  ) {}

  /** A cache whose entries are forgotten on `<kind>:<key>` (and `<kind>:*`) notifications. */
  create<V>(kind: string, options: Pick<ReadCacheOptions<V>, 'validUntil' | 'maxEntries'> = {}): ReadCache<V> {
    return new ReadCache<V>(this.invalidations ?? null, { kind, ttlMs: this.config.MEMBER_READ_CACHE_SECONDS * 1000, ...options });
  }

  /** Once this copy has heard every change committed so far (`CacheInvalidations.settle`); at once where nothing is heard. */
  async settle(): Promise<void> {
    await this.invalidations?.settle();
  }
}
