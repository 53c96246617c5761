import { randomUUID } from 'node:crypto';
import { PgListener } from '../database/pg-listener';
import { type ReadCacheDeclaration, sameReadCacheDeclaration } from './read-cache-declaration';

/**
 * The PostgreSQL channel the cache triggers notify on; a payload is `<kind>:<key>` (`session:<sid>`, `member:<id>`),
 * or `<kind>:*` for every entry of that kind.
 */
export const CACHE_CHANNEL = 'coaching_cache';
/** The kind of the notifications `settle()` sends itself. */
const SETTLE_KIND = 'settle';

/** What a read cache needs of the invalidations: whether they are heard now, and a way to hear them. */
export interface InvalidationSource {
  /** True while this copy is listening: a change made now will reach it. While false, caches must not serve. */
  readonly live: boolean;
  /**
   * `forget(key)` for every `<kind>:<key>` of the declaration's kind notified; `forgetAll()` for `<kind>:*` and whenever
   * notifications may have been missed.
   */
  subscribe(declaration: ReadCacheDeclaration, listener: { forget(key: string): void; forgetAll(): void }): void;
}

interface Logger {
  warn(message: string): void;
}

/**
 * One api copy's ear on the database: a dedicated connection that LISTENs on `coaching_cache`. Triggers on the
 * tables behind a cache (`http_sessions`, `users`) notify it; PostgreSQL delivers a notification only when the
 * writing transaction commits, so an invalidation never runs ahead of the change, and a rolled-back change sends
 * none. Every copy hears every change, whoever wrote it (ADR 0019).
 *
 * While the connection is down, changes go unheard: the caches are emptied and bypassed (`live` is false) until
 * it is listening again, and emptied once more then, since anything may have changed meanwhile.
 */
export class CacheInvalidations implements InvalidationSource {
  private readonly connection: PgListener;
  private readonly listeners = new Map<string, { forget(key: string): void; forgetAll(): void }[]>();
  /** The declarations of the caches that listen, by kind: what the boot check looks for in the database. */
  private readonly declared = new Map<string, ReadCacheDeclaration>();
  /** `settle()` calls waiting for their own notification to come back. */
  private readonly settling = new Map<string, () => void>();
  private settleCount = 0;
  /** Every copy hears every notification: a token names its copy, so one copy's settle never ends another's wait. */
  private readonly instance = randomUUID();

  constructor(databaseUrl: string, logger: Logger, retryMs = 1_000) {
    this.connection = new PgListener(databaseUrl, {
      applicationName: 'coaching-cache-invalidations',
      retryMs,
      onError: (message) => logger.warn(`${message}: caches bypassed until listening again`),
    });
    this.connection.subscribe(CACHE_CHANNEL, {
      heard: (payload) => this.deliver(payload),
      lost: () => this.lost(),
      // Anything cached before this point may have changed unheard.
      resumed: () => this.forgetEverything(),
    });
  }

  get live(): boolean {
    return this.connection.live;
  }

  subscribe(declaration: ReadCacheDeclaration, listener: { forget(key: string): void; forgetAll(): void }): void {
    const { kind } = declaration;
    const other = this.declared.get(kind);
    if (other && !sameReadCacheDeclaration(other, declaration)) throw new Error(`Two read caches of kind "${kind}" are declared differently: declare it once and share the declaration`);
    this.declared.set(kind, declaration);
    this.listeners.set(kind, [...(this.listeners.get(kind) ?? []), listener]);
  }

  /** The declarations of every cache that listens here, one per kind: the api checks their triggers at boot. */
  get declarations(): ReadCacheDeclaration[] {
    return [...this.declared.values()];
  }

  /**
   * Resolves once every change committed before the call has reached this copy's caches: a request that changed a
   * member's data waits for it before answering, so their next request on this copy never meets what it changed.
   * PostgreSQL delivers notifications in commit order, so when a notification sent now comes back, every earlier
   * one has been heard. Without a listening connection there is nothing to wait for (the caches are bypassed).
   */
  async settle(timeoutMs = 2_000): Promise<void> {
    if (!this.connection.live) return;
    const token = `${SETTLE_KIND}:${this.instance}-${++this.settleCount}`;
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<void>((resolve) => {
      this.settling.set(token, resolve);
      // A connection lost meanwhile empties the caches anyway; never hold a request longer than this.
      timer = setTimeout(resolve, timeoutMs);
    });
    try {
      await this.connection.notify(CACHE_CHANNEL, token);
      await heard;
    } catch {
      // The connection dropped: `lost` has emptied the caches.
    } finally {
      clearTimeout(timer);
      this.settling.delete(token);
    }
  }

  /** Connects and listens; a failure is retried in the background (the caches stay bypassed meanwhile). */
  start(): Promise<void> {
    return this.connection.start();
  }

  async stop(): Promise<void> {
    await this.connection.stop();
    this.lost();
  }

  /** The listening connection's backend pid (for tests that cut it). */
  get backendPid(): number | null {
    return this.connection.backendPid;
  }

  private lost(): void {
    this.forgetEverything();
    for (const resolve of this.settling.values()) resolve();
  }

  private forgetEverything(): void {
    for (const list of this.listeners.values()) for (const listener of list) listener.forgetAll();
  }

  private deliver(payload: string): void {
    const settled = this.settling.get(payload);
    if (settled) return settled();
    const colon = payload.indexOf(':');
    if (colon < 0) return;
    const kind = payload.slice(0, colon);
    const key = payload.slice(colon + 1);
    for (const listener of this.listeners.get(kind) ?? []) {
      if (key === '*') listener.forgetAll();
      else listener.forget(key);
    }
  }
}
