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

export type MemberAccountEvent =
  | DomainEvent<'MemberSuspended', MemberSuspendedData>
  | DomainEvent<'MemberSuspensionLifted', MemberSuspensionLiftedData>
  | DomainEvent<'MemberAccountChanged', MemberAccountChangedData>;

export type MemberAccountCommand = { type: 'SuspendMember'; data: MemberSuspendedData } | { type: 'LiftSuspension'; data: MemberSuspensionLiftedData };

export interface MemberAccountState {
  suspended: MemberSuspendedData | null;
}

export const memberAccountDecider: Decider<MemberAccountCommand, MemberAccountEvent, MemberAccountState> = {
  initialState: () => ({ suspended: null }),

  evolve(state, event) {
    switch (event.type) {
      case 'MemberSuspended':
        return { suspended: event.data };
      case 'MemberSuspensionLifted':
        return { suspended: null };
      case 'MemberAccountChanged':
        return state;
    }
  },

  decide(command, state) {
    switch (command.type) {
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
