import { describe, expect, it } from '@jest/globals';
import { lastMonths, monthLabel, monthsBefore, percentLabel } from './period';

describe('dashboard periods', () => {
  it('reads the month in Tokyo (15:00 UTC on the 31st is already the next month)', () => {
    expect(lastMonths(1, new Date('2026-10-31T15:00:00Z'))).toEqual({ from: '2026-11', to: '2026-11' });
    expect(lastMonths(6, new Date('2026-02-10T00:00:00Z'))).toEqual({ from: '2025-09', to: '2026-02' });
  });

  it('steps across years and labels months in Japanese', () => {
    expect(monthsBefore('2026-01', 1)).toBe('2025-12');
    expect(monthsBefore('2025-12', -1)).toBe('2026-01');
    expect(monthLabel('2026-04')).toBe('2026年4月');
    expect(monthLabel('2026-04', true)).toBe('4月');
    expect(percentLabel(null)).toBe('—');
    expect(percentLabel(7.5)).toBe('7.5%');
  });
});
