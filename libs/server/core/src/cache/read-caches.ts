import { Inject, Injectable, Optional } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { CacheInvalidations } from './cache-invalidations';
import { ReadCache, type ReadCacheOptions } from './read-cache';
import { declareReadCache, type ReadCacheDeclaration } from './read-cache-declaration';

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

  /**
   * The cache `declaration` declares (`declareReadCache`, beside the code that uses it): its entries are forgotten on
   * `<kind>:<key>` (and `<kind>:*`) notifications, sent by the triggers generated from the same declaration, which the
   * owning context lists in its `readCaches` (`src/migrations/index.ts`). The api checks at boot that they exist.
   */
  create<V>(declaration: ReadCacheDeclaration, options: Pick<ReadCacheOptions<V>, 'validUntil' | 'maxEntries'> = {}): ReadCache<V> {
    return new ReadCache<V>(this.invalidations ?? null, declareReadCache(declaration), { ttlMs: this.config.MEMBER_READ_CACHE_SECONDS * 1000, ...options });
  }
}
