import type { DomainEvent } from '@coaching/server-core';

// A member's student (and purchaser) information is an ordinary table, replaced whole on each save; each save is
// recorded on the stream `personal-information-<member>` (that it was saved, never the values: they are personal), so
// the member's home learns that the information is complete and support sees when it changed.

export const PERSONAL_INFORMATION_STREAM_TYPE = 'personal-information';
export const personalInformationStream = (memberId: string) => ({ id: `personal-information-${memberId}`, type: PERSONAL_INFORMATION_STREAM_TYPE });

export type PersonalInformationEvent = DomainEvent<'PersonalInformationSaved', { memberId: string }>;
