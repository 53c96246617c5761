import type { SavedCard } from '@coaching/contracts';
import { cardLimitReached, cardName, defaultCard, expiryLabel, maskedNumberLabel, orderedCards } from './saved-cards';

const card = (card_seq: string, default_flag: '1' | '0' = '0'): SavedCard => ({ card_seq, card_no: '************1111', holder_name: 'TARO YAMADA', expire: '2812', default_flag, brand: null });

describe('saved cards', () => {
  it('show the expiry as MM/YY', () => {
    expect(expiryLabel('2812')).toBe('12/28');
    expect(expiryLabel('3001')).toBe('01/30');
    expect(expiryLabel('bad')).toBe('bad');
  });

  it('put the default card first, the rest by sequence', () => {
    expect(orderedCards([card('2'), card('0'), card('1', '1')]).map((c) => c.card_seq)).toEqual(['1', '0', '2']);
  });

  it('find the default card', () => {
    expect(defaultCard([card('0'), card('3', '1')])?.card_seq).toBe('3');
    expect(defaultCard([card('0')])).toBeNull();
    expect(defaultCard(undefined)).toBeNull();
  });

  it('reach the limit at five cards', () => {
    expect(cardLimitReached([card('0'), card('1'), card('2'), card('3')])).toBe(false);
    expect(cardLimitReached([card('0'), card('1'), card('2'), card('3'), card('4')])).toBe(true);
    expect(cardLimitReached(undefined)).toBe(false);
  });

  it('show the last four digits of a masked number', () => {
    expect(maskedNumberLabel('************1111')).toBe('•••• 1111');
    expect(maskedNumberLabel('*************111')).toBe('•••• 111');
    expect(maskedNumberLabel('****')).toBe('****');
  });

  it('name a card by the brand the provider returns and its last four digits', () => {
    expect(cardName({ brand: 'Visa', card_no: '************1111' })).toBe('Visa •••• 1111');
    expect(cardName({ brand: null, card_no: '************1111' })).toBe('•••• 1111');
  });
});
