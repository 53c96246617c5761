import type { InvalidationSource } from './cache-invalidations';
import type { ReadCacheDeclaration } from './read-cache-declaration';

export interface ReadCacheOptions<V> {
  /** How long an entry may serve, at most: the bound on staleness should a notification be lost. 0 turns the cache off. */
  ttlMs: number;
  /** Entries kept at most; the oldest go first. */
  maxEntries?: number;
  /**
   * When a value stops being true by itself, with no change to notify (epoch ms): the next scheduled news item's
   * publication, the end of the lesson shown as next. The entry is not served past it, nor past the lifetime.
   */
  validUntil?: (value: V) => number;
  now?: () => number;
}

/**
 * A small per-process cache of reads that change rarely and are asked on every request (the session, the member's
 * standing), kept correct across api copies by the database's own change notifications (`CacheInvalidations`).
 *
 * - Served only while invalidations are heard (`source.live`); otherwise every read goes to the database.
 * - A read that was in flight when an invalidation of this cache arrived is answered but not kept: it may have
 *   read the row before the change committed.
 * - Values are kept as given: callers store immutable values (or a string they parse per read).
 */
export class ReadCache<V> {
  private readonly entries = new Map<string, { value: V; until: number }>();
  /** Bumped by every invalidation: a load that started under an older generation is not kept. */
  private generation = 0;
  private readonly maxEntries: number;
  private readonly now: () => number;

  /**
   * `declaration`: its kind (the `<kind>:<key>` notifications that forget an entry) and the tables whose triggers send
   * them (`declareReadCache`); the source checks at boot that the database has those triggers.
   */
  constructor(
    private readonly source: InvalidationSource | null,
    readonly declaration: ReadCacheDeclaration,
    private readonly options: ReadCacheOptions<V>,
  ) {
    this.maxEntries = options.maxEntries ?? 50_000;
    this.now = options.now ?? Date.now;
    source?.subscribe(declaration, { forget: (key) => this.forget(key), forgetAll: () => this.clear() });
  }

  get enabled(): boolean {
    return this.source !== null && this.options.ttlMs > 0;
  }

  /**
   * The cached value of `key`, or `load()`'s (kept unless null or invalidated meanwhile). `fresh`: read the database
   * and leave the cache alone, for a read inside a transaction, which must see its own uncommitted writes.
   */
  async get(key: string, load: () => Promise<V | null>, fresh = false): Promise<V | null> {
    if (fresh || !this.enabled || !this.source!.live) return load();
    const hit = this.entries.get(key);
    if (hit && hit.until > this.now()) return hit.value;
    if (hit) this.entries.delete(key);
    const generation = this.generation;
    const value = await load();
    if (value !== null && generation === this.generation && this.source!.live) this.keep(key, value);
    return value;
  }

  forget(key: string): void {
    this.generation++;
    this.entries.delete(key);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private keep(key: string, value: V): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, until: Math.min(this.now() + this.options.ttlMs, this.options.validUntil?.(value) ?? Number.POSITIVE_INFINITY) });
  }
}
