import type { ProviderCard } from './card-provider-client';
import { memberCards } from './saved-cards';

const card = (cardSeq: string, extra: Partial<ProviderCard> = {}): ProviderCard => ({
  cardSeq,
  defaultFlag: '0',
  cardName: '',
  cardNo: `************111${cardSeq}`,
  expire: '3012',
  holderName: 'TARO YAMADA',
  deleted: false,
  brand: 'VISA',
  ...extra,
});

const seqs = (cards: ReturnType<typeof memberCards>) => cards.map((c) => `${c.card_seq}${c.default_flag === '1' ? '*' : ''}`);

describe('memberCards: the cards a member sees', () => {
  it('has none without cards', () => {
    expect(memberCards([], '0')).toEqual([]);
  });

  it('leaves deleted cards out and shows our default first, then the newest', () => {
    const cards = [card('0'), card('1', { deleted: true }), card('2', { defaultFlag: '1' }), card('3')];
    expect(seqs(memberCards(cards, '0'))).toEqual(['0*', '3', '2']);
  });

  it('answers the spec shape, with the brand the provider returns in the member\'s words', () => {
    expect(memberCards([card('4')], '4')).toEqual([{ card_seq: '4', card_no: '************1114', holder_name: 'TARO YAMADA', expire: '3012', default_flag: '1', brand: 'Visa' }]);
    expect(memberCards([card('5', { brand: 'AMEX' })], null)[0].brand).toBe('American Express');
    expect(memberCards([card('6', { brand: '' })], null)[0].brand).toBeNull();
  });

  it('has exactly one default whatever the provider flags', () => {
    const cards = [card('0', { defaultFlag: '1' }), card('1', { defaultFlag: '1' }), card('2')];
    expect(seqs(memberCards(cards, '2'))).toEqual(['2*', '1', '0']);
    expect(memberCards(cards, '2').filter((c) => c.default_flag === '1')).toHaveLength(1);
  });

  it('falls back to the provider flag, then to the newest, when our default is gone', () => {
    expect(seqs(memberCards([card('0', { defaultFlag: '1' }), card('1'), card('2', { deleted: true })], '2'))).toEqual(['0*', '1']);
    expect(seqs(memberCards([card('0'), card('5'), card('3')], null))).toEqual(['5*', '3', '0']);
  });
});
