import type { InvalidationSource } from './cache-invalidations';
import { ReadCache } from './read-cache';
import { declareReadCache, type ReadCacheDeclaration } from './read-cache-declaration';

const MEMBER = declareReadCache({ kind: 'member', invalidatedBy: [{ table: 'users', key: 'id' }] });
const NEWS = declareReadCache({ kind: 'news', invalidatedBy: [{ table: 'news', key: '*' }] });

/** The notifications as a test drives them: the real source is PostgreSQL's LISTEN (read-cache int spec in apps/api). */
class Notifications implements InvalidationSource {
  live = true;
  private readonly listeners: { kind: string; forget(key: string): void; forgetAll(): void }[] = [];
  subscribe({ kind }: ReadCacheDeclaration, listener: { forget(key: string): void; forgetAll(): void }) {
    this.listeners.push({ kind, forget: (key) => listener.forget(key), forgetAll: () => listener.forgetAll() });
  }
  notify(kind: string, key: string) {
    for (const l of this.listeners) if (l.kind === kind) l.forget(key);
  }
  lose() {
    this.live = false;
    for (const l of this.listeners) l.forgetAll();
  }
}

function given(ttlMs = 10_000, maxEntries?: number) {
  let clock = 1_000;
  const notifications = new Notifications();
  const cache = new ReadCache<string>(notifications, MEMBER, { ttlMs, maxEntries, now: () => clock });
  let loads = 0;
  let row = 'v1';
  const load = async () => {
    loads++;
    return row;
  };
  return {
    cache,
    notifications,
    load,
    get loads() {
      return loads;
    },
    change: (value: string) => (row = value),
    advance: (ms: number) => (clock += ms),
  };
}

describe('ReadCache', () => {
  it('given a value read once, when read again within its lifetime, then it is served without loading', async () => {
    const t = given();
    await t.cache.get('m1', t.load);
    expect(await t.cache.get('m1', t.load)).toBe('v1');
    expect(t.loads).toBe(1);
  });

  it('given a cached value, when its key is notified, then the next read loads the new value', async () => {
    const t = given();
    await t.cache.get('m1', t.load);
    t.change('v2');
    t.notifications.notify('member', 'm1');
    expect(await t.cache.get('m1', t.load)).toBe('v2');
    expect(t.loads).toBe(2);
  });

  it('given a cached value, when another kind or key is notified, then it is still served', async () => {
    const t = given();
    await t.cache.get('m1', t.load);
    t.notifications.notify('session', 'm1');
    t.notifications.notify('member', 'm2');
    await t.cache.get('m1', t.load);
    expect(t.loads).toBe(1);
  });

  it('given a cached value, when its lifetime has passed, then it is loaded again (the bound on a lost notification)', async () => {
    const t = given(5_000);
    await t.cache.get('m1', t.load);
    t.change('v2');
    t.advance(5_001);
    expect(await t.cache.get('m1', t.load)).toBe('v2');
  });

  it('given a load in flight, when an invalidation arrives before it answers, then its answer is not kept', async () => {
    const t = given();
    let release!: (v: string) => void;
    const slow = () => new Promise<string>((resolve) => (release = resolve));
    const pending = t.cache.get('m1', slow);
    t.notifications.notify('member', 'm1');
    release('old');
    expect(await pending).toBe('old');
    expect(await t.cache.get('m1', t.load)).toBe('v1');
    expect(t.loads).toBe(1);
  });

  it('given a load in flight, when another key is invalidated before it answers, then its answer is still kept', async () => {
    const t = given();
    let release!: (v: string) => void;
    const slow = () => new Promise<string>((resolve) => (release = resolve));
    const pending = t.cache.get('m1', slow);
    t.notifications.notify('member', 'm2');
    release('v1');
    expect(await pending).toBe('v1');
    expect(await t.cache.get('m1', t.load)).toBe('v1');
    expect(t.loads).toBe(0);
  });

  it('given a load in flight, when the same key is read again, then both readers share the one load', async () => {
    const t = given();
    let release!: (v: string) => void;
    let slowLoads = 0;
    const slow = () => {
      slowLoads++;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const reads = [t.cache.get('m1', slow), t.cache.get('m1', slow), t.cache.get('m1', slow)];
    release('v1');
    expect(await Promise.all(reads)).toEqual(['v1', 'v1', 'v1']);
    expect(slowLoads).toBe(1);
  });

  it('given a load in flight, when its key is invalidated, then a read after the invalidation loads afresh rather than joining it', async () => {
    const t = given();
    let release!: (v: string) => void;
    const slow = () => new Promise<string>((resolve) => (release = resolve));
    const before = t.cache.get('m1', slow);
    t.change('v2');
    t.notifications.notify('member', 'm1');
    const after = t.cache.get('m1', t.load);
    release('old');
    expect(await before).toBe('old');
    expect(await after).toBe('v2');
    expect(await t.cache.get('m1', t.load)).toBe('v2');
    expect(t.loads).toBe(1);
  });

  it('given a load that fails, when read again, then the next read loads again (a failure is neither kept nor shared later)', async () => {
    const t = given();
    await expect(t.cache.get('m1', () => Promise.reject(new Error('connection lost')))).rejects.toThrow('connection lost');
    expect(await t.cache.get('m1', t.load)).toBe('v1');
    expect(t.loads).toBe(1);
  });

  it('given the notifications are lost, when read, then nothing is served from or kept in the cache', async () => {
    const t = given();
    await t.cache.get('m1', t.load);
    t.notifications.lose();
    t.change('v2');
    expect(await t.cache.get('m1', t.load)).toBe('v2');
    expect(await t.cache.get('m1', t.load)).toBe('v2');
    expect(t.loads).toBe(3);
    expect(t.cache.size).toBe(0);
  });

  it('given a missing row (null), when read twice, then both reads load (absence is never cached)', async () => {
    const t = given();
    let loads = 0;
    const none = async () => {
      loads++;
      return null;
    };
    await t.cache.get('gone', none);
    await t.cache.get('gone', none);
    expect(loads).toBe(2);
  });

  it('given a full cache, when a new key is kept, then the oldest entry goes', async () => {
    const t = given(10_000, 2);
    await t.cache.get('a', t.load);
    await t.cache.get('b', t.load);
    await t.cache.get('c', t.load);
    expect(t.cache.size).toBe(2);
    await t.cache.get('a', t.load);
    expect(t.loads).toBe(4);
  });

  it('given a lifetime of 0, when read, then the cache is off', async () => {
    const t = given(0);
    await t.cache.get('m1', t.load);
    await t.cache.get('m1', t.load);
    expect(t.cache.enabled).toBe(false);
    expect(t.loads).toBe(2);
  });

  it('given a value true only until a time of its own, when read after that time, then it is loaded again', async () => {
    let clock = 1_000;
    let loads = 0;
    const cache = new ReadCache<{ until: number }>(new Notifications(), NEWS, { ttlMs: 10_000, now: () => clock, validUntil: (v) => v.until });
    const load = async () => {
      loads++;
      return { until: clock + 500 };
    };
    await cache.get('page', load);
    clock += 499;
    await cache.get('page', load);
    expect(loads).toBe(1);
    clock += 1;
    await cache.get('page', load);
    expect(loads).toBe(2);
  });
});

