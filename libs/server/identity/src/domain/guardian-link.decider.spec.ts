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

  describe('expiry (slice 3): 14 days to the end of the Tokyo day, from the request or the last resend', () => {
    // Requested 2026-12-01 10:00 in Tokyo: valid to the end of 2026-12-15 in Tokyo (14:59:59.999Z).
    const acceptAt = (at: string) => ({ type: 'AcceptLink' as const, data: { by: GUARDIAN, at, minor: false, liveGuardians: 0 } });
    const acceptedAt = (at: string): GuardianLinkEvent[] => [{ type: 'GuardianLinkAccepted', data: { linkId: 'l-1', memberId: 'm-1', guardianId: 'g-1', acceptedBy: 'guardian', acceptedAt: at, minorConsent: false } }];
    const resentBySupport: GuardianLinkEvent = { type: 'GuardianLinkInvitationResent', data: { linkId: 'l-1', by: { id: 'op-1', name: 'サポート 一郎' }, resentAt: '2026-12-20T00:00:00.000Z' } };

    it('given an invitation, when accepted on its last Tokyo day, then it is accepted; a moment later, then it is refused as expired', () => {
      spec.given([requested]).when(acceptAt('2026-12-15T14:59:59.999Z')).then(acceptedAt('2026-12-15T14:59:59.999Z'));
      spec.given([requested]).when(acceptAt('2026-12-15T15:00:00.000Z')).thenThrows(domainError(IdentityErrors.LINK_EXPIRED));
    });

    it("given an expired invitation support resent, when accepted within 14 days of the resend, then it is accepted, and not after", () => {
      spec.given([requested, resentBySupport]).when(acceptAt('2027-01-03T14:00:00.000Z')).then(acceptedAt('2027-01-03T14:00:00.000Z'));
      spec.given([requested, resentBySupport]).when(acceptAt('2027-01-03T15:00:00.000Z')).thenThrows(domainError(IdentityErrors.LINK_EXPIRED));
    });

    it('given an invitation, when its inviter sends it again, then it is renewed only once expired, and only by the inviter', () => {
      const inviter = { party: 'member' as const, id: 'm-1', name: 'child@example.jp' };
      const resend = (by: typeof inviter | { party: 'guardian'; id: string; name: string }, at: string) => ({ type: 'ResendInvitation' as const, data: { by, at } });
      spec.given([requested]).when(resend(inviter, '2026-12-10T00:00:00.000Z')).thenThrows(domainError(IdentityErrors.LINK_ALREADY_REQUESTED));
      spec
        .given([requested])
        .when(resend(inviter, '2026-12-16T00:00:00.000Z'))
        .then([{ type: 'GuardianLinkInvitationResent', data: { linkId: 'l-1', by: inviter, resentAt: '2026-12-16T00:00:00.000Z' } }]);
      spec.given([requested]).when(resend({ party: 'guardian', id: 'g-1', name: 'parent' }, '2026-12-16T00:00:00.000Z')).thenThrows(domainError(IdentityErrors.LINK_NOT_PARTY));
      spec.given([requested, accepted]).when(resend(inviter, '2026-12-16T00:00:00.000Z')).thenThrows(domainError(IdentityErrors.LINK_ALREADY_REQUESTED));
    });
  });

  describe('an adult student decides (spec §5, slice 3)', () => {
    const LATER = '2030-06-01T00:00:00.000Z';
    const confirm = (adult: boolean, continues: boolean, memberId = 'm-1') => ({ type: 'ConfirmAsAdult' as const, data: { memberId, at: LATER, adult, continues } });
    const confirmed = (continues: boolean): GuardianLinkEvent => ({ type: 'GuardianLinkConfirmedByAdult', data: { linkId: 'l-1', memberId: 'm-1', continues, confirmedAt: LATER } });

    it("given a guardian's request to an adult student, when the guardian accepts it, then it is refused: the student decides", () => {
      spec.given([addedByGuardian]).when(accept(GUARDIAN)).thenThrows(domainError(IdentityErrors.LINK_NOT_INVITEE));
    });

    it("given a link a minor's guardian consented to, when the student, now 18, answers 続ける, then the answer is recorded and the link stays", () => {
      spec.given([requested, accepted]).when(confirm(true, true)).then([confirmed(true)]);
    });

    it('given such a link, when the adult student answers 連携を終了する, then the answer is recorded and the link ends', () => {
      spec
        .given([requested, accepted])
        .when(confirm(true, false))
        .then([confirmed(false), { type: 'GuardianLinkEnded', data: { linkId: 'l-1', endedBy: 'member', byId: 'm-1', endedAt: LATER, declined: false } }]);
    });

    it('given such a link, when a student still under 18 answers, then it is refused', () => {
      spec.given([requested, accepted]).when(confirm(false, false)).thenThrows(domainError(IdentityErrors.LINK_STUDENT_NOT_ADULT));
    });

    it('given a link answered once, accepted without a minor consent, or still pending, when answered, then there is no question', () => {
      spec.given([requested, accepted, confirmed(true)]).when(confirm(true, false)).thenThrows(domainError(IdentityErrors.LINK_NO_ADULT_QUESTION));
      const adultAccepted: GuardianLinkEvent = { type: 'GuardianLinkAccepted', data: { linkId: 'l-1', memberId: 'm-1', guardianId: 'g-1', acceptedBy: 'member', acceptedAt: AT, minorConsent: false } };
      spec.given([addedByGuardian, adultAccepted]).when(confirm(true, true)).thenThrows(domainError(IdentityErrors.LINK_NO_ADULT_QUESTION));
      spec.given([requested]).when(confirm(true, true)).thenThrows(domainError(IdentityErrors.LINK_NO_ADULT_QUESTION));
    });

    it('given a link of another student or an ended one, when answered, then it is not found or already ended', () => {
      spec.given([requested, accepted]).when(confirm(true, true, 'm-2')).thenThrows(domainError(IdentityErrors.LINK_NOT_FOUND));
      const ended: GuardianLinkEvent = { type: 'GuardianLinkEnded', data: { linkId: 'l-1', endedBy: 'guardian', byId: 'g-1', endedAt: AT, declined: false } };
      spec.given([requested, accepted, ended]).when(confirm(true, true)).thenThrows(domainError(IdentityErrors.LINK_ALREADY_ENDED));
    });
  });
});
