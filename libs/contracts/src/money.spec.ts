import { taxOn, taxPercent, withTax } from './money';

describe('the tax rule', () => {
  it.each([
    [1.1, 10],
    ['1.10', 10],
    [1.08, 8],
    [1, 0],
  ])('reads the rate %p as %p percent', (rate, percent) => expect(taxPercent(rate)).toBe(percent));

  it('adds the spec prices exactly', () => {
    expect(withTax(20_000, 1.1)).toBe(22_000);
    expect(withTax(58_000, '1.10')).toBe(63_800);
    expect(withTax(30_000, 1.1)).toBe(33_000);
    expect(withTax(9_000, 1.1)).toBe(9_900);
  });

  it('rounds the tax down to the yen', () => {
    expect(taxOn(999, 1.1)).toBe(99);
    expect(taxOn(1_001, 1.08)).toBe(80);
    expect(withTax(0, 1.1)).toBe(0);
  });

  it('refuses amounts and rates that are not money', () => {
    expect(() => taxOn(-1, 1.1)).toThrow(RangeError);
    expect(() => taxOn(1.5, 1.1)).toThrow(RangeError);
    expect(() => taxOn(100, 'abc')).toThrow(RangeError);
    expect(() => taxOn(100, 3)).toThrow(RangeError);
  });
});
