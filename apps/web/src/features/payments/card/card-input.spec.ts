import { expiryMonthInput, expiryYearInput, holderNameInput, normaliseCardNumber, securityCodeInput } from './card-input';

describe('card number input', () => {
  it('keeps digits only, at most 16', () => {
    expect(normaliseCardNumber('4111 1111-1111 1111')).toBe('4111111111111111');
    expect(normaliseCardNumber('41111111111111119999')).toBe('4111111111111111');
    expect(normaliseCardNumber('abc')).toBe('');
  });
});

describe('expiry month input', () => {
  it("zero-pads a single digit above 1 and jumps to the year", () => {
    expect(expiryMonthInput('2', '')).toEqual({ value: '02', jumpToYear: true });
    expect(expiryMonthInput('9', '')).toEqual({ value: '09', jumpToYear: true });
  });

  it("waits after '1' and '0', then jumps once the month is complete", () => {
    expect(expiryMonthInput('1', '')).toEqual({ value: '1', jumpToYear: false });
    expect(expiryMonthInput('12', '1')).toEqual({ value: '12', jumpToYear: true });
    expect(expiryMonthInput('0', '')).toEqual({ value: '0', jumpToYear: false });
    expect(expiryMonthInput('07', '0')).toEqual({ value: '07', jumpToYear: true });
  });

  it('does not jump while deleting or for an impossible month', () => {
    expect(expiryMonthInput('0', '02')).toEqual({ value: '0', jumpToYear: false });
    expect(expiryMonthInput('13', '1')).toEqual({ value: '13', jumpToYear: false });
    expect(expiryMonthInput('1a', '1')).toEqual({ value: '1', jumpToYear: false });
  });
});

describe('other card fields', () => {
  it('keep two year digits and four security-code digits', () => {
    expect(expiryYearInput('2030')).toBe('20');
    expect(expiryYearInput('ab9')).toBe('9');
    expect(securityCodeInput('12345')).toBe('1234');
    expect(securityCodeInput('1 2a')).toBe('12');
  });

  it('upper-cases the holder name and turns full-width letters half-width', () => {
    expect(holderNameInput('taro ｙａｍａｄａ')).toBe('TARO YAMADA');
    expect(holderNameInput('x'.repeat(60))).toHaveLength(50);
  });
});
