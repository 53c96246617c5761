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
 * - A read that was in flight when its key was invalidated is answered but not kept: it may have read the row before
 *   the change committed. Invalidations of other keys leave it alone: under load, sessions and members change every
 *   few milliseconds, and a cache that dropped every read overlapping any change kept almost nothing, so the reads it
 *   was there to spare went to the database as the load grew (the mixed load's cliff, bench-results/README.md).
 * - Concurrent reads of one key share one load (a page asks for three answers at once, each reading the session).
 * - Values are kept as given: callers store immutable values (or a string they parse per read).
 */
export class ReadCache<V> {
  private readonly entries = new Map<string, { value: V; until: number }>();
  /** Loads in flight by key: joined by concurrent reads of the key; marked stale (answered, not kept) by its invalidation. */
  private readonly loading = new Map<string, { answer: Promise<V | null>; stale: boolean }>();
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
    const inFlight = this.loading.get(key);
    if (inFlight) return inFlight.answer;
    const flight = { answer: load(), stale: false };
    this.loading.set(key, flight);
    try {
      const value = await flight.answer;
      if (value !== null && !flight.stale && this.source!.live) this.keep(key, value);
      return value;
    } finally {
      if (this.loading.get(key) === flight) this.loading.delete(key);
    }
  }

  forget(key: string): void {
    this.entries.delete(key);
    this.abandon(key);
  }

  clear(): void {
    this.entries.clear();
    for (const key of [...this.loading.keys()]) this.abandon(key);
  }

  /** A load in flight for `key` may have read it before the change: answered to its readers, not kept, not joined. */
  private abandon(key: string): void {
    const flight = this.loading.get(key);
    if (!flight) return;
    flight.stale = true;
    this.loading.delete(key);
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
