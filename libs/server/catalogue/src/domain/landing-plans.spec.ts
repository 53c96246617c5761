import { fromPrice, offeredPrices, type PlanDto, type PlanPricing } from '@coaching/contracts';
import { eventLabel, toLandingPlans } from './landing-plans';

let nextId = 1;
const plan = (code: string, name: string, gameId: number, prices: number[], extra: Partial<PlanDto> = {}): PlanDto => {
  const pricing: PlanPricing = {
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
  };
  return {
    ...pricing,
    tax_rate: 1.1,
    id: nextId++,
    name,
    code,
    game_id: gameId,
    game: { id: gameId, name: `game ${gameId}` },
    plan_type: 'normal',
    is_purchasable: true,
    lesson_type: 'online',
    lesson_count: 4,
    coaching_detail: `${name}のコーチング`,
    special_coaching_count: 0,
    special_coaching_detail: '',
    from_price: fromPrice(pricing),
    prices: offeredPrices(pricing),
    ...extra,
  };
};

describe('eventLabel', () => {
  it.each([
    [0, 'メンバー限定イベントに月2回参加', 'なし'],
    [-2, '', 'なし'],
    [2, 'メンバー限定イベントに月2回参加', 'メンバー限定イベントに月2回参加'],
    [-1, 'メンバー限定イベントに無制限で参加', 'メンバー限定イベントに無制限で参加'],
    [-1, ' ', '無制限'],
    [3, '', '月3回'],
  ])('count %p with detail %p reads %p', (count, detail, label) => {
    expect(eventLabel({ special_coaching_count: count, special_coaching_detail: detail })).toBe(label);
  });
});

describe('toLandingPlans', () => {
  it('makes one entry per code, priced at the cheapest game, with that plan wording, cheapest first', () => {
    const landing = toLandingPlans([
      plan('premium', 'Premium', 1, [70_000, 0, 0, 0, 0, 58_000], { special_coaching_count: -1, special_coaching_detail: 'イベント無制限' }),
      plan('lite', 'Lite', 1, [24_000, 0, 0, 0, 0, 20_000]),
      plan('lite', 'Lite（VALORANT）', 2, [23_000, 21_000]),
    ]);
    expect(landing).toEqual([
      {
        code: 'lite',
        label: 'Lite',
        price: 22_000,
        coaching: 'Liteのコーチング',
        coaching_help: null,
        event: 'なし',
        period_prices: [
          { period: 1, monthly: 25_300 },
          { period: 2, monthly: 23_100 },
          { period: 6, monthly: 22_000 },
        ],
      },
      {
        code: 'premium',
        label: 'Premium',
        price: 63_800,
        coaching: 'Premiumのコーチング',
        coaching_help: null,
        event: 'イベント無制限',
        period_prices: [
          { period: 1, monthly: 77_000 },
          { period: 6, monthly: 63_800 },
        ],
      },
    ]);
  });

  it('skips a plan with no price and answers nothing for nothing', () => {
    expect(toLandingPlans([plan('empty', 'Empty', 1, [])])).toEqual([]);
    expect(toLandingPlans([])).toEqual([]);
  });
});
