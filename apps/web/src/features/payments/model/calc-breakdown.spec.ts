import type { ItemCalcResult, PlanCalcResult } from '@coaching/contracts';
import { instalmentLabel, instalmentRuns, itemBreakdownLines, planBreakdownLines, taxRateLabel } from './calc-breakdown';

const base: PlanCalcResult = {
  admission_fee: 33_000,
  discount_admission_fee: 0,
  monthly_amount: 39_930,
  total_amount: 119_790,
  discount_subtotal: 0,
  total: 152_790,
  tax: 13_890,
  tax_rate: 1.1,
  coupon: null,
  period: 3,
  method: 'bulk',
  first_charge: 152_790,
  instalments: [152_790],
};

describe('planBreakdownLines', () => {
  it('lists the admission fee, the monthly price and the plan total without discounts', () => {
    expect(planBreakdownLines(base).map((l) => [l.label, l.amount])).toEqual([
      ['入会金', 33_000],
      ['月額料金', 39_930],
      ['プラン料金（3か月分）', 119_790],
    ]);
  });

  it('shows discounts as negative lines named after the coupon, and no admission fee when none is due', () => {
    const calc = { ...base, admission_fee: 0, discount_subtotal: 5_500, coupon: { code: 'FRIEND5000', name: 'お友だち紹介' } };
    const lines = planBreakdownLines(calc);
    expect(lines.find((l) => l.key === 'admission')).toBeUndefined();
    expect(lines.at(-1)).toEqual({ key: 'coupon', label: 'クーポン割引', amount: -5_500, note: 'お友だち紹介' });
  });

  it('shows an admission discount under the fee', () => {
    const calc = { ...base, discount_admission_fee: 16_500, coupon: { code: 'WELCOME2026', name: '入会金半額' } };
    expect(planBreakdownLines(calc).slice(0, 2).map((l) => [l.key, l.amount])).toEqual([
      ['admission', 33_000],
      ['admission-discount', -16_500],
    ]);
  });
});

describe('itemBreakdownLines', () => {
  it('shows unit price and subtotal', () => {
    const calc: ItemCalcResult = { unit_price: 9_900, quantity: 3, subtotal: 29_700, tax: 2_700, tax_rate: 1.1, total: 29_700 };
    expect(itemBreakdownLines(calc).map((l) => [l.label, l.amount])).toEqual([
      ['単価', 9_900],
      ['小計（3回）', 29_700],
    ]);
  });
});

describe('instalment runs', () => {
  it('join equal neighbouring charges', () => {
    expect(instalmentRuns([72_930, 39_930, 39_930, 39_930])).toEqual([
      { from: 1, to: 1, amount: 72_930 },
      { from: 2, to: 4, amount: 39_930 },
    ]);
  });

  it('keep different charges apart, even when an earlier amount comes back', () => {
    expect(instalmentRuns([10, 5, 10])).toEqual([
      { from: 1, to: 1, amount: 10 },
      { from: 2, to: 2, amount: 5 },
      { from: 3, to: 3, amount: 10 },
    ]);
    expect(instalmentRuns([])).toEqual([]);
  });

  it('are labelled from today', () => {
    expect(instalmentLabel({ from: 1, to: 1, amount: 1 })).toBe('1回目（本日）');
    expect(instalmentLabel({ from: 1, to: 3, amount: 1 })).toBe('1〜3回目（本日から毎月）');
    expect(instalmentLabel({ from: 2, to: 6, amount: 1 })).toBe('2〜6回目（毎月）');
    expect(instalmentLabel({ from: 3, to: 3, amount: 1 })).toBe('3回目');
  });
});

describe('taxRateLabel', () => {
  it('reads a rate as a percentage', () => {
    expect(taxRateLabel(1.1)).toBe('10%');
    expect(taxRateLabel(1.08)).toBe('8%');
  });
});
