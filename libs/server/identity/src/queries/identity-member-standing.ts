import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { MemberStanding, ReadCache, ReadCaches, sql, type Standing } from '@coaching/server-core';

/**
 * Core's `MemberStanding` (read by the member guard on every member request), from identity's `users`. In the api
 * it is answered from memory between changes: the `users` trigger notifies every copy of a change of what this
 * reads (migration 20261127140001, ADR 0019). In the worker (no `CacheInvalidations`) it always reads the row.
 */
@Injectable()
export class IdentityMemberStanding extends MemberStanding {
  private readonly cache: ReadCache<Standing>;

  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(ReadCaches) caches: ReadCaches,
  ) {
    super();
    this.cache = caches.create<Standing>('member');
  }

  standingOf(memberId: string): Promise<Standing | null> {
    return this.cache.get(memberId, () => this.read(memberId));
  }

  private async read(memberId: string): Promise<Standing | null> {
    const [row] = await sql<{ verified: boolean; password_changed_at: Date | string | null; suspended_at: Date | string | null; suspension_reason: string | null }>(
      this.em.fork(),
      'select email_verified_at is not null as verified, password_changed_at, suspended_at, suspension_reason from users where id = ?',
      [memberId],
    );
    if (!row) return null;
    return {
      verified: row.verified,
      passwordChangedAt: row.password_changed_at === null ? null : new Date(row.password_changed_at),
      suspension: row.suspended_at === null ? null : { reason: row.suspension_reason ?? '', since: new Date(row.suspended_at) },
    };
  }
}
