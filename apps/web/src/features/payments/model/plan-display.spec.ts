import type { GameDto, ItemDto, PlanDto } from '@coaching/contracts';
import { eventsLabel, lessonsLabel, purchasableGames } from './plan-display';

describe('plan labels', () => {
  it('name lessons a month', () => {
    expect(lessonsLabel({ lesson_count: 4 })).toBe('月4回');
    expect(lessonsLabel({ lesson_count: 0 })).toBe('なし');
  });

  it('name events: unlimited, none, or a count, preferring the detail text', () => {
    expect(eventsLabel({ special_coaching_count: -1, special_coaching_detail: '' })).toBe('無制限');
    expect(eventsLabel({ special_coaching_count: -1, special_coaching_detail: 'メンバー限定イベントに無制限で参加' })).toBe('メンバー限定イベントに無制限で参加');
    expect(eventsLabel({ special_coaching_count: 0, special_coaching_detail: 'x' })).toBe('なし');
    expect(eventsLabel({ special_coaching_count: -5, special_coaching_detail: '' })).toBe('なし');
    expect(eventsLabel({ special_coaching_count: 2, special_coaching_detail: '' })).toBe('月2回');
  });
});

describe('purchasableGames', () => {
  const prices = { price1: 0, price2: 0, price3: 0, price4: 0, price5: 0, price6: 0 };
  const plan = (id: number, over: Partial<PlanDto> = {}) => ({ id, is_group: false, is_purchasable: true, ...prices, price6: 30_000, ...over }) as PlanDto;
  const item = (id: number, is_purchasable = true) => ({ id, is_purchasable }) as ItemDto;
  const game = (id: number, over: Partial<GameDto> = {}) => ({ id, is_legacy: false, is_purchasable: true, plans: [], items: [], ...over }) as GameDto;

  it('drops legacy and unpurchasable games', () => {
    expect(purchasableGames([game(1), game(2, { is_legacy: true }), game(3, { is_purchasable: false })]).map((g) => g.id)).toEqual([1]);
  });

  it('keeps visible purchasable plans (a priced one, or a group plan) and purchasable items', () => {
    const [only] = purchasableGames([
      game(1, {
        plans: [plan(1), plan(2, { price6: 0 }), plan(3, { price6: 0, is_group: true }), plan(4, { is_purchasable: false })],
        items: [item(1), item(2, false)],
      }),
    ]);
    expect(only.plans.map((p) => p.id)).toEqual([1, 3]);
    expect(only.items.map((i) => i.id)).toEqual([1]);
  });
});
