import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventMetadata, EventStore } from '@coaching/server-core';
import { type MemberAccountChange, memberAccountStream } from '../domain/member-account.decider';

/**
 * Records on the member's account stream that part of their account changed, in the writing transaction: the
 * composition module's member home is rebuilt from it (so `GET /api/me` shows the change on the next read, in every
 * api copy), and support sees it on the member's timeline. What changed, never the values.
 */
export async function recordAccountChange(
  store: EventStore,
  tx: EntityManager,
  memberId: string,
  change: MemberAccountChange,
  actor: EventMetadata['actor'] = { type: 'member', id: memberId },
): Promise<void> {
  await store.record(tx, memberAccountStream(memberId), [{ type: 'MemberAccountChanged', data: { memberId, change } }], { actor });
}
