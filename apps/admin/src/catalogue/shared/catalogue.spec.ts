import { describe, expect, it } from '@jest/globals';
import { discountLabel, taxIncludedLabel } from './catalogueFormat';
import { fromTokyoInput, toTokyoInput } from './tokyoDateTime';

describe('taxIncludedLabel', () => {
  it('adds the tax by the one rule (rounded down)', () => {
    expect(taxIncludedLabel(20_000, 1.1)).toBe('税込 22,000円');
    expect(taxIncludedLabel(999, 1.1)).toBe('税込 1,098円');
  });

  it('names a price of zero when asked to', () => {
    expect(taxIncludedLabel(0, 1.1, { zero: '販売しない' })).toBe('販売しない');
    expect(taxIncludedLabel(0, 1.1)).toBe('税込 0円');
  });

  it('shows nothing computed while the input is not a price or the rate is out of range', () => {
    expect(taxIncludedLabel(null, 1.1)).toBe('税込 —');
    expect(taxIncludedLabel(-1, 1.1)).toBe('税込 —');
    expect(taxIncludedLabel(1.5, 1.1)).toBe('税込 —');
    expect(taxIncludedLabel(1_000, 2)).toBe('税込 —');
    expect(taxIncludedLabel(1_000, null)).toBe('税込 —');
  });
});

describe('discountLabel', () => {
  it('reads percent and yen discounts', () => {
    expect(discountLabel({ discount_type: 'percent', discount_value: 50 })).toBe('50%引き');
    expect(discountLabel({ discount_type: 'amount', discount_value: 5_000 })).toBe('5,000円引き');
  });
});

describe('Tokyo date-time inputs', () => {
  it('shows a UTC instant as Tokyo wall-clock time', () => {
    expect(toTokyoInput('2026-11-30T15:00:00.000Z')).toBe('2026-12-01T00:00');
    expect(toTokyoInput('2026-12-01T10:00')).toBe('2026-12-01T10:00');
    expect(toTokyoInput(null)).toBe('');
    expect(toTokyoInput('not a date')).toBe('');
  });

  it('reads Tokyo wall-clock time as a UTC instant, whatever the zone of the machine', () => {
    expect(fromTokyoInput('2026-12-01T00:00')).toBe('2026-11-30T15:00:00.000Z');
    expect(fromTokyoInput('')).toBeNull();
    expect(fromTokyoInput(toTokyoInput('2027-01-01T03:30:00.000Z'))).toBe('2027-01-01T03:30:00.000Z');
  });
});
