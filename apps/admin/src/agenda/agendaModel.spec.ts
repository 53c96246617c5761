import { describe, expect, it } from '@jest/globals';
import type { AgendaEntry } from '@coaching/contracts';
import { agendaDay, agendaSpan, entriesByDay, stepDay } from './agendaModel';

describe('the agenda’s days', () => {
  it('shows the day asked, or its week from Monday to Sunday', () => {
    expect(agendaSpan('day', '2026-12-03')).toEqual({ from: '2026-12-03', to: '2026-12-03', days: ['2026-12-03'] });
    // 2026-12-03 is a Thursday; 2026-12-06 a Sunday, still of the week that began on Monday the 30th.
    expect(agendaSpan('week', '2026-12-03').days).toEqual(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
    expect(agendaSpan('week', '2026-12-06').from).toBe('2026-11-30');
    expect(agendaSpan('week', '2026-11-30').to).toBe('2026-12-06');
  });

  it('steps a day or a week, and reads only real days from the address', () => {
    expect(stepDay('day', '2026-12-31', 1)).toBe('2027-01-01');
    expect(stepDay('week', '2026-12-03', -1)).toBe('2026-11-26');
    expect(agendaDay('2026-02-30', new Date('2026-12-03T15:30:00Z'))).toBe('2026-12-04');
    expect(agendaDay(null, new Date('2026-12-03T14:59:00Z'))).toBe('2026-12-03');
    expect(agendaDay('2026-12-01')).toBe('2026-12-01');
  });

  it('puts each entry under its Tokyo day, late evening and after midnight apart', () => {
    const entry = (id: string, startsAt: string) => ({ id, starts_at: startsAt }) as AgendaEntry;
    const byDay = entriesByDay([entry('a', '2026-12-03T14:30:00Z'), entry('b', '2026-12-03T15:00:00Z'), entry('c', '2026-12-10T01:00:00Z')], ['2026-12-03', '2026-12-04']);
    expect([...byDay].map(([day, entries]) => [day, entries.map((e) => e.id)])).toEqual([
      ['2026-12-03', ['a']],
      ['2026-12-04', ['b']],
    ]);
  });
});
