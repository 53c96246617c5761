import { splitTaxIncluded } from './tax-split';

describe('splitTaxIncluded', () => {
  it.each([
    [16_500, 15_000, 1_500],
    [33_000, 30_000, 3_000],
    [1, 1, 0],
    [12_345, 11_223, 1_122],
  ])('%s yen tax included: %s + %s tax', (total, amount, tax) => {
    expect(splitTaxIncluded(total)).toEqual({ amount, tax });
    expect(amount + tax).toBe(total);
  });
});
