import { openSeats, slotLabel, weekStarts } from './trial-week';

describe('trial weeks on the Tokyo calendar', () => {
  it('steps weeks across months and years up to the horizon', () => {
    expect(weekStarts('2026-11-25')).toEqual(['2026-11-25', '2026-12-02', '2026-12-09', '2026-12-16']);
    expect(weekStarts('2026-12-22')).toEqual(['2026-12-22', '2026-12-29', '2027-01-05', '2027-01-12']);
  });
  it('labels a slot as the member reads it', () => {
    expect(slotLabel('2026-11-28', '20:00', '土')).toBe('11月28日(土) 20:00〜21:00');
  });
  it('counts the open seats of a week', () => {
    expect(openSeats({ '2026-11-28': { week: '土', date: '11/28', schedules: { '20:00': 2, '21:00': 0 } }, '2026-11-29': { week: '日', date: '11/29', schedules: { '10:00': 1 } } })).toBe(3);
    expect(openSeats(undefined)).toBe(0);
  });
});
