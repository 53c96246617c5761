import type { EntityManager } from '@mikro-orm/postgresql';
import { GUARDIAN_SCOPES, guardianInvitationExpiresAt, tokyoDateLongText } from '@coaching/contracts';
import { type AppConfig, domainError, type EventMetadata, type EventStore, mailMessage, runDecider, sql } from '@coaching/server-core';
import { type GuardianLinkCommand, guardianLinkDecider, type GuardianLinkEvent, guardianLinkStream } from '../domain/guardian-link.decider';
import { IdentityErrors } from '../domain/identity-errors';

/** What the link handlers read of an account. */
export interface LinkAccount {
  id: string;
  email: string;
  kind: 'member' | 'guardian';
  name: string | null;
}

export async function linkAccount(em: EntityManager, id: string): Promise<LinkAccount> {
  const [row] = await sql<LinkAccount>(em.fork(), "select id, email, kind, nullif(concat_ws(' ', last_name, first_name), '') as name from users where id = ?", [id]);
  if (!row) throw domainError(IdentityErrors.MEMBER_NOT_FOUND);
  return row;
}

export const accountByEmail = async (em: EntityManager, email: string): Promise<LinkAccount | null> =>
  (await sql<LinkAccount>(em.fork(), "select id, email, kind, nullif(concat_ws(' ', last_name, first_name), '') as name from users where lower(email) = lower(?)", [email.trim()]))[0] ?? null;

/**
 * The invitation mail of a pending link: to the invited address, with the page that accepts it (after sign-in or
 * sign-up), and the day it may be accepted until (`invitedAt`: the request, or this resend).
 */
export function invitationMail(config: AppConfig, link: { requestedBy: 'member' | 'guardian'; inviteeEmail: string; invitedAt: string }, requester: LinkAccount) {
  const toGuardian = link.requestedBy === 'member';
  return mailMessage({
    template: toGuardian ? 'guardian-invitation' : 'guardian-child-invitation',
    to: link.inviteeEmail,
    locals: {
      requesterName: requester.name ?? requester.email,
      requesterEmail: requester.email,
      // The guardian area (or the student's guardian page) lists the invitation; a signed-out visitor is sent back there after signing in.
      url: `${config.APP_URL}${toGuardian ? '/guardian' : '/guardians'}`,
      registerUrl: `${config.APP_URL}${toGuardian ? '/guardians/register' : '/regist'}`,
      // 「このご案内は2026年12月15日まで有効です」: the end of the 14th Tokyo day after it was sent.
      expiresOn: tokyoDateLongText(guardianInvitationExpiresAt(new Date(link.invitedAt))),
    },
  });
}

/** Keeps `guardian_links` (the links' current state) in step with the events just appended, in their transaction. */
export async function writeLinkRow(tx: EntityManager, events: GuardianLinkEvent[]): Promise<void> {
  for (const event of events) {
    switch (event.type) {
      case 'GuardianLinkRequested': {
        const d = event.data;
        await sql(
          tx,
          `insert into guardian_links (id, member_id, guardian_id, invitee_email, requested_by, requested_at, status, scopes, expires_at)
           values (?, ?, ?, ?, ?, ?, 'pending', ?, ?)`,
          [
            d.linkId,
            d.requestedBy === 'member' ? d.requesterId : null,
            d.requestedBy === 'guardian' ? d.requesterId : null,
            d.inviteeEmail,
            d.requestedBy,
            d.requestedAt,
            `{${d.scopes.join(',')}}`,
            guardianInvitationExpiresAt(new Date(d.requestedAt)).toISOString(),
          ],
        );
        break;
      }
      case 'GuardianLinkAccepted': {
        const d = event.data;
        await sql(tx, "update guardian_links set status = 'active', member_id = ?, guardian_id = ?, accepted_at = ?, minor_consent_at = ? where id = ?", [
          d.memberId,
          d.guardianId,
          d.acceptedAt,
          d.minorConsent ? d.acceptedAt : null,
          d.linkId,
        ]);
        break;
      }
      case 'GuardianLinkEnded':
        await sql(tx, "update guardian_links set status = 'ended', ended_at = ?, ended_by = ? where id = ?", [event.data.endedAt, event.data.endedBy, event.data.linkId]);
        break;
      case 'GuardianLinkInvitationResent':
        await sql(tx, 'update guardian_links set expires_at = ? where id = ?', [guardianInvitationExpiresAt(new Date(event.data.resentAt)).toISOString(), event.data.linkId]);
        break;
      case 'GuardianLinkConfirmedByAdult':
        await sql(tx, 'update guardian_links set adult_confirmed_at = ? where id = ?', [event.data.confirmedAt, event.data.linkId]);
        break;
    }
  }
}

/** Decides a command on the link's stream and writes its row in the same transaction (retried on a concurrent append). */
export async function runLinkCommand(
  em: EntityManager,
  store: EventStore,
  linkId: string,
  command: GuardianLinkCommand,
  actor: EventMetadata['actor'],
  also?: (tx: EntityManager, events: GuardianLinkEvent[]) => Promise<unknown>,
): Promise<GuardianLinkEvent[]> {
  const { decided } = await runDecider(em, store, guardianLinkStream(linkId), guardianLinkDecider, command, { actor }, {
    alsoInTransaction: async (tx, result) => {
      await writeLinkRow(tx, result.decided);
      await also?.(tx, result.decided);
    },
  });
  return decided;
}

export const ALL_SCOPES = [...GUARDIAN_SCOPES];
