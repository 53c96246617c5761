import { domainError } from '@coaching/server-core/errors';
import { deciderSpec } from '@coaching/server-core/testing';
import { IdentityErrors } from './identity-errors';
import { memberAccountDecider, type MemberAccountEvent, type MemberSuspendedData } from './member-account.decider';

const SUPPORT = { id: 'op-1', name: 'サポート 一郎' };
const suspension: MemberSuspendedData = { memberId: 'm-1', ground: 'no-reply', reason: '7日以上ご連絡が取れません', by: SUPPORT, suspendedAt: '2026-11-25T01:00:00.000Z' };
const suspended: MemberAccountEvent = { type: 'MemberSuspended', data: suspension };
const lifted: MemberAccountEvent = { type: 'MemberSuspensionLifted', data: { memberId: 'm-1', by: SUPPORT, liftedAt: '2026-11-26T01:00:00.000Z' } };
const spec = deciderSpec(memberAccountDecider);

describe('member account: suspension by support (spec §4 terms)', () => {
  it('given a member in good standing, when support suspends with a ground and reason, then the member is suspended', () => {
    spec.given([]).when({ type: 'SuspendMember', data: suspension }).then([suspended]);
  });

  it('given a suspended member, when suspended again, then it is refused (the first reason stays)', () => {
    spec.given([suspended]).when({ type: 'SuspendMember', data: { ...suspension, ground: 'misuse' } }).thenThrows(domainError(IdentityErrors.ALREADY_SUSPENDED));
  });

  it('given a suspended member, when support lifts it, then it is lifted; lifting a member not suspended is refused', () => {
    spec.given([suspended]).when({ type: 'LiftSuspension', data: lifted.data as never }).then([lifted]);
    spec.given([]).when({ type: 'LiftSuspension', data: lifted.data as never }).thenThrows(domainError(IdentityErrors.NOT_SUSPENDED));
    spec.given([suspended, lifted]).when({ type: 'LiftSuspension', data: lifted.data as never }).thenThrows(domainError(IdentityErrors.NOT_SUSPENDED));
  });

  it('given a lifted suspension, when suspended anew, then the new reason applies', () => {
    spec.given([suspended, lifted]).when({ type: 'SuspendMember', data: { ...suspension, ground: 'misuse', reason: '不正利用' } }).then([{ type: 'MemberSuspended', data: { ...suspension, ground: 'misuse', reason: '不正利用' } }]);
  });
});

describe('member account: withdrawal (退会, issue 34; ADR 0042)', () => {
  const byMember: MemberAccountEvent = { type: 'MemberWithdrew', data: { memberId: 'm-1', by: { type: 'member' }, withdrawnAt: '2026-12-03T01:00:00.000Z' } };
  const bySupport: MemberAccountEvent = { type: 'MemberWithdrew', data: { memberId: 'm-1', by: { type: 'operator', ...SUPPORT, channel: 'phone', reason: '電話で退会を希望' }, withdrawnAt: '2026-12-03T02:00:00.000Z' } };
  const exported: MemberAccountEvent = { type: 'MemberDataExported', data: { memberId: 'm-1', by: SUPPORT, exportedAt: '2026-12-03T03:00:00.000Z' } };

  it('given a member, when they withdraw (or support does for them, suspended or not), then the account has withdrawn', () => {
    spec.given([]).when({ type: 'Withdraw', data: byMember.data as never }).then([byMember]);
    spec.given([suspended]).when({ type: 'Withdraw', data: bySupport.data as never }).then([bySupport]);
  });

  it('given a withdrawn member, when a withdrawal comes again (a retry, a double press, support and member at once), then nothing more happens', () => {
    spec.given([byMember]).when({ type: 'Withdraw', data: bySupport.data as never }).then([]);
  });

  it('given a withdrawn member, when support suspends or lifts, then it is refused: nothing restores an account (spec §4 terms)', () => {
    spec.given([byMember]).when({ type: 'SuspendMember', data: suspension }).thenThrows(domainError(IdentityErrors.MEMBER_WITHDRAWN));
    spec.given([suspended, byMember]).when({ type: 'LiftSuspension', data: lifted.data as never }).thenThrows(domainError(IdentityErrors.MEMBER_WITHDRAWN));
  });

  it('given any member, withdrawn or not, when support exports their data (開示), then the export is on the record', () => {
    spec.given([]).when({ type: 'RecordDataExport', data: exported.data as never }).then([exported]);
    spec.given([byMember]).when({ type: 'RecordDataExport', data: exported.data as never }).then([exported]);
  });
});
