import type { EntityManager } from '@mikro-orm/postgresql';
import { type EventMetadata, type EventStore, sqlTransaction } from '@coaching/server-core';
import { randomUUID } from 'node:crypto';

export type OperatorAccessEvent =
  | { type: 'OperatorSignedIn'; data: { operatorId: string; ip: string } }
  | { type: 'OperatorSignedOut'; data: { operatorId: string; ip: string } }
  | { type: 'OperatorSignInFailed'; data: { operatorId: string | null; email: string; ip: string; reason: 'password' | 'inactive' | 'locked' } };

/**
 * Records a sign-in, sign-out or failed sign-in for the audit log. Each is a stream of its own (no version to
 * contend for when many arrive at once); a failure's actor is the visitor, who has not proved who they are.
 */
export async function recordOperatorAccess(em: EntityManager, store: EventStore, event: OperatorAccessEvent): Promise<void> {
  const actor: EventMetadata['actor'] = event.type === 'OperatorSignInFailed' ? { type: 'visitor' } : { type: 'operator', id: event.data.operatorId };
  await sqlTransaction(em, (tx) => store.record(tx, { id: `operator-access-${randomUUID()}`, type: 'operator-access' }, [event], { actor }));
}
