import type { Decider, DomainEvent } from '@coaching/server-core';

// The terms (spec §5): two no-shows or late cancellations lose further lessons. One stream per member,
// `lesson-standing-<member>`, counts strikes per Tokyo month of the struck lesson: the first asks for a
// warning mail, the second suspends the rest of that month (its lessons are forfeited by a reactor).

export const MEMBER_STANDING_STREAM_TYPE = 'lesson-standing';
export const memberStandingStream = (memberId: string) => ({ id: `lesson-standing-${memberId}`, type: MEMBER_STANDING_STREAM_TYPE });

/** Strikes in one month that suspend the rest of it. */
export const STRIKES_TO_SUSPEND = 2;

export type StrikeKind = 'late-cancellation' | 'no-show';

export interface StrikeRecordedData {
  memberId: string;
  lessonId: string;
  kind: StrikeKind;
  month: string;
  /** Strikes in that month, this one included. */
  count: number;
  recordedAt: string;
}

export interface MonthSuspendedData {
  memberId: string;
  month: string;
  suspendedAt: string;
}

export type MemberStandingEvent = DomainEvent<'StrikeRecorded', StrikeRecordedData> | DomainEvent<'MonthSuspended', MonthSuspendedData>;

export type MemberStandingCommand = { type: 'RecordStrike'; data: { memberId: string; lessonId: string; kind: StrikeKind; month: string; now: string } };

export interface MemberStandingState {
  /** Struck lesson ids by month: a strike delivered twice counts once. */
  strikes: Record<string, string[]>;
  suspendedMonths: string[];
}

export const memberStandingDecider: Decider<MemberStandingCommand, MemberStandingEvent, MemberStandingState> = {
  initialState: () => ({ strikes: {}, suspendedMonths: [] }),

  evolve(state, event) {
    switch (event.type) {
      case 'StrikeRecorded':
        return { ...state, strikes: { ...state.strikes, [event.data.month]: [...(state.strikes[event.data.month] ?? []), event.data.lessonId] } };
      case 'MonthSuspended':
        return { ...state, suspendedMonths: [...state.suspendedMonths, event.data.month] };
    }
  },

  decide(command, state) {
    const { memberId, lessonId, kind, month, now } = command.data;
    const struck = state.strikes[month] ?? [];
    if (struck.includes(lessonId)) return [];
    const count = struck.length + 1;
    const events: MemberStandingEvent[] = [{ type: 'StrikeRecorded', data: { memberId, lessonId, kind, month, count, recordedAt: now } }];
    if (count >= STRIKES_TO_SUSPEND && !state.suspendedMonths.includes(month)) events.push({ type: 'MonthSuspended', data: { memberId, month, suspendedAt: now } });
    return events;
  },
};
