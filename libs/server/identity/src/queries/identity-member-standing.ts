import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { MemberStanding, sql, type Standing } from '@coaching/server-core';

/** Core's `MemberStanding` (read by the member guard on every member request), from identity's `users`. */
@Injectable()
export class IdentityMemberStanding extends MemberStanding {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {
    super();
  }

  async standingOf(memberId: string): Promise<Standing | null> {
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
