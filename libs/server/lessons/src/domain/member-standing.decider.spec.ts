import { deciderSpec } from '@coaching/server-core/testing';
import { memberStandingDecider, type MemberStandingEvent } from './member-standing.decider';

const spec = deciderSpec(memberStandingDecider);
const strike = (lessonId: string, month: string, kind: 'late-cancellation' | 'no-show' = 'no-show') => ({
  type: 'RecordStrike' as const,
  data: { memberId: 'member-1', lessonId, kind, month, now: '2026-12-10T03:00:00.000Z' },
});
const recorded = (lessonId: string, month: string, count: number, kind: 'late-cancellation' | 'no-show' = 'no-show'): MemberStandingEvent => ({
  type: 'StrikeRecorded',
  data: { memberId: 'member-1', lessonId, kind, month, count, recordedAt: '2026-12-10T03:00:00.000Z' },
});
const suspended = (month: string): MemberStandingEvent => ({ type: 'MonthSuspended', data: { memberId: 'member-1', month, suspendedAt: '2026-12-10T03:00:00.000Z' } });

describe('member standing: two strikes in a month lose the rest of it', () => {
  it('given no strikes, a first one is recorded as the first of its month (the warning mail follows it)', () => {
    spec.given([]).when(strike('l1', '2026-12', 'late-cancellation')).then([recorded('l1', '2026-12', 1, 'late-cancellation')]);
  });

  it('given one strike, a second in the same month suspends the month', () => {
    spec.given([recorded('l1', '2026-12', 1)]).when(strike('l2', '2026-12')).then([recorded('l2', '2026-12', 2), suspended('2026-12')]);
  });

  it('given one strike in November, a first in December is only a first', () => {
    spec.given([recorded('l1', '2026-11', 1)]).when(strike('l2', '2026-12')).then([recorded('l2', '2026-12', 1)]);
  });

  it('counts a strike for the same lesson once, however often it is delivered', () => {
    spec.given([recorded('l1', '2026-12', 1)]).when(strike('l1', '2026-12')).then([]);
  });

  it('given a suspended month, a third strike is recorded without suspending it again', () => {
    spec.given([recorded('l1', '2026-12', 1), recorded('l2', '2026-12', 2), suspended('2026-12')]).when(strike('l3', '2026-12')).then([recorded('l3', '2026-12', 3)]);
  });
});
