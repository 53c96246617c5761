import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { sql } from '@coaching/server-core';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

/** Someone else held the lease for longer than the caller would wait. */
export class LeaseTaken extends Error {
  constructor(readonly lease: string) {
    super(`lease ${lease} is held by another`);
    this.name = 'LeaseTaken';
  }
}

export interface LeaseTerms {
  /** How long the lease lasts if its holder dies without releasing it: longer than the work can take. */
  ttlMs: number;
  /** How long to wait for a lease someone else holds; 0 answers `LeaseTaken` at once. */
  waitMs: number;
}

const POLL_MS = 25;

/**
 * One piece of work at a time per name, across every process, without a transaction open while it runs:
 * taking a lease commits a row of `billing_leases` (an insert, or the takeover of a lapsed row) and
 * releasing it deletes the row. So the work may call the card provider for seconds while the database
 * holds no lock, no transaction and no connection for it. The price of a lease over a lock: a holder
 * that dies keeps others out until `ttlMs` has passed.
 */
@Injectable()
export class Leases {
  private readonly logger = new Logger('Leases');

  constructor(private readonly em: EntityManager) {}

  async hold<T>(name: string, terms: LeaseTerms, work: () => Promise<T>): Promise<T> {
    const holder = randomUUID();
    const deadline = Date.now() + terms.waitMs;
    while (!(await this.take(name, holder, terms.ttlMs))) {
      if (Date.now() >= deadline) throw new LeaseTaken(name);
      await sleep(POLL_MS + Math.random() * POLL_MS);
    }
    try {
      return await work();
    } finally {
      await this.release(name, holder);
    }
  }

  /** One statement, committed on its own: answers whether `holder` now holds the lease. */
  private async take(name: string, holder: string, ttlMs: number): Promise<boolean> {
    const rows = await sql(
      this.em.fork(),
      `insert into billing_leases (name, holder, expires_at) values (?, ?, clock_timestamp() + ? * interval '1 millisecond')
       on conflict (name) do update set holder = excluded.holder, expires_at = excluded.expires_at
        where billing_leases.expires_at <= clock_timestamp()
       returning holder`,
      [name, holder, ttlMs],
    );
    return rows.length === 1;
  }

  private async release(name: string, holder: string): Promise<void> {
    // A release that fails leaves the row to lapse: the work is done, so its outcome stands.
    await sql(this.em.fork(), 'delete from billing_leases where name = ? and holder = ?', [name, holder]).catch((error: unknown) =>
      this.logger.warn({ lease: name, err: error instanceof Error ? error.message : String(error) }, 'lease not released; it lapses'),
    );
  }
}
