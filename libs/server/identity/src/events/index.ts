// Identity's published event types (`@coaching/server-identity/events`): a member's standing.
import { eventTypesOf } from '@coaching/server-core';
import type { MemberAccountEvent } from '../domain/member-account.decider';

export const { MemberSuspended, MemberSuspensionLifted } = eventTypesOf<MemberAccountEvent>()('MemberSuspended', 'MemberSuspensionLifted');
