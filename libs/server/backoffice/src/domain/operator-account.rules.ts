import type { OperatorRole } from '@coaching/contracts';
import { domainError } from '@coaching/server-core/errors';
import { BackofficeErrors } from './backoffice-errors';

/** An operator account as the rules see it. */
export interface OperatorAccountState {
  id: string;
  role: OperatorRole;
  active: boolean;
  coachId: string | null;
}

/** What an admin does to an account. `otherActiveAdmins` counts the active admins besides this account, read under the admins' lock. */
export type OperatorAccountChange =
  | { type: 'ChangeRole'; role: OperatorRole; coachId: string | null }
  | { type: 'Deactivate' }
  | { type: 'Reactivate' };

export type OperatorAccountEvent =
  | { type: 'OperatorRoleChanged'; data: { from: OperatorRole; to: OperatorRole; coachId: string | null } }
  | { type: 'OperatorDeactivated'; data: Record<string, never> }
  | { type: 'OperatorReactivated'; data: Record<string, never> };

/**
 * The rules of changing an account: the school always keeps one active admin (no demoting or deactivating the
 * last), an admin does not lock themself out, and asking for what already holds changes nothing (no event).
 */
export function decideOperatorChange(account: OperatorAccountState, change: OperatorAccountChange, context: { actorId: string; otherActiveAdmins: number }): OperatorAccountEvent[] {
  const isLastAdmin = account.role === 'admin' && account.active && context.otherActiveAdmins === 0;
  switch (change.type) {
    case 'ChangeRole': {
      const coachId = change.role === 'coach' ? change.coachId : null;
      if (change.role === account.role && coachId === account.coachId) return [];
      if (change.role !== 'admin' && isLastAdmin) throw domainError(BackofficeErrors.LAST_ADMIN);
      return [{ type: 'OperatorRoleChanged', data: { from: account.role, to: change.role, coachId } }];
    }
    case 'Deactivate':
      if (!account.active) return [];
      if (account.id === context.actorId) throw domainError(BackofficeErrors.NOT_YOURSELF);
      if (isLastAdmin) throw domainError(BackofficeErrors.LAST_ADMIN);
      return [{ type: 'OperatorDeactivated', data: {} }];
    case 'Reactivate':
      return account.active ? [] : [{ type: 'OperatorReactivated', data: {} }];
  }
}
