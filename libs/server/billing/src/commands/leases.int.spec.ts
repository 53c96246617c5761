import type { MikroORM } from '@mikro-orm/postgresql';
import { sql } from '@coaching/server-core';
import { createTestOrm } from '@coaching/server-core/testing';
import { randomUUID } from 'node:crypto';
import { LeaseTaken, Leases } from './leases';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('leases: one piece of work at a time per name, no transaction held (real PostgreSQL)', () => {
  let orm: MikroORM;
  let leases: Leases;
  const terms = { ttlMs: 10_000, waitMs: 10_000 };

  beforeAll(async () => {
    orm = await createTestOrm('server_billing');
    leases = new Leases(orm.em);
  });
  afterAll(() => orm.close(true));

  /** Sessions left inside a transaction after touching the leases (statements are sent with $n parameters). */
  const leaseTransactionsOpen = () =>
    sql(orm.em.fork(), "select 1 from pg_stat_activity where datname = current_database() and state like 'idle in transaction%' and query like '%billing_leases%'");

  it('runs work of one name one after another, and other names alongside', async () => {
    const name = `test:${randomUUID()}`;
    const other = `test:${randomUUID()}`;
    const events: string[] = [];
    const work = (label: string) => async () => {
      events.push(`${label} in`);
      await pause(200);
      events.push(`${label} out`);
      return label;
    };
    const first = leases.hold(name, terms, work('first'));
    await pause(50);
    expect(await Promise.all([first, leases.hold(name, terms, work('second')), leases.hold(other, terms, work('other'))])).toEqual(['first', 'second', 'other']);
    expect(events.indexOf('second in')).toBeGreaterThan(events.indexOf('first out'));
    expect(events.indexOf('other in')).toBeLessThan(events.indexOf('first out'));
  });

  it('commits the lease before the work runs and holds no transaction while it does', async () => {
    const name = `test:${randomUUID()}`;
    await leases.hold(name, terms, async () => {
      expect(await sql(orm.em.fork(), 'select holder from billing_leases where name = ?', [name])).toHaveLength(1);
      expect(await leaseTransactionsOpen()).toEqual([]);
    });
    expect(await sql(orm.em.fork(), 'select 1 from billing_leases where name = ?', [name])).toEqual([]);
  });

  it('releases the lease when the work fails, and passes the failure on', async () => {
    const name = `test:${randomUUID()}`;
    await expect(leases.hold(name, terms, () => Promise.reject(new Error('provider said no')))).rejects.toThrow('provider said no');
    expect(await leases.hold(name, { ttlMs: 1_000, waitMs: 0 }, async () => 'free again')).toBe('free again');
  });

  it('refuses at once, or after waiting, while another holds it', async () => {
    const name = `test:${randomUUID()}`;
    const held = leases.hold(name, terms, () => pause(400));
    await pause(50);
    await expect(leases.hold(name, { ttlMs: 1_000, waitMs: 0 }, async () => 'never')).rejects.toBeInstanceOf(LeaseTaken);
    await expect(leases.hold(name, { ttlMs: 1_000, waitMs: 100 }, async () => 'never')).rejects.toBeInstanceOf(LeaseTaken);
    await held;
  });

  it('lets the next holder in once the lease of a holder that died has lapsed', async () => {
    const name = `test:${randomUUID()}`;
    // A holder that died mid-work: its row stays until it lapses, 300 ms after it was written. The clock starts before
    // the write, so the wait measured is at least those 300 ms however slow the write's round trip (a loaded machine).
    const started = Date.now();
    await sql(orm.em.fork(), "insert into billing_leases (name, holder, expires_at) values (?, ?, clock_timestamp() + interval '300 milliseconds')", [name, randomUUID()]);
    expect(await leases.hold(name, terms, async () => 'taken over')).toBe('taken over');
    expect(Date.now() - started).toBeGreaterThanOrEqual(295);
  });
});
