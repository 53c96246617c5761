import { domainError } from '@coaching/server-core/errors';
import { deciderSpec } from '@coaching/server-core/testing';
import { type GuardianLinkEvent, guardianLinkDecider, type GuardianLinkRequestedData } from './guardian-link.decider';
import { IdentityErrors } from './identity-errors';

const AT = '2026-12-01T01:00:00.000Z';
const CHILD = { party: 'member' as const, id: 'm-1', email: 'child@example.jp' };
const GUARDIAN = { party: 'guardian' as const, id: 'g-1', email: 'Parent@Example.jp' };
const OTHER_GUARDIAN = { party: 'guardian' as const, id: 'g-2', email: 'other@example.jp' };
const SUPPORT = { party: 'operator' as const, id: 'op-1', name: 'サポート 一郎' };

const invitedByChild: GuardianLinkRequestedData = { linkId: 'l-1', requestedBy: 'member', requesterId: 'm-1', inviteeEmail: 'parent@example.jp', scopes: ['lessons', 'courses'], requestedAt: AT };
const requested: GuardianLinkEvent = { type: 'GuardianLinkRequested', data: invitedByChild };
const addedByGuardian: GuardianLinkEvent = { type: 'GuardianLinkRequested', data: { ...invitedByChild, requestedBy: 'guardian', requesterId: 'g-1', inviteeEmail: 'child@example.jp' } };
const accepted: GuardianLinkEvent = { type: 'GuardianLinkAccepted', data: { linkId: 'l-1', memberId: 'm-1', guardianId: 'g-1', acceptedBy: 'guardian', acceptedAt: AT, minorConsent: true } };
const accept = (by: typeof CHILD | typeof GUARDIAN, minor = false, liveGuardians = 0) => ({ type: 'AcceptLink' as const, data: { by, at: AT, minor, liveGuardians } });
const end = (by: typeof CHILD | typeof GUARDIAN | typeof SUPPORT) => ({ type: 'EndLink' as const, data: { by, at: AT } });
const spec = deciderSpec(guardianLinkDecider);

describe('guardian link (issue 31): asked by one side, accepted by the invited address, ended by either', () => {
  it('given no link, when a student invites a guardian, then the link is requested with what the guardian may see', () => {
    spec.given([]).when({ type: 'RequestLink', data: invitedByChild }).then([requested]);
  });

  it('given a requested link, when asked again on the same stream, then it is refused', () => {
    spec.given([requested]).when({ type: 'RequestLink', data: invitedByChild }).thenThrows(domainError(IdentityErrors.LINK_ALREADY_REQUESTED));
  });

  it("given a child's invitation, when the guardian of the invited address accepts a minor's link, then it is accepted with the consent recorded", () => {
    spec.given([requested]).when(accept(GUARDIAN, true)).then([accepted]);
  });

  it("given a guardian's request, when the invited child accepts, then the link names both and records no consent for an adult", () => {
    spec
      .given([addedByGuardian])
      .when(accept(CHILD))
      .then([{ type: 'GuardianLinkAccepted', data: { linkId: 'l-1', memberId: 'm-1', guardianId: 'g-1', acceptedBy: 'member', acceptedAt: AT, minorConsent: false } }]);
  });

  it('given a pending link, when the asker or another address accepts, then it is refused', () => {
    spec.given([requested]).when(accept(CHILD)).thenThrows(domainError(IdentityErrors.LINK_NOT_INVITEE));
    spec.given([requested]).when(accept(OTHER_GUARDIAN)).thenThrows(domainError(IdentityErrors.LINK_NOT_INVITEE));
  });

  it('given a student with two guardians already, when a third link is accepted, then it is refused', () => {
    spec.given([requested]).when(accept(GUARDIAN, false, 2)).thenThrows(domainError(IdentityErrors.TOO_MANY_GUARDIANS));
  });

  it('given an accepted link, when accepted again, then it is refused as no longer pending', () => {
    spec.given([requested, accepted]).when(accept(GUARDIAN)).thenThrows(domainError(IdentityErrors.LINK_NOT_PENDING));
  });

  it('given an accepted link, when either side or support ends it, then it is ended by that party', () => {
    const ended = (endedBy: 'member' | 'guardian' | 'operator', byId: string, extra = {}) => [{ type: 'GuardianLinkEnded', data: { linkId: 'l-1', endedBy, byId, endedAt: AT, declined: false, ...extra } }];
    spec.given([requested, accepted]).when(end(CHILD)).then(ended('member', 'm-1') as GuardianLinkEvent[]);
    spec.given([requested, accepted]).when(end(GUARDIAN)).then(ended('guardian', 'g-1') as GuardianLinkEvent[]);
    spec.given([requested, accepted]).when(end(SUPPORT)).then(ended('operator', 'op-1', { byName: 'サポート 一郎' }) as GuardianLinkEvent[]);
  });

  it('given a pending invitation, when the invited address ends it, then it is declined; someone else is not a party', () => {
    spec.given([requested]).when(end(GUARDIAN)).then([{ type: 'GuardianLinkEnded', data: { linkId: 'l-1', endedBy: 'guardian', byId: 'g-1', endedAt: AT, declined: true } }]);
    spec.given([requested]).when(end(OTHER_GUARDIAN as never)).thenThrows(domainError(IdentityErrors.LINK_NOT_PARTY));
    spec.given([requested, accepted]).when(end(OTHER_GUARDIAN as never)).thenThrows(domainError(IdentityErrors.LINK_NOT_PARTY));
  });

  it('given an ended link, when ended or accepted again, then it is refused and the history stays', () => {
    const ended: GuardianLinkEvent = { type: 'GuardianLinkEnded', data: { linkId: 'l-1', endedBy: 'member', byId: 'm-1', endedAt: AT, declined: false } };
    spec.given([requested, accepted, ended]).when(end(GUARDIAN)).thenThrows(domainError(IdentityErrors.LINK_ALREADY_ENDED));
    spec.given([requested, ended]).when(accept(GUARDIAN)).thenThrows(domainError(IdentityErrors.LINK_NOT_PENDING));
  });

  it('given a pending invitation, when support resends it, then the resend is recorded; an accepted link has nothing to resend', () => {
    const by = { id: 'op-1', name: 'サポート 一郎' };
    spec.given([requested]).when({ type: 'ResendInvitation', data: { by, at: AT } }).then([{ type: 'GuardianLinkInvitationResent', data: { linkId: 'l-1', by, resentAt: AT } }]);
    spec.given([requested, accepted]).when({ type: 'ResendInvitation', data: { by, at: AT } }).thenThrows(domainError(IdentityErrors.LINK_NOT_PENDING));
  });
});
