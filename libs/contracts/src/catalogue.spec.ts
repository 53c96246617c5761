import {
  CatalogueMessages as m,
  couponCodeSchema,
  couponInputSchema,
  fromPrice,
  gameCreateSchema,
  gameUpdateSchema,
  isPlanVisible,
  itemInputSchema,
  offeredPrices,
  type PlanPricing,
  planInputSchema,
} from './catalogue';
import { toFieldErrors } from './validation';

const plan = (prices: number[], extra: Partial<PlanPricing> = {}): PlanPricing => ({
  price1: prices[0] ?? 0,
  price2: prices[1] ?? 0,
  price3: prices[2] ?? 0,
  price4: prices[3] ?? 0,
  price5: prices[4] ?? 0,
  price6: prices[5] ?? 0,
  period1: 1,
  period2: 2,
  period3: 3,
  period4: 4,
  period5: 5,
  period6: 6,
  tax_rate: 1.1,
  is_group: false,
  ...extra,
});

const errorsOf = (schema: { safeParse(input: unknown): { success: boolean; error?: unknown } }, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : toFieldErrors(result.error as Parameters<typeof toFieldErrors>[0]);
};

describe('plan visibility (spec §5)', () => {
  it('shows a plan with at least one non-zero price', () => {
    expect(isPlanVisible(plan([0, 0, 0, 0, 0, 20_000]))).toBe(true);
  });

  it('hides a one-to-one plan with no price at all', () => {
    expect(isPlanVisible(plan([0, 0, 0, 0, 0, 0]))).toBe(false);
  });

  it('shows a group plan even with no price', () => {
    expect(isPlanVisible(plan([], { is_group: true }))).toBe(true);
  });
});

describe('from price (spec §5)', () => {
  it('is the cheapest non-zero monthly price with tax, rounded down per the one tax rule', () => {
    // 58,000 × 1.10 = 63,800 (the spec's Premium); zeros are not offered, so they are not the cheapest.
    expect(fromPrice(plan([69_600, 0, 63_800, 63_800, 63_800, 58_000]))).toBe(63_800);
    expect(fromPrice(plan([999], { tax_rate: '1.10' }))).toBe(1_098);
  });

  it('is null when nothing is priced', () => {
    expect(fromPrice(plan([], { is_group: true }))).toBeNull();
  });

  it('lists only the offered periods, by period, with and without tax', () => {
    expect(offeredPrices(plan([24_000, 0, 22_000], { period1: 6, period3: 2 }))).toEqual([
      { period: 2, monthly: 22_000, monthly_with_tax: 24_200 },
      { period: 6, monthly: 24_000, monthly_with_tax: 26_400 },
    ]);
  });
});

describe('game payloads', () => {
  it('needs an id on create and a name, with defaults for the flags', () => {
    expect(gameCreateSchema.parse({ id: 7, name: ' Fortnite ' })).toEqual({
      id: 7,
      name: 'Fortnite',
      description: '',
      image_path: null,
      discord_url: null,
      is_purchasable: true,
      is_legacy: false,
      sort_order: 0,
    });
    expect(errorsOf(gameCreateSchema, { id: 0, name: ' ' })).toEqual({ id: [m.gameIdInvalid], name: [m.nameRequired] });
  });

  it('refuses a Discord link that is not http(s) and an image path that is not a path', () => {
    expect(errorsOf(gameUpdateSchema, { name: 'VALORANT', discord_url: 'javascript:alert(1)', image_path: 'no slash' })).toEqual({
      discord_url: [m.urlInvalid],
      image_path: [m.imagePathInvalid],
    });
    expect(gameUpdateSchema.parse({ name: 'VALORANT', discord_url: '', image_path: '' })).toMatchObject({ discord_url: null, image_path: null });
  });
});

describe('plan payloads', () => {
  const valid = { game_id: 1, code: 'lite', name: 'Lite', lesson_count: 2, price1: 24_000, price6: 20_000, tax_rate: 1.1 };

  it('accepts a plan and fills the defaults', () => {
    expect(planInputSchema.parse(valid)).toMatchObject({ plan_type: 'normal', lesson_type: 'online', is_group: false, is_purchasable: true, price2: 0, period2: 2, special_coaching_count: 0 });
  });

  it.each([
    ['a negative price', { price3: -1 }, 'price3', m.priceInvalid],
    ['a fractional price', { price1: 100.5 }, 'price1', m.priceInvalid],
    ['a tax rate below 1.00', { tax_rate: 0.1 }, 'tax_rate', m.taxRateInvalid],
    ['a tax rate above 1.30', { tax_rate: 1.31 }, 'tax_rate', m.taxRateInvalid],
    ['a tax rate with three decimals', { tax_rate: 1.105 }, 'tax_rate', m.taxRateInvalid],
    ['a negative lesson count', { lesson_count: -1 }, 'lesson_count', m.lessonCountInvalid],
    ['an unknown plan type', { plan_type: 'trial' }, 'plan_type', m.planTypeInvalid],
    ['an unknown lesson type', { lesson_type: 'hybrid' }, 'lesson_type', m.lessonTypeInvalid],
    ['a period of 7 months', { period2: 7 }, 'period2', m.periodInvalid],
    ['a code with capitals', { code: 'Lite' }, 'code', m.codeInvalid],
    ['no name', { name: '' }, 'name', m.nameRequired],
    ['events below -1', { special_coaching_count: -2 }, 'special_coaching_count', m.specialCoachingCountInvalid],
  ])('refuses %s', (_label, change, field, message) => {
    expect(errorsOf(planInputSchema, { ...valid, ...change })).toEqual({ [field]: [message] });
  });

  it('accepts the bounds: tax 1.00 and 1.30, no lessons, unlimited events', () => {
    expect(planInputSchema.safeParse({ ...valid, tax_rate: 1, lesson_count: 0, special_coaching_count: -1 }).success).toBe(true);
    expect(planInputSchema.safeParse({ ...valid, tax_rate: 1.3 }).success).toBe(true);
  });

  it('refuses two offered prices for the same number of months, but not an unpriced duplicate', () => {
    expect(errorsOf(planInputSchema, { ...valid, period6: 1 })).toEqual({ period6: [m.periodDuplicate] });
    expect(planInputSchema.safeParse({ ...valid, period2: 1 }).success).toBe(true);
  });
});

describe('item payloads', () => {
  it('needs a game, a code, a name and a price', () => {
    expect(errorsOf(itemInputSchema, {})).toEqual({ game_id: [m.gameRequired], code: [m.codeRequired], name: [m.nameRequired], price: [m.priceInvalid] });
    expect(itemInputSchema.parse({ game_id: 2, code: 'extra-lesson', name: '追加レッスン', price: 9_000 })).toEqual({
      game_id: 2,
      code: 'extra-lesson',
      name: '追加レッスン',
      price: 9_000,
      tax_rate: 1.1,
      is_purchasable: true,
    });
  });
});

describe('coupon payloads', () => {
  const valid = { code: 'welcome2026', name: '入会金半額', discount_type: 'percent', discount_value: 50, target: 'admission' };

  it('normalises the code to upper case and reads empty optionals as none', () => {
    expect(couponInputSchema.parse({ ...valid, plan_id: '', starts_at: '', ends_at: null, max_uses: '' })).toEqual({
      ...valid,
      code: 'WELCOME2026',
      plan_id: null,
      starts_at: null,
      ends_at: null,
      max_uses: null,
      is_active: true,
    });
    expect(couponCodeSchema.parse(' friend-5000 ')).toBe('FRIEND-5000');
  });

  it.each([
    ['a code that is too short', { code: 'ab' }, 'code', m.couponCodeInvalid],
    ['a code with other characters', { code: 'WELCOME 2026' }, 'code', m.couponCodeInvalid],
    ['a percentage above 100', { discount_value: 101 }, 'discount_value', m.percentInvalid],
    ['a percentage of 0', { discount_value: 0 }, 'discount_value', m.percentInvalid],
    ['an amount of 0 yen', { discount_type: 'amount', discount_value: 0 }, 'discount_value', m.amountInvalid],
    ['an unknown discount type', { discount_type: 'free' }, 'discount_type', m.discountTypeInvalid],
    ['an unknown target', { target: 'item' }, 'target', m.targetInvalid],
    ['a use limit of 0', { max_uses: 0 }, 'max_uses', m.maxUsesInvalid],
    ['a date that is not a date', { starts_at: 'tomorrow-ish' }, 'starts_at', m.dateInvalid],
    ['a date-time without its time zone', { ends_at: '2026-12-01T10:00' }, 'ends_at', m.dateInvalid],
    ['an impossible date', { starts_at: '2026-02-30T10:00:00Z' }, 'starts_at', m.dateInvalid],
    ['an end before the start', { starts_at: '2026-12-01T00:00:00+09:00', ends_at: '2026-11-30T00:00:00+09:00' }, 'ends_at', m.endsBeforeStarts],
  ])('refuses %s', (_label, change, field, message) => {
    expect(errorsOf(couponInputSchema, { ...valid, ...change })).toEqual({ [field]: [message] });
  });

  it('accepts an amount of 5,000 yen on the subtotal for one plan over a period', () => {
    expect(
      couponInputSchema.parse({ ...valid, code: 'FRIEND5000', discount_type: 'amount', discount_value: 5_000, target: 'subtotal', plan_id: 3, starts_at: '2026-11-01T00:00:00+09:00', ends_at: '2027-01-01T00:00:00+09:00', max_uses: 100 }),
    ).toMatchObject({ discount_value: 5_000, plan_id: 3, starts_at: '2026-10-31T15:00:00.000Z', ends_at: '2026-12-31T15:00:00.000Z', max_uses: 100 });
  });
});
