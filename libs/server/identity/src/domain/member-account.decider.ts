import type { SuspensionGround } from '@coaching/contracts';
import type { Decider, DomainEvent } from '@coaching/server-core';
import { domainError } from '@coaching/server-core/errors';
import { IdentityErrors } from './identity-errors';

// A member account's standing with the school (spec §4 terms: suspension or restriction by the provider), as an
// event-sourced stream `member-<userId>`: support suspends with a ground and a reason, and lifts it. The rest of
// the account (profile, password) stays an ordinary table, and each change to it is recorded on the same stream as
// `MemberAccountChanged` (what changed, never the values): the member's home is rebuilt from it and support reads it
// on the member's timeline. Pure rules only.

export const MEMBER_ACCOUNT_STREAM_TYPE = 'member-account';
export const memberAccountStream = (memberId: string) => ({ id: `member-${memberId}`, type: MEMBER_ACCOUNT_STREAM_TYPE });

export interface MemberSuspendedData {
  memberId: string;
  ground: SuspensionGround;
  reason: string;
  by: { id: string; name: string };
  suspendedAt: string;
}

export interface MemberSuspensionLiftedData {
  memberId: string;
  by: { id: string; name: string };
  liftedAt: string;
}

/** What part of an account a `MemberAccountChanged` changed. */
export type MemberAccountChange = 'registered' | 'email-verified' | 'profile' | 'password' | 'discord' | 'courses' | 'trial-count' | 'trial-context';

export interface MemberAccountChangedData {
  memberId: string;
  change: MemberAccountChange;
}

/**
 * The member left the school (退会, issue 34; ADR 0042): asked by the member (password given again) or by support for a
 * member who asked by mail or phone. The account's personal data is erased in the same transaction; the other contexts
 * react to this event (billing, trials). `by.channel`: how support received the request.
 */
export interface MemberWithdrewData {
  memberId: string;
  by: { type: 'member' } | { type: 'operator'; id: string; name: string; channel: WithdrawalChannel; reason: string };
  withdrawnAt: string;
}

export type WithdrawalChannel = 'mail' | 'phone' | 'form';

/** Support exported the member's data (開示, APPI art. 33): who, when; the file is not kept. */
export interface MemberDataExportedData {
  memberId: string;
  by: { id: string; name: string };
  exportedAt: string;
}

export type MemberAccountEvent =
  | DomainEvent<'MemberWithdrew', MemberWithdrewData>
  | DomainEvent<'MemberDataExported', MemberDataExportedData>
  | DomainEvent<'MemberSuspended', MemberSuspendedData>
  | DomainEvent<'MemberSuspensionLifted', MemberSuspensionLiftedData>
  | DomainEvent<'MemberAccountChanged', MemberAccountChangedData>;

export type MemberAccountCommand =
  | { type: 'SuspendMember'; data: MemberSuspendedData }
  | { type: 'LiftSuspension'; data: MemberSuspensionLiftedData }
  | { type: 'Withdraw'; data: MemberWithdrewData }
  | { type: 'RecordDataExport'; data: MemberDataExportedData };

export interface MemberAccountState {
  suspended: MemberSuspendedData | null;
  /** When the member left; nothing changes the account after that (no restoration, spec §4 terms). */
  withdrawnAt?: string | null;
}

export const memberAccountDecider: Decider<MemberAccountCommand, MemberAccountEvent, MemberAccountState> = {
  initialState: () => ({ suspended: null, withdrawnAt: null }),

  evolve(state, event) {
    switch (event.type) {
      case 'MemberSuspended':
        return { suspended: event.data };
      case 'MemberSuspensionLifted':
        return { suspended: null };
      case 'MemberWithdrew':
        return { ...state, withdrawnAt: event.data.withdrawnAt };
      case 'MemberAccountChanged':
      case 'MemberDataExported':
        return state;
    }
  },

  decide(command, state) {
    if (state.withdrawnAt && command.type !== 'RecordDataExport') {
      // A second withdrawal (a retry, a double press, support and member at once) changes nothing.
      if (command.type === 'Withdraw') return [];
      throw domainError(IdentityErrors.MEMBER_WITHDRAWN);
    }
    switch (command.type) {
      case 'Withdraw':
        return [{ type: 'MemberWithdrew', data: command.data }];
      case 'RecordDataExport':
        return [{ type: 'MemberDataExported', data: command.data }];
      case 'SuspendMember':
        // A second suspension would hide the first one's reason: lift it first, then suspend anew.
        if (state.suspended) throw domainError(IdentityErrors.ALREADY_SUSPENDED);
        return [{ type: 'MemberSuspended', data: command.data }];
      case 'LiftSuspension':
        if (!state.suspended) throw domainError(IdentityErrors.NOT_SUSPENDED);
        return [{ type: 'MemberSuspensionLifted', data: command.data }];
    }
  },
};
