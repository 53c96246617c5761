import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type AppConfig, type DomainEvent, type EventStore, sendMail, sql } from '@coaching/server-core';
import type { Operator } from '../entities/operator.entity';

/** How long an invitation (or a password-reset invitation) link works. */
export const INVITATION_TTL_HOURS = 72;

/** Each operator account's changes are one stream; the acting admin is the events' actor. */
export const operatorStream = (operatorId: string) => ({ id: `operator-${operatorId}`, type: 'operator' });

/** Records the account's change on its stream, inside the caller's transaction (which holds the accounts' lock). */
export async function appendOperatorEvents(tx: EntityManager, store: EventStore, operatorId: string, events: DomainEvent[], actorId: string): Promise<void> {
  await store.record(tx, operatorStream(operatorId), events, { actor: { type: 'operator', id: actorId } });
}

/**
 * Account changes run one at a time: "is this the last active admin?" is read and acted on under this lock, so two
 * admins demoting each other at once cannot leave the school without one.
 */
export async function lockOperatorAccounts(tx: EntityManager): Promise<void> {
  await sql(tx, "select pg_advisory_xact_lock(hashtext('backoffice:operator-accounts'))");
}

export async function countOtherActiveAdmins(tx: EntityManager, operatorId: string): Promise<number> {
  const [row] = await sql<{ n: number }>(tx, "select count(*)::int as n from operators where role = 'admin' and active and id <> ?", [operatorId]);
  return row.n;
}

/** Invitation tokens are 256 random bits; the table keeps only their SHA-256, looked up by equality. */
export const hashInvitationToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A fresh single-use link for the operator to set their password (replacing any earlier one), mailed through the
 * outbox in the caller's transaction. Only the token's hash is stored.
 */
export async function sendInvitation(tx: EntityManager, config: AppConfig, operator: Operator, kind: 'invite' | 'reset'): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await sql(
    tx,
    `insert into operator_invitations (operator_id, token_hash, expires_at) values (?, ?, now() + make_interval(hours => ?))
     on conflict (operator_id) do update set token_hash = excluded.token_hash, expires_at = excluded.expires_at, created_at = now()`,
    [operator.id, hashInvitationToken(token), INVITATION_TTL_HOURS],
  );
  const url = `${config.APP_URL}/admin/#/login?invitation=${encodeURIComponent(token)}`;
  await sendMail(tx, { template: 'operator-invitation', to: operator.email, locals: { name: operator.name, url, hours: INVITATION_TTL_HOURS, reset: kind === 'reset' } });
}
