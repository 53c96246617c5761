import { describe, expect, it } from '@jest/globals';
import type { AdminTrial } from '@coaching/contracts';
import { trialEvents } from './trialCalendarModel';
import { mergedWindows } from '../calendar/calendarModel';

const trial = (over: Partial<AdminTrial>): AdminTrial => ({
  id: 't-1',
  member_id: 'm-1',
  member_name: '体験 花子',
  email: 'h@example.jp',
  game_id: 2,
  coach_id: 'c-1',
  coach_name: '伊藤 蓮',
  started_at: '2026-11-27T11:00:00.000Z',
  ended_at: '2026-11-27T12:00:00.000Z',
  status: 'booked',
  offer: false,
  held_until: null,
  converted: false,
  created_at: '2026-11-25T01:00:00.000Z',
  ...over,
});

describe('the trial calendar', () => {
  it('given trials of every status, then lapsed and let-go holds are left out', () => {
    const events = trialEvents(
      (['held', 'booked', 'expired', 'released', 'cancelled', 'attended', 'no_show'] as const).map((status) => trial({ id: status, status })),
      { game: false, coach: false },
    );
    expect(events.map((e) => e.id)).toEqual(['held', 'booked', 'cancelled', 'attended', 'no_show']);
  });
  it('given no filter, then a trial is titled with the member, the game and the coach', () => {
    expect(trialEvents([trial({})], { game: true, coach: true })[0]).toMatchObject({ title: '体験 花子（VALORANT・伊藤 蓮）', start: new Date('2026-11-27T11:00:00.000Z') });
  });
  it('given a game and a coach chosen, then only the member is named', () => {
    expect(trialEvents([trial({})], { game: false, coach: false })[0].title).toBe('体験 花子');
  });
  it('given a hold, then it says whether the member is choosing or a waiter is offered the seat', () => {
    expect(trialEvents([trial({ status: 'held' })], { game: false, coach: false })[0].title).toBe('［仮押さえ］体験 花子');
    expect(trialEvents([trial({ status: 'held', offer: true })], { game: false, coach: false })[0].title).toBe('［空き待ち案内中］体験 花子');
  });
  it("joins several coaches' overlapping hours into one shade", () => {
    const at = (h: number) => new Date(Date.UTC(2026, 10, 27, h));
    expect(mergedWindows([{ start: at(12), end: at(14) }, { start: at(9), end: at(11) }, { start: at(10), end: at(12) }, { start: at(15), end: at(16) }])).toEqual([
      { start: at(9), end: at(14) },
      { start: at(15), end: at(16) },
    ]);
  });
});
