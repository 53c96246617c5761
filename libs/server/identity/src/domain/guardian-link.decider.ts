import type { GuardianLinkParty, GuardianScope } from '@coaching/contracts';
import { guardianInvitationExpiresAt, MAX_GUARDIANS_PER_STUDENT } from '@coaching/contracts';
import type { Decider, DomainEvent } from '@coaching/server-core';
import { domainError } from '@coaching/server-core/errors';
import { IdentityErrors } from './identity-errors';

// A link between a student and a guardian (issue 31, ADR 0037), event-sourced on `guardian-link-<id>`: one side asks
// (the student invites a guardian's address, or a guardian adds a child's address), the account of the invited
// address accepts, and either side (or support) ends it. The history stays on the stream; `guardian_links` is its
// current state. Pure rules only: who the accounts are and whether the child is a minor are told by the handler.

export const GUARDIAN_LINK_STREAM_TYPE = 'guardian-link';
export const guardianLinkStream = (linkId: string) => ({ id: `guardian-link-${linkId}`, type: GUARDIAN_LINK_STREAM_TYPE });

/** An account acting on a link: the student, the guardian, or an operator of support. */
export type LinkActor = { party: 'member' | 'guardian'; id: string; email: string } | { party: 'operator'; id: string; name: string };

export interface GuardianLinkRequestedData {
  linkId: string;
  requestedBy: 'member' | 'guardian';
  /** The asking account (the student for 'member', the guardian for 'guardian'). */
  requesterId: string;
  inviteeEmail: string;
  scopes: GuardianScope[];
  requestedAt: string;
}

export interface GuardianLinkAcceptedData {
  linkId: string;
  memberId: string;
  guardianId: string;
  acceptedBy: 'member' | 'guardian';
  acceptedAt: string;
  /** Spec §5: the student was under 18 when the link was accepted, so this is the legal representative's consent. */
  minorConsent: boolean;
}

export interface GuardianLinkEndedData {
  linkId: string;
  endedBy: GuardianLinkParty;
  byId: string;
  /** An operator's name (support's action on the record, ADR 0023). */
  byName?: string;
  endedAt: string;
  /** Ended before it was accepted: the invitee declined, or the asker withdrew. */
  declined: boolean;
}

export interface GuardianLinkInvitationResentData {
  linkId: string;
  /** Support (no `party`, as before issue 31's slice 3), or the inviter sending an expired invitation again. */
  by: { id: string; name: string; party?: 'member' | 'guardian' };
  /** Renews the invitation: it may be accepted until the end of the 14th Tokyo day after this. */
  resentAt: string;
}

/**
 * A student who was a minor when the link was accepted has turned 18 (spec §5: an adult decides alone) and answered
 * whether the link continues; `continues: false` is followed by the link's end on the same append.
 */
export interface GuardianLinkConfirmedByAdultData {
  linkId: string;
  memberId: string;
  continues: boolean;
  confirmedAt: string;
}

export type GuardianLinkEvent =
  | DomainEvent<'GuardianLinkRequested', GuardianLinkRequestedData>
  | DomainEvent<'GuardianLinkAccepted', GuardianLinkAcceptedData>
  | DomainEvent<'GuardianLinkEnded', GuardianLinkEndedData>
  | DomainEvent<'GuardianLinkInvitationResent', GuardianLinkInvitationResentData>
  | DomainEvent<'GuardianLinkConfirmedByAdult', GuardianLinkConfirmedByAdultData>;

export type GuardianLinkCommand =
  | { type: 'RequestLink'; data: GuardianLinkRequestedData }
  /** `liveGuardians`: the student's links already accepted (a student has at most MAX_GUARDIANS_PER_STUDENT). */
  | { type: 'AcceptLink'; data: { by: Extract<LinkActor, { party: 'member' | 'guardian' }>; at: string; minor: boolean; liveGuardians: number } }
  | { type: 'EndLink'; data: { by: LinkActor; at: string } }
  | { type: 'ResendInvitation'; data: { by: { id: string; name: string; party?: 'member' | 'guardian' }; at: string } }
  /** The student answers whether the link continues; `adult`: 18 or over today, as billing's student information says. */
  | { type: 'ConfirmAsAdult'; data: { memberId: string; at: string; adult: boolean; continues: boolean } };

export interface GuardianLinkState {
  linkId: string;
  status: 'none' | 'pending' | 'active' | 'ended';
  requestedBy: 'member' | 'guardian' | null;
  memberId: string | null;
  guardianId: string | null;
  inviteeEmail: string;
  /** When the invitation was sent or last sent again: it may be accepted until `guardianInvitationExpiresAt` of it. */
  invitedAt: string;
  /** Accepted while the student was a minor (a legal representative's consent, spec §5). */
  minorConsent: boolean;
  /** The student, since turned 18, has answered whether the link continues. */
  adultConfirmed: boolean;
}

/** Whether a pending invitation can no longer be accepted at `at` (14 days, to the end of the Tokyo day). */
export const invitationExpired = (state: Pick<GuardianLinkState, 'invitedAt'>, at: string): boolean => Date.parse(at) > guardianInvitationExpiresAt(new Date(state.invitedAt)).getTime();

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether the acting account is a side of the link: named on it, or (while pending) the invited address. */
export function isParty(state: GuardianLinkState, by: LinkActor): boolean {
  if (by.party === 'operator') return true;
  const named = by.party === 'member' ? state.memberId : state.guardianId;
  if (named !== null) return named === by.id;
  return state.status === 'pending' && state.requestedBy !== by.party && sameAddress(state.inviteeEmail, by.email);
}

export const guardianLinkDecider: Decider<GuardianLinkCommand, GuardianLinkEvent, GuardianLinkState> = {
  initialState: () => ({ linkId: '', status: 'none', requestedBy: null, memberId: null, guardianId: null, inviteeEmail: '', invitedAt: '', minorConsent: false, adultConfirmed: false }),

  evolve(state, event) {
    switch (event.type) {
      case 'GuardianLinkRequested': {
        const { requestedBy, requesterId, inviteeEmail } = event.data;
        return {
          linkId: event.data.linkId,
          status: 'pending',
          requestedBy,
          memberId: requestedBy === 'member' ? requesterId : null,
          guardianId: requestedBy === 'guardian' ? requesterId : null,
          inviteeEmail,
          invitedAt: event.data.requestedAt,
          minorConsent: false,
          adultConfirmed: false,
        };
      }
      case 'GuardianLinkAccepted':
        return { ...state, status: 'active', memberId: event.data.memberId, guardianId: event.data.guardianId, minorConsent: event.data.minorConsent };
      case 'GuardianLinkEnded':
        return { ...state, status: 'ended' };
      case 'GuardianLinkInvitationResent':
        return { ...state, invitedAt: event.data.resentAt };
      case 'GuardianLinkConfirmedByAdult':
        return { ...state, adultConfirmed: true };
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'RequestLink':
        if (state.status !== 'none') throw domainError(IdentityErrors.LINK_ALREADY_REQUESTED);
        return [{ type: 'GuardianLinkRequested', data: command.data }];
      case 'AcceptLink': {
        const { by, at, minor, liveGuardians } = command.data;
        if (state.status === 'none') throw domainError(IdentityErrors.LINK_NOT_FOUND);
        if (state.status !== 'pending') throw domainError(IdentityErrors.LINK_NOT_PENDING);
        // Only the invited side accepts, and only with the invited address: the asker cannot accept their own request.
        if (by.party === state.requestedBy || !sameAddress(state.inviteeEmail, by.email)) throw domainError(IdentityErrors.LINK_NOT_INVITEE);
        // Decided from the stream's own dates (the request or the last resend), so no job has to mark it first.
        if (invitationExpired(state, at)) throw domainError(IdentityErrors.LINK_EXPIRED);
        if (liveGuardians >= MAX_GUARDIANS_PER_STUDENT) throw domainError(IdentityErrors.TOO_MANY_GUARDIANS);
        const memberId = by.party === 'member' ? by.id : state.memberId!;
        const guardianId = by.party === 'guardian' ? by.id : state.guardianId!;
        return [{ type: 'GuardianLinkAccepted', data: { linkId: state.linkId, memberId, guardianId, acceptedBy: by.party, acceptedAt: at, minorConsent: minor } }];
      }
      case 'EndLink': {
        const { by, at } = command.data;
        if (state.status === 'none') throw domainError(IdentityErrors.LINK_NOT_FOUND);
        if (!isParty(state, by)) throw domainError(IdentityErrors.LINK_NOT_PARTY);
        if (state.status === 'ended') throw domainError(IdentityErrors.LINK_ALREADY_ENDED);
        return [
          {
            type: 'GuardianLinkEnded',
            data: {
              linkId: state.linkId,
              endedBy: by.party,
              byId: by.id,
              ...(by.party === 'operator' && { byName: by.name }),
              endedAt: at,
              declined: state.status === 'pending',
            },
          },
        ];
      }
      case 'ResendInvitation': {
        const { by, at } = command.data;
        if (state.status === 'none') throw domainError(IdentityErrors.LINK_NOT_FOUND);
        if (by.party !== undefined) {
          // The inviter sends again: only their own invitation, and only once it has expired (until then it still stands).
          const requester = state.requestedBy === 'member' ? state.memberId : state.guardianId;
          if (by.party !== state.requestedBy || by.id !== requester) throw domainError(IdentityErrors.LINK_NOT_PARTY);
          if (state.status !== 'pending' || !invitationExpired(state, at)) throw domainError(IdentityErrors.LINK_ALREADY_REQUESTED);
        }
        if (state.status !== 'pending') throw domainError(IdentityErrors.LINK_NOT_PENDING);
        return [{ type: 'GuardianLinkInvitationResent', data: { linkId: state.linkId, by, resentAt: at } }];
      }
      case 'ConfirmAsAdult': {
        const { memberId, at, adult, continues } = command.data;
        if (state.status === 'none' || state.memberId !== memberId) throw domainError(IdentityErrors.LINK_NOT_FOUND);
        if (state.status === 'ended') throw domainError(IdentityErrors.LINK_ALREADY_ENDED);
        // Asked once, of a link a minor's guardian consented to, and only of a student who is 18 now.
        if (state.status !== 'active' || !state.minorConsent || state.adultConfirmed) throw domainError(IdentityErrors.LINK_NO_ADULT_QUESTION);
        if (!adult) throw domainError(IdentityErrors.LINK_STUDENT_NOT_ADULT);
        const confirmed: GuardianLinkEvent = { type: 'GuardianLinkConfirmedByAdult', data: { linkId: state.linkId, memberId, continues, confirmedAt: at } };
        if (continues) return [confirmed];
        return [confirmed, { type: 'GuardianLinkEnded', data: { linkId: state.linkId, endedBy: 'member', byId: memberId, endedAt: at, declined: false } }];
      }
    }
  },
};
