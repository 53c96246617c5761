import type { CardSchedule, SavedCard } from '@coaching/contracts';
import { otherCards, schedulesOn, scheduleSummary } from './card-schedules';

const card = (card_seq: string, default_flag: '1' | '0' = '0'): SavedCard => ({ card_seq, card_no: '************1111', holder_name: 'TARO YAMADA', expire: '2812', default_flag, brand: null });
const schedule = (card_seq: string): CardSchedule => ({
  payment_id: 'p',
  card_seq,
  title: 'VALORANT Lite',
  charges_remaining: 2,
  charges_total: 3,
  next_charge_at: '2026-12-02T15:00:00.000Z',
  next_amount: 24_200,
});

describe('the card paying monthly payments', () => {
  it('finds the schedules a card pays', () => {
    expect(schedulesOn(card('1'), [schedule('1'), schedule('2')])).toEqual([schedule('1')]);
    expect(schedulesOn(card('1'), undefined)).toEqual([]);
  });

  it('says which plan, how many payments remain and the next date (Tokyo, with the weekday) and amount', () => {
    expect(scheduleSummary(schedule('1'))).toBe('VALORANT Lite：残り2回（次回 12月3日(木) 24,200円）');
  });

  it('offers the other cards, the default first', () => {
    expect(otherCards(card('1'), [card('0'), card('1'), card('2', '1')]).map((c) => c.card_seq)).toEqual(['2', '0']);
    expect(otherCards(card('1'), [card('1')])).toEqual([]);
  });
});
