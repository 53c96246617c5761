import { isDomainError } from '@coaching/server-core/errors';
import { BackofficeErrors } from './backoffice-errors';
import { decideOperatorChange, type OperatorAccountState } from './operator-account.rules';

const admin: OperatorAccountState = { id: 'a1', role: 'admin', active: true, coachId: null };
const support: OperatorAccountState = { id: 's1', role: 'support', active: true, coachId: null };
const by = (otherActiveAdmins: number, actorId = 'someone-else') => ({ actorId, otherActiveAdmins });

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return isDomainError(error) ? error.code : 'not a domain error';
  }
  return 'no refusal';
};

describe('operator account rules', () => {
  it('given the last active admin, when an admin demotes it, then it is refused', () => {
    expect(refusal(() => decideOperatorChange(admin, { type: 'ChangeRole', role: 'support', coachId: null }, by(0)))).toBe(BackofficeErrors.LAST_ADMIN);
  });

  it('given the last active admin, when it is deactivated, then it is refused', () => {
    expect(refusal(() => decideOperatorChange(admin, { type: 'Deactivate' }, by(0)))).toBe(BackofficeErrors.LAST_ADMIN);
  });

  it('given another active admin, when an admin is demoted or deactivated, then the change is recorded', () => {
    expect(decideOperatorChange(admin, { type: 'ChangeRole', role: 'support', coachId: null }, by(1))).toEqual([{ type: 'OperatorRoleChanged', data: { from: 'admin', to: 'support', coachId: null } }]);
    expect(decideOperatorChange(admin, { type: 'Deactivate' }, by(1))).toEqual([{ type: 'OperatorDeactivated', data: {} }]);
  });

  it('given an inactive admin and no other active admin, when it is demoted, then it is allowed (it is not the one keeping the school running)', () => {
    expect(decideOperatorChange({ ...admin, active: false }, { type: 'ChangeRole', role: 'support', coachId: null }, by(0))).toHaveLength(1);
  });

  it('given an admin, when they deactivate themself, then it is refused even with other admins', () => {
    expect(refusal(() => decideOperatorChange(admin, { type: 'Deactivate' }, by(3, 'a1')))).toBe(BackofficeErrors.NOT_YOURSELF);
  });

  it('given a support account, when it becomes a coach, then the coach record travels with the event', () => {
    expect(decideOperatorChange(support, { type: 'ChangeRole', role: 'coach', coachId: 'c1' }, by(0))).toEqual([{ type: 'OperatorRoleChanged', data: { from: 'support', to: 'coach', coachId: 'c1' } }]);
  });

  it('given a role that already holds, or an account already in that state, then nothing happens', () => {
    expect(decideOperatorChange(support, { type: 'ChangeRole', role: 'support', coachId: 'ignored' }, by(0))).toEqual([]);
    expect(decideOperatorChange({ ...support, active: false }, { type: 'Deactivate' }, by(0))).toEqual([]);
    expect(decideOperatorChange(support, { type: 'Reactivate' }, by(0))).toEqual([]);
  });

  it('given a deactivated account, when it is reactivated, then it may sign in again', () => {
    expect(decideOperatorChange({ ...support, active: false }, { type: 'Reactivate' }, by(0))).toEqual([{ type: 'OperatorReactivated', data: {} }]);
  });
});
