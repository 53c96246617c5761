import { cardBrand, expiryMonthInput, expiryYearInput, groupCardNumber, holderNameInput, normaliseCardNumber, securityCodeInput } from './card-input';

describe('card number input', () => {
  it('keeps digits only, at most 16', () => {
    expect(normaliseCardNumber('4111 1111-1111 1111')).toBe('4111111111111111');
    expect(normaliseCardNumber('41111111111111119999')).toBe('4111111111111111');
    expect(normaliseCardNumber('abc')).toBe('');
  });

  it('knows the brand from the first digits typed: Visa, Mastercard, JCB, American Express, Diners Club', () => {
    expect(cardBrand('41')).toBe('Visa');
    expect(cardBrand('4111111111111111')).toBe('Visa');
    expect(cardBrand('5555')).toBe('Mastercard');
    expect(cardBrand('2221')).toBe('Mastercard');
    expect(cardBrand('3530')).toBe('JCB');
    expect(cardBrand('37')).toBe('American Express');
    expect(cardBrand('36')).toBe('Diners Club');
    // Too few digits to tell, or a brand the school does not take.
    expect(cardBrand('')).toBeNull();
    expect(cardBrand('3')).toBeNull();
    expect(cardBrand('6011')).toBeNull();
  });

  it('shows the number in groups as typed (4-4-4-4, American Express 4-6-5), the digits themselves unchanged', () => {
    expect(groupCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(groupCardNumber('411111')).toBe('4111 11');
    expect(groupCardNumber('4111')).toBe('4111');
    expect(groupCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(groupCardNumber('30569309025904')).toBe('3056 930902 5904');
    expect(groupCardNumber('')).toBe('');
    expect(normaliseCardNumber(groupCardNumber('5555555555554444'))).toBe('5555555555554444');
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
