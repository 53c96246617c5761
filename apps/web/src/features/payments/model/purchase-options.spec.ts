import type { PlanDto } from '@coaching/contracts';
import { destinationAfterMethod, itemCreateHref, itemMethodOptions, needsPeriodPicker, periodChoices, planCreateHref, planMethodOptions, type PlanSelection } from './purchase-options';

const prices = [
  { period: 6, monthly: 30_000, monthly_with_tax: 33_000 },
  { period: 1, monthly: 36_000, monthly_with_tax: 39_600 },
  { period: 3, monthly: 33_000, monthly_with_tax: 36_300 },
];

describe('payment method options', () => {
  it('offer monthly split only for a period over one month', () => {
    expect(planMethodOptions(1)).toEqual(['bulk', 'bank']);
    expect(planMethodOptions(2)).toEqual(['bulk', 'split', 'bank']);
    expect(planMethodOptions(6)).toEqual(['bulk', 'split', 'bank']);
  });

  it('offer an item card in one payment or bank transfer only', () => {
    expect(itemMethodOptions()).toEqual(['bulk', 'bank']);
  });
});

describe('periodChoices', () => {
  it('lists the offered periods of a one-to-one plan, shortest first, with the tax-included monthly price', () => {
    expect(periodChoices({ is_group: false, prices })).toEqual([
      { period: 1, monthlyWithTax: 39_600 },
      { period: 3, monthlyWithTax: 36_300 },
      { period: 6, monthlyWithTax: 33_000 },
    ]);
  });

  it('fixes a group plan at one month', () => {
    expect(periodChoices({ is_group: true, prices })).toEqual([{ period: 1, monthlyWithTax: 39_600 }]);
    expect(periodChoices({ is_group: true, prices: [] })).toEqual([{ period: 1, monthlyWithTax: null }]);
    expect(needsPeriodPicker({ is_group: true })).toBe(false);
    expect(needsPeriodPicker({ is_group: false })).toBe(true);
  });

  it('ignores a period outside 1–6 months', () => {
    expect(periodChoices({ is_group: false, prices: [{ period: 12, monthly: 1, monthly_with_tax: 1 }] })).toEqual([]);
  });
});

describe('where the member goes after choosing the method', () => {
  const selection: PlanSelection = { plan: { id: 7 } as PlanDto, game: { id: 2, name: 'VALORANT' }, method: 'split', period: 3 };

  it('goes to the confirmation when the student information is complete', () => {
    expect(destinationAfterMethod(true, selection)).toEqual({ to: '/payments/create?plan_id=7&method=split&period=3' });
  });

  it('goes to the information form first otherwise, carrying the selection in state', () => {
    expect(destinationAfterMethod(false, selection)).toEqual({ to: '/payments/information', state: selection });
  });
});

describe('confirmation links', () => {
  it('keep a coupon code and leave out what is not set', () => {
    expect(planCreateHref({ planId: 1, method: 'bulk', period: 1, couponCode: 'FRIEND5000' })).toBe('/payments/create?plan_id=1&method=bulk&period=1&coupon_code=FRIEND5000');
    expect(planCreateHref({ planId: 1, method: 'bank', period: 2, couponCode: null })).toBe('/payments/create?plan_id=1&method=bank&period=2');
    expect(itemCreateHref({ itemId: 4, quantity: 3, method: 'bank' })).toBe('/payments/item/create?item_id=4&quantity=3&method=bank');
  });
});
