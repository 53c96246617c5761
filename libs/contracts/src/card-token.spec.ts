import { CARD_TOKEN_RESULT_MESSAGES, cardTokenMessage, isCardTokenSuccess } from './card-token';

const SPEC_CODES = [
  '000', '100', '101', '102', '110', '111', '112', '113', '121', '122', '131', '132', '141', '142', '150',
  '160', '161', '162', '170', '180', '190', '191', '501', '502', '511', '512', '521', '522', '531', '541',
  '551', '552', '901', '902',
];

describe('card token result codes', () => {
  it('has a Japanese message for every code of spec §8', () => {
    for (const code of SPEC_CODES) {
      expect(CARD_TOKEN_RESULT_MESSAGES[code]).toMatch(/[ぁ-んァ-ヶ一-龠]/);
      expect(cardTokenMessage(code)).toBe(CARD_TOKEN_RESULT_MESSAGES[code]);
    }
  });

  it.each([
    ['100', 'カード番号を入力してください。'],
    ['101', 'カード番号は数字で入力してください。'],
    ['102', 'カード番号は10〜16桁で入力してください。'],
    ['110', '有効期限を入力してください。'],
    ['113', '有効期限を正しく入力してください。'],
    ['132', 'カード名義は50文字以内で入力してください。'],
    ['901', '決済システムでエラーが発生しました。時間をおいて再度お試しください。'],
    ['902', '決済処理が混み合っています。時間をおいて再度お試しください。'],
  ])('answers %s with %s', (code, message) => expect(cardTokenMessage(code)).toBe(message));

  it('reads an undocumented code inside the 501–552 token-parameter band like its neighbours', () => {
    expect(cardTokenMessage('532')).toBe(cardTokenMessage('531'));
    expect(cardTokenMessage('542')).toBe(cardTokenMessage('541'));
  });

  it.each([['999'], ['500'], ['553x'], [''], ['abc'], [null], [undefined], [1.5], [-1]])('answers %p as an unknown code', (code) => {
    expect(cardTokenMessage(code as string)).toBe('エラーが発生しました。');
  });

  it('restores the leading zeros of a numeric code', () => {
    expect(cardTokenMessage(100)).toBe('カード番号を入力してください。');
    expect(isCardTokenSuccess(0)).toBe(true);
  });

  it('counts only 000 as success', () => {
    expect(isCardTokenSuccess('000')).toBe(true);
    expect(isCardTokenSuccess(' 000 ')).toBe(true);
    for (const code of SPEC_CODES.filter((c) => c !== '000')) expect(isCardTokenSuccess(code)).toBe(false);
    expect(isCardTokenSuccess(undefined)).toBe(false);
    expect(isCardTokenSuccess('00')).toBe(false);
  });
});
