import type { EntityManager } from '@mikro-orm/postgresql';
import { sql, type InlineProjection, type StoredEvent } from '@coaching/server-core';
import type { MemberAccountEvent } from '../domain/member-account.decider';

/** Inline: the member's suspension on `users` (read by the member guard's standing and by `/api/me`). */
export class MemberSuspensionProjection implements InlineProjection {
  readonly name = 'member-suspension';
  readonly eventTypes = ['MemberSuspended', 'MemberSuspensionLifted'] as const;

  async apply(em: EntityManager, stored: StoredEvent): Promise<void> {
    const event = { type: stored.type, data: stored.data } as MemberAccountEvent;
    if (event.type === 'MemberSuspended') {
      await sql(em, 'update users set suspended_at = ?, suspension_ground = ?, suspension_reason = ? where id = ?', [event.data.suspendedAt, event.data.ground, event.data.reason, event.data.memberId]);
    } else {
      await sql(em, 'update users set suspended_at = null, suspension_ground = null, suspension_reason = null where id = ?', [event.data.memberId]);
    }
  }

  async reset(em: EntityManager): Promise<void> {
    await sql(em, 'update users set suspended_at = null, suspension_ground = null, suspension_reason = null where suspended_at is not null');
  }
}
