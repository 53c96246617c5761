import { windowWithinWeeklyHours, worksSlot } from './coach-working-time';

const at = (iso: string) => new Date(iso);
// Monday 2026-12-07, 19:00–23:00 Tokyo is 10:00–14:00 UTC.
const time = {
  working: [{ startsAt: at('2026-12-07T10:00:00Z'), endsAt: at('2026-12-07T14:00:00Z') }],
  daysOff: [{ startsAt: at('2026-12-07T15:00:00Z'), endsAt: at('2026-12-08T15:00:00Z') }],
};

describe('which coach works a trial slot (issue 30)', () => {
  it('given working time 19:00–23:00, when the slot is 19:00–20:00, then he works it; 22:30–23:30 he does not', () => {
    expect(worksSlot(time, at('2026-12-07T10:00:00Z'), at('2026-12-07T11:00:00Z'), false)).toBe(true);
    expect(worksSlot(time, at('2026-12-07T13:30:00Z'), at('2026-12-07T14:30:00Z'), false)).toBe(false);
  });

  it('given a window opened with 時間外でも登録, when the slot is outside his hours, then he works it, but never on his day off', () => {
    expect(worksSlot(time, at('2026-12-07T02:00:00Z'), at('2026-12-07T03:00:00Z'), true)).toBe(true);
    expect(worksSlot(time, at('2026-12-08T02:00:00Z'), at('2026-12-08T03:00:00Z'), true)).toBe(false);
  });

  it('given no working time for the coach (unknown), then he works no slot', () => {
    expect(worksSlot(undefined, at('2026-12-07T10:00:00Z'), at('2026-12-07T11:00:00Z'), true)).toBe(false);
  });

  it('given Monday hours 18:00–20:00 and 20:00–23:00, a trial window Monday 19:00–22:00 is within them; 17:00–19:00 and a Tuesday window are not', () => {
    const weekly = [
      { weekday: 1, start: '18:00', end: '20:00' },
      { weekday: 1, start: '20:00', end: '23:00' },
    ];
    expect(windowWithinWeeklyHours(weekly, { weekday: 1, start: '19:00', end: '22:00' })).toBe(true);
    expect(windowWithinWeeklyHours(weekly, { weekday: 1, start: '17:00', end: '19:00' })).toBe(false);
    expect(windowWithinWeeklyHours(weekly, { weekday: 2, start: '19:00', end: '20:00' })).toBe(false);
  });

  it('given hours to 24:00, a trial window ending at 24:00 is within them', () => {
    expect(windowWithinWeeklyHours([{ weekday: 6, start: '13:00', end: '24:00' }], { weekday: 6, start: '22:00', end: '24:00' })).toBe(true);
  });
});
