// Identity's published event types (`@coaching/server-identity/events`): a member's standing, and each change to their account.
import { eventTypesOf } from '@coaching/server-core';
import type { MemberAccountEvent } from '../domain/member-account.decider';

export type { MemberAccountChange, MemberAccountChangedData, MemberWithdrewData } from '../domain/member-account.decider';

export const { MemberSuspended, MemberSuspensionLifted, MemberAccountChanged, MemberWithdrew, MemberDataExported } = eventTypesOf<MemberAccountEvent>()(
  'MemberSuspended',
  'MemberSuspensionLifted',
  'MemberAccountChanged',
  'MemberWithdrew',
  'MemberDataExported',
);
