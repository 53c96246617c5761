import { PaymentMessages, type PaymentMethod, type PlanCalcResult, taxOn } from '@coaching/contracts';
import { answerFor, DomainError, domainError } from '@coaching/server-core/errors';
import { admissionFeeExcludingTax, isAdmissionFeeDue } from './admission-fee';
import { BillingErrors } from './billing-errors';
import type { AppliedCoupon } from './coupon-discount';
import { type PlanPriceList, type PlanPurchase, type PlanQuote, pricePlan } from './plan-pricing';

// given a plan, when it is bought so, then this quote (or this refusal).
const given = (plan: PlanPriceList) => ({
  when: (purchase: Omit<PlanPurchase, 'plan'>) => ({
    then: (expected: Partial<PlanCalcResult> & { charges?: PlanQuote['charges'] }) => {
      const { charges, ...result } = expected;
      const quote = pricePlan({ plan, ...purchase });
      expect(quote.result).toMatchObject(result);
      if (charges) expect(quote.charges).toEqual(charges);
      return quote;
    },
    thenRefuses: (code: string) => {
      const run = () => pricePlan({ plan, ...purchase });
      expect(run).toThrow(DomainError);
      try {
        run();
      } catch (error) {
        expect((error as DomainError).code).toBe(code);
      }
    },
  }),
});

const PERIODS = [1, 2, 3, 4, 5, 6];
const normal = (prices: number[]): PlanPriceList => ({ planType: 'normal', isGroup: false, prices, periods: PERIODS, taxRate: '1.10' });

// The demo catalogue (apps/api/src/database/seed/catalogue.ts `periodPrices`): the six-month price, tax excluded,
// × [1.2, 1.15, 1.1, 1.1, 1.1, 1] rounded to 100 yen, by period 1..6.
const DEMO_PLANS: Record<string, number[]> = {
  Lite: [24_000, 23_000, 22_000, 22_000, 22_000, 20_000],
  'Lite+': [37_200, 35_700, 34_100, 34_100, 34_100, 31_000],
  Standard: [39_600, 38_000, 36_300, 36_300, 36_300, 33_000],
  'Standard+': [54_000, 51_700, 49_500, 49_500, 49_500, 45_000],
  Premium: [69_600, 66_700, 63_800, 63_800, 63_800, 58_000],
};

const coupon = (discountType: AppliedCoupon['discountType'], discountValue: number, target: AppliedCoupon['target']): AppliedCoupon => ({
  code: 'WELCOME',
  name: 'ご入会キャンペーン',
  discountType,
  discountValue,
  target,
});

describe('pricePlan: hand-computed quotes', () => {
  it('Standard, 3 months, bulk, no coupon, admission due', () => {
    // monthly 36,300 (tax excl.) → 36,300 + 3,630 = 39,930; plan 36,300 × 3 = 108,900; admission 30,000.
    // one charge 108,900 + 30,000 = 138,900, tax 13,890 → total 152,790 = 33,000 + 39,930 × 3.
    given(normal(DEMO_PLANS.Standard))
      .when({ period: 3, method: 'bulk', admissionFeeDue: true })
      .then({
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
        charges: [{ amount: 138_900, tax: 13_890 }],
      });
  });

  it('Standard, 3 months, split, 10% off the subtotal, admission due', () => {
    // each month 36,300 − 3,630 (10%) = 32,670 → tax 3,267 → 35,937.
    // first month also carries the admission: 32,670 + 30,000 = 62,670 → tax 6,267 → 68,937.
    // total 68,937 + 35,937 × 2 = 140,811; discount (39,930 − 35,937) × 3 = 11,979.
    given(normal(DEMO_PLANS.Standard))
      .when({ period: 3, method: 'split', admissionFeeDue: true, coupon: coupon('percent', 10, 'subtotal') })
      .then({
        admission_fee: 33_000,
        discount_admission_fee: 0,
        monthly_amount: 39_930,
        total_amount: 119_790,
        discount_subtotal: 11_979,
        total: 140_811,
        tax: 12_801,
        coupon: { code: 'WELCOME', name: 'ご入会キャンペーン' },
        first_charge: 68_937,
        instalments: [68_937, 35_937, 35_937],
        charges: [
          { amount: 62_670, tax: 6_267 },
          { amount: 32_670, tax: 3_267 },
          { amount: 32_670, tax: 3_267 },
        ],
      });
  });

  it('Premium, 6 months, bank, 5,000 yen off the admission fee', () => {
    // admission 30,000 − 5,000 = 25,000; plan 58,000 × 6 = 348,000; one transfer 373,000 + 37,300 = 410,300.
    // the admission line: 33,000 − 27,500 = 5,500 off, tax included.
    given(normal(DEMO_PLANS.Premium))
      .when({ period: 6, method: 'bank', admissionFeeDue: true, coupon: coupon('amount', 5_000, 'admission') })
      .then({
        admission_fee: 33_000,
        discount_admission_fee: 5_500,
        monthly_amount: 63_800,
        total_amount: 382_800,
        discount_subtotal: 0,
        total: 410_300,
        tax: 37_300,
        instalments: [410_300],
        charges: [{ amount: 373_000, tax: 37_300 }],
      });
  });

  it('Lite, 2 months, split, 30,000 yen off a 46,000 yen subtotal, spent from the first month on', () => {
    // months of 23,000: the first takes 23,000 off (→ 0), the second the remaining 7,000 (→ 16,000 + 1,600).
    given(normal(DEMO_PLANS.Lite))
      .when({ period: 2, method: 'split', admissionFeeDue: false, coupon: coupon('amount', 30_000, 'subtotal') })
      .then({
        admission_fee: 0,
        monthly_amount: 25_300,
        total_amount: 50_600,
        discount_subtotal: 33_000,
        total: 17_600,
        tax: 1_600,
        first_charge: 0,
        instalments: [0, 17_600],
        charges: [
          { amount: 0, tax: 0 },
          { amount: 16_000, tax: 1_600 },
        ],
      });
  });

  it('a coupon larger than the plan makes the plan free, never negative; the admission fee remains', () => {
    given(normal(DEMO_PLANS['Lite+']))
      .when({ period: 1, method: 'bulk', admissionFeeDue: true, coupon: coupon('amount', 1_000_000, 'subtotal') })
      .then({ admission_fee: 33_000, total_amount: 40_920, discount_subtotal: 40_920, total: 33_000, tax: 3_000, charges: [{ amount: 30_000, tax: 3_000 }] });
  });

  it('a 100% admission coupon waives the admission fee', () => {
    given(normal(DEMO_PLANS.Lite))
      .when({ period: 1, method: 'bulk', admissionFeeDue: true, coupon: coupon('percent', 100, 'admission') })
      .then({ admission_fee: 33_000, discount_admission_fee: 33_000, total: 26_400, charges: [{ amount: 24_000, tax: 2_400 }] });
  });

  it('an admission coupon does nothing when no admission fee is due, but is still shown as applied', () => {
    given(normal(DEMO_PLANS.Lite))
      .when({ period: 1, method: 'bulk', admissionFeeDue: false, coupon: coupon('amount', 5_000, 'admission') })
      .then({ admission_fee: 0, discount_admission_fee: 0, total: 26_400, coupon: { code: 'WELCOME', name: 'ご入会キャンペーン' } });
  });

  it('rounds the tax down per charge: the plan line absorbs the yen the shared charge adds', () => {
    // 12,345 a month: 13,579 tax included (1,234.5 → 1,234). Bulk, 3 months, admission due:
    // one charge 30,000 + 37,035 = 67,035, tax 6,703.5 → 6,703, total 73,738; 33,000 + 13,579 × 3 = 73,737.
    const quote = given(normal([12_345, 0, 12_345, 0, 0, 0]))
      .when({ period: 3, method: 'bulk', admissionFeeDue: true })
      .then({ monthly_amount: 13_579, total: 73_738, tax: 6_703, total_amount: 40_738, charges: [{ amount: 67_035, tax: 6_703 }] });
    expect(quote.excludingTax).toEqual({ admissionFee: 30_000, admissionDiscount: 0, monthlyPrice: 12_345, subtotal: 37_035, subtotalDiscount: 0 });
  });

  it('charges no admission fee with an add plan, whatever the caller says', () => {
    given({ ...normal(DEMO_PLANS.Lite), planType: 'add' })
      .when({ period: 1, method: 'bulk', admissionFeeDue: true })
      .then({ admission_fee: 0, total: 26_400 });
  });

  it('sells a group plan for one month', () => {
    given({ ...normal([8_000, 0, 0, 0, 0, 0]), isGroup: true })
      .when({ period: 1, method: 'bulk', admissionFeeDue: false })
      .then({ monthly_amount: 8_800, total: 8_800, instalments: [8_800] });
  });

  it('reads the period from the period slots, not the slot number', () => {
    const plan: PlanPriceList = { planType: 'normal', isGroup: false, prices: [30_000, 25_000, 0, 0, 0, 0], periods: [1, 6, 2, 3, 4, 5], taxRate: 1.1 };
    given(plan).when({ period: 6, method: 'bulk', admissionFeeDue: false }).then({ monthly_amount: 27_500, total: 165_000 });
    given(plan).when({ period: 2, method: 'bulk', admissionFeeDue: false }).thenRefuses(BillingErrors.PERIOD_NOT_OFFERED);
  });
});

describe('pricePlan: refusals', () => {
  const standard = given(normal(DEMO_PLANS.Standard));

  it.each([[0], [7], [1.5], [Number.NaN]])('refuses the period %p', (period) => {
    standard.when({ period, method: 'bulk', admissionFeeDue: false }).thenRefuses(BillingErrors.INVALID_PERIOD);
  });

  it('refuses a period the plan does not sell (price 0)', () => {
    given(normal([24_000, 0, 22_000, 0, 0, 20_000])).when({ period: 2, method: 'bulk', admissionFeeDue: false }).thenRefuses(BillingErrors.PERIOD_NOT_OFFERED);
  });

  it('refuses split for one month, and a group plan for more than one', () => {
    standard.when({ period: 1, method: 'split', admissionFeeDue: true }).thenRefuses(BillingErrors.SPLIT_NEEDS_PERIOD);
    given({ ...normal(DEMO_PLANS.Standard), isGroup: true }).when({ period: 2, method: 'bulk', admissionFeeDue: false }).thenRefuses(BillingErrors.GROUP_PLAN_PERIOD);
  });

  it('refuses an unknown method', () => {
    standard.when({ period: 1, method: 'cash' as PaymentMethod, admissionFeeDue: false }).thenRefuses(BillingErrors.METHOD_NOT_ALLOWED);
  });

  it('answers a refusal with the member message on the field it belongs to', () => {
    expect(answerFor(domainError(BillingErrors.SPLIT_NEEDS_PERIOD))).toEqual({ status: 422, body: { message: PaymentMessages.splitNeedsPeriod, errors: { method: [PaymentMessages.splitNeedsPeriod] } } });
    expect(answerFor(domainError(BillingErrors.INVALID_PERIOD))?.body.errors).toEqual({ period: ['期間は1〜6か月から選択してください。'] });
  });

  it('refuses a coupon whose value is not a discount', () => {
    expect(() => pricePlan({ plan: normal(DEMO_PLANS.Lite), period: 1, method: 'bulk', admissionFeeDue: true, coupon: coupon('percent', 101, 'subtotal') })).toThrow(RangeError);
    expect(() => pricePlan({ plan: normal(DEMO_PLANS.Lite), period: 1, method: 'bulk', admissionFeeDue: true, coupon: coupon('amount', -1, 'admission') })).toThrow(RangeError);
  });
});

describe('pricePlan: every demo plan, period, method, coupon and admission', () => {
  const COUPONS: Array<[string, AppliedCoupon | null]> = [
    ['no coupon', null],
    ['5,000 yen off the admission', coupon('amount', 5_000, 'admission')],
    ['15% off the subtotal', coupon('percent', 15, 'subtotal')],
    ['an amount off the subtotal larger than the total', coupon('amount', 10_000_000, 'subtotal')],
  ];
  const rows = Object.entries(DEMO_PLANS).flatMap(([name, prices]) =>
    PERIODS.flatMap((period) =>
      (['bulk', 'split', 'bank'] as const)
        .filter((method) => method !== 'split' || period > 1)
        .flatMap((method) => COUPONS.flatMap(([couponName, applied]) => [true, false].map((admissionFeeDue) => ({ name, prices, period, method, couponName, applied, admissionFeeDue })))),
    ),
  );

  it('covers the whole table', () => expect(rows).toHaveLength(5 * (6 + 5 + 6) * 4 * 2));

  it.each(rows)('$name, $period months, $method, $couponName, admission due: $admissionFeeDue', ({ prices, period, method, applied, admissionFeeDue }) => {
    const { result, charges } = pricePlan({ plan: normal(prices), period, method, coupon: applied, admissionFeeDue });
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

    expect(result.instalments).toHaveLength(method === 'split' ? period : 1);
    expect(charges).toHaveLength(result.instalments.length);
    expect(sum(result.instalments)).toBe(result.total);
    expect(result.first_charge).toBe(result.instalments[0]);
    charges.forEach((charge, i) => {
      expect(charge.tax).toBe(taxOn(charge.amount, '1.10'));
      expect(result.instalments[i]).toBe(charge.amount + charge.tax);
    });
    expect(sum(charges.map((c) => c.tax))).toBe(result.tax);
    for (const value of [...result.instalments, ...charges.flatMap((c) => [c.amount, c.tax]), result.admission_fee, result.discount_admission_fee, result.total_amount, result.discount_subtotal, result.total, result.tax]) {
      expect(Number.isSafeInteger(value) && value >= 0).toBe(true);
    }
    // The breakdown adds up, no discount exceeds its line, and the demo prices leave no rounding.
    expect(result.admission_fee - result.discount_admission_fee + result.total_amount - result.discount_subtotal).toBe(result.total);
    expect(result.discount_admission_fee).toBeLessThanOrEqual(result.admission_fee);
    expect(result.discount_subtotal).toBeLessThanOrEqual(result.total_amount);
    expect(result.total_amount).toBe(result.monthly_amount * period);
    expect(result.admission_fee).toBe(admissionFeeDue ? 33_000 : 0);
    expect(result.monthly_amount).toBe(Math.round(prices[period - 1] * 1.1));
    if (!applied) expect([result.discount_admission_fee, result.discount_subtotal]).toEqual([0, 0]);
    if (applied?.discountValue === 10_000_000) expect(result.total).toBe(result.admission_fee);
    if (applied?.target === 'admission' && admissionFeeDue) expect(result.discount_admission_fee).toBe(5_500);
  });
});

describe('the admission fee', () => {
  it('is 30,000 yen before 10% tax, and still 33,000 yen at another rate', () => {
    expect(admissionFeeExcludingTax(1.1)).toBe(30_000);
    expect(admissionFeeExcludingTax('1.10')).toBe(30_000);
    // 33,000 / 1.08 = 30,555.5…: 30,556 + 2,444 = 33,000.
    expect(admissionFeeExcludingTax(1.08)).toBe(30_556);
    expect(pricePlan({ plan: { ...normal(DEMO_PLANS.Lite), taxRate: 1.08 }, period: 1, method: 'bulk', admissionFeeDue: true }).result.admission_fee).toBe(33_000);
  });

  it.each([
    ['normal', false, true],
    ['normal', true, false],
    ['add', false, false],
    ['add', true, false],
  ] as const)('a %s plan, admission paid before: %p → due: %p', (planType, memberHasPaidAdmission, due) => {
    expect(isAdmissionFeeDue({ planType, memberHasPaidAdmission })).toBe(due);
  });
});
