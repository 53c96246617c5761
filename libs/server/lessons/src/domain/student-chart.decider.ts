import { chartLinkOf } from '@coaching/contracts';
import { domainError, type Decider, type DomainEvent } from '@coaching/server-core';
import { LessonErrors } from './lessons-errors';

// The chart link support sets per subscription (issue 10; spec §3 current_plan chart_url): one stream per
// subscription, `lesson-student-chart-<subscription>`, so who set or removed which link, and when, is on record.
// Only an allow-listed address is kept (chartLinkOf); the embed is derived from it, never stored.

export const STUDENT_CHART_STREAM_TYPE = 'lesson-student-chart';
export const studentChartStream = (subscriptionId: string) => ({ id: `lesson-student-chart-${subscriptionId}`, type: STUDENT_CHART_STREAM_TYPE });

export type StudentChartEvent =
  | DomainEvent<'StudentChartLinkSet', { subscriptionId: string; memberId: string; chartUrl: string; setAt: string }>
  | DomainEvent<'StudentChartLinkRemoved', { subscriptionId: string; memberId: string; removedAt: string }>;

export type StudentChartCommand = { type: 'SetStudentChartLink'; data: { subscriptionId: string; memberId: string; chartUrl: string | null; now: string } };

export interface StudentChartState {
  chartUrl: string | null;
}

export const studentChartDecider: Decider<StudentChartCommand, StudentChartEvent, StudentChartState> = {
  initialState: () => ({ chartUrl: null }),

  evolve(_state, event) {
    return { chartUrl: event.type === 'StudentChartLinkSet' ? event.data.chartUrl : null };
  },

  decide({ data: { subscriptionId, memberId, chartUrl, now } }, state) {
    const url = chartUrl?.trim() || null;
    if (url === state.chartUrl) return [];
    if (url === null) return [{ type: 'StudentChartLinkRemoved', data: { subscriptionId, memberId, removedAt: now } }];
    if (!chartLinkOf(url)) throw domainError(LessonErrors.CHART_URL_INVALID);
    return [{ type: 'StudentChartLinkSet', data: { subscriptionId, memberId, chartUrl: url, setAt: now } }];
  },
};
