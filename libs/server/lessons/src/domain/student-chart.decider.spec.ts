import { DomainError } from '@coaching/server-core';
import { answerFor } from '@coaching/server-core/errors';
import { LessonErrors } from './lessons-errors';
import { studentChartDecider, type StudentChartEvent } from './student-chart.decider';

const SHEET = 'https://docs.google.com/spreadsheets/d/1AbCdEfGhIjKlMnOpQrStUvWxYz_0123456789/edit';
const base = { subscriptionId: 's-1', memberId: 'm-1', now: '2026-11-25T01:00:00.000Z' };
const given = (events: StudentChartEvent[]) => events.reduce(studentChartDecider.evolve, studentChartDecider.initialState());
const when = (events: StudentChartEvent[], chartUrl: string | null) => studentChartDecider.decide({ type: 'SetStudentChartLink', data: { ...base, chartUrl } }, given(events));
const set = (chartUrl: string): StudentChartEvent => ({ type: 'StudentChartLinkSet', data: { subscriptionId: 's-1', memberId: 'm-1', chartUrl, setAt: base.now } });

describe('the chart link of a subscription', () => {
  it('given no link, when support sets an allow-listed address, then the link is set', () => {
    expect(when([], SHEET)).toEqual([{ type: 'StudentChartLinkSet', data: { subscriptionId: 's-1', memberId: 'm-1', chartUrl: SHEET, setAt: base.now } }]);
  });

  it('given no link, when support sets another site, then it is refused as an invalid chart address, whose message names the allowed documents', () => {
    let refusal: unknown;
    try {
      when([], 'https://example.com/chart');
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DomainError);
    expect((refusal as DomainError).code).toBe(LessonErrors.CHART_URL_INVALID);
    expect(answerFor(refusal as DomainError)?.body.errors?.chart_url?.[0]).toContain('Google スプレッドシート');
  });

  it('given a link, when the same address is set again, then nothing happens', () => {
    expect(when([set(SHEET)], ` ${SHEET} `)).toEqual([]);
  });

  it('given a link, when support clears it, then the link is removed; clearing again changes nothing', () => {
    expect(when([set(SHEET)], null)).toEqual([{ type: 'StudentChartLinkRemoved', data: { subscriptionId: 's-1', memberId: 'm-1', removedAt: base.now } }]);
    expect(when([set(SHEET), { type: 'StudentChartLinkRemoved', data: { subscriptionId: 's-1', memberId: 'm-1', removedAt: base.now } }], '')).toEqual([]);
  });
});
