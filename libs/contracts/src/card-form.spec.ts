import { CardMessages, cardFormSchema, normaliseCardNumber, padExpiryMonth, toProviderExpire } from './card-form';
import { toFieldErrors } from './validation';

// 2026-11-22 03:00 in Japan is still 2026-11-21 in UTC: "this month" is read in Japan.
const now = new Date('2026-11-21T18:00:00Z');
const valid = { cardno: '4111111111111111', holdername: 'TARO YAMADA', expireMonth: '12', expireYear: '26', securitycode: '123' };
const errorsOf = (input: unknown, at = now) => {
  const result = cardFormSchema(at).safeParse(input);
  return result.success ? {} : toFieldErrors(result.error);
};

describe('cardFormSchema', () => {
  it('accepts a complete card, security code optional', () => {
    expect(cardFormSchema(now).parse(valid)).toEqual(valid);
    expect(cardFormSchema(now).parse({ ...valid, securitycode: '' })).toEqual({ ...valid, securitycode: undefined });
    expect(cardFormSchema(now).parse({ ...valid, securitycode: undefined }).securitycode).toBeUndefined();
  });

  it('answers one message per missing field', () => {
    expect(errorsOf({})).toEqual({
      cardno: [CardMessages.cardnoRequired],
      holdername: [CardMessages.holdernameRequired],
      expireMonth: [CardMessages.expireRequired],
      expireYear: [CardMessages.expireRequired],
    });
    expect(errorsOf({ ...valid, cardno: ' ', holdername: '' })).toEqual({ cardno: ['カード番号を入力してください。'], holdername: [CardMessages.holdernameRequired] });
  });

  it.each([
    ['4111-1111-1111-1111', CardMessages.cardnoDigits],
    ['41111111111111111', CardMessages.cardnoTooLong],
    ['4111111111111', CardMessages.cardnoInvalid],
  ])('refuses the card number %p', (cardno, message) => expect(errorsOf({ ...valid, cardno })).toEqual({ cardno: [message] }));

  it('accepts 14 to 16 digits', () => {
    for (const cardno of ['30000000000004', '378282246310005', '4111111111111111']) expect(errorsOf({ ...valid, cardno })).toEqual({});
  });

  it.each([['00'], ['13'], ['1'], ['ab'], ['123']])('refuses the month %p with the spec message', (expireMonth) => {
    expect(errorsOf({ ...valid, expireMonth })).toEqual({ expireMonth: ['有効期限を正しく入力してください。'] });
  });

  it('refuses a year before this year in Japan, and a month already past this year', () => {
    expect(errorsOf({ ...valid, expireYear: '25' })).toEqual({ expireYear: ['有効期限を正しく入力してください。'] });
    expect(errorsOf({ ...valid, expireYear: '2027' })).toEqual({ expireYear: ['有効期限を正しく入力してください。'] });
    expect(errorsOf({ ...valid, expireMonth: '10', expireYear: '26' })).toEqual({ expireMonth: ['有効期限を正しく入力してください。'] });
    expect(errorsOf({ ...valid, expireMonth: '11', expireYear: '26' })).toEqual({});
    expect(errorsOf({ ...valid, expireMonth: '01', expireYear: '27' })).toEqual({});
    // On 31 December at 15:30 UTC it is already next year in Japan: a card running to 12/26 has expired.
    expect(errorsOf(valid, new Date('2026-12-31T14:59:00Z'))).toEqual({});
    expect(errorsOf(valid, new Date('2026-12-31T15:30:00Z'))).toEqual({ expireYear: ['有効期限を正しく入力してください。'] });
  });

  it('refuses a holder name that is too long or not in half-width letters', () => {
    expect(errorsOf({ ...valid, holdername: 'A'.repeat(51) })).toEqual({ holdername: [CardMessages.holdernameTooLong] });
    expect(errorsOf({ ...valid, holdername: 'A'.repeat(50) })).toEqual({});
    expect(errorsOf({ ...valid, holdername: '山田 太郎' })).toEqual({ holdername: [CardMessages.holdernameInvalid] });
  });

  it('refuses a security code that is not up to four digits', () => {
    expect(errorsOf({ ...valid, securitycode: '12345' })).toEqual({ securitycode: [CardMessages.securitycodeInvalid] });
    expect(errorsOf({ ...valid, securitycode: '12a' })).toEqual({ securitycode: [CardMessages.securitycodeInvalid] });
    expect(errorsOf({ ...valid, securitycode: '1234' })).toEqual({});
  });
});

describe('normaliseCardNumber', () => {
  it('keeps at most 16 digits of what was typed', () => {
    expect(normaliseCardNumber('4111 1111-1111 1111')).toBe('4111111111111111');
    expect(normaliseCardNumber('4111 1111 1111 1111 999')).toBe('4111111111111111');
    expect(normaliseCardNumber('abc')).toBe('');
  });
});

describe('padExpiryMonth', () => {
  it.each([
    ['', '', false],
    ['0', '0', false],
    ['1', '1', false],
    ['2', '02', true],
    ['9', '09', true],
    ['01', '01', true],
    ['10', '10', true],
    ['12', '12', true],
    ['13', '13', false],
    ['00', '00', false],
    ['1/', '1', false],
    ['123', '12', true],
  ])('reads %p as %p (complete: %p)', (input, value, complete) => expect(padExpiryMonth(input)).toEqual({ value, complete }));
});

describe('toProviderExpire', () => {
  it('answers YYMM', () => {
    expect(toProviderExpire('03', '27')).toBe('2703');
    expect(toProviderExpire('3', '27')).toBe('2703');
    expect(toProviderExpire('12', '2030')).toBe('3012');
  });
});

describe('CardMessages', () => {
  it('words the limit with the saved-card maximum', () => {
    expect(CardMessages.limitReached).toBe('カードは最大5枚まで登録できます。');
    expect(CardMessages.saveFailed).toBe('カード情報の登録に失敗しました。');
    expect(CardMessages.deleteFailed).toBe('カードの削除に失敗しました。');
    expect(CardMessages.defaultChangeFailed).toBe('デフォルトカードの変更に失敗しました。');
  });
});
