import { DEMO_EXTRA_PLANS, DEMO_GAMES, DEMO_LEGACY_GAME, DEMO_MEMBER, DEMO_PLANS, demoExtraPlanPrice, periodPrices, TAX_RATE } from './catalogue';

describe('demo catalogue', () => {
  it.each(DEMO_PLANS.map((p) => [p.name, p.minMonthlyTaxIncluded] as const))('%s: its cheapest monthly price, tax included, is the spec figure %i', (_name, yen) => {
    const prices = periodPrices(yen);
    expect(prices).toHaveLength(6);
    expect(Math.round(Math.min(...prices) * TAX_RATE)).toBe(yen);
  });

  it('never charges more a month for a longer commitment', () => {
    for (const plan of DEMO_PLANS) {
      const prices = periodPrices(plan.minMonthlyTaxIncluded);
      prices.slice(1).forEach((price, i) => expect(price).toBeLessThanOrEqual(prices[i]));
    }
  });
});

describe('demo catalogue beyond spec §9 (every branch of the screens has data)', () => {
  it('has a group plan, an add plan and an offline plan, each priced for one month', () => {
    const byCode = Object.fromEntries(DEMO_EXTRA_PLANS.map((p) => [p.code, p]));
    expect(byCode.group).toMatchObject({ isGroup: true, planType: 'normal' });
    expect(byCode['add-coaching']).toMatchObject({ planType: 'add', isGroup: false });
    expect(byCode['offline-intensive']).toMatchObject({ lessonType: 'offline' });
    for (const plan of DEMO_EXTRA_PLANS) expect(Math.round(demoExtraPlanPrice(plan.monthlyTaxIncluded) * TAX_RATE)).toBe(plan.monthlyTaxIncluded);
  });

  it("has two add plans for each game on sale, so spec §2's 'another add plan of the same game' can be met (issue 34)", () => {
    for (const game of DEMO_GAMES) {
      const addPlans = DEMO_EXTRA_PLANS.filter((p) => p.planType === 'add' && (p.gameIds as readonly number[]).includes(game.id));
      expect([game.name, addPlans.length]).toEqual([game.name, 2]);
    }
  });

  it('gives the demo member a legacy game, which is not one of the games on sale', () => {
    expect(DEMO_MEMBER.games.map((g) => g.gameId)).toContain(DEMO_LEGACY_GAME.id);
    expect(DEMO_GAMES.map((g) => g.id)).not.toContain(DEMO_LEGACY_GAME.id);
    expect(DEMO_MEMBER.games.filter((g) => g.selected)).toHaveLength(1);
  });
});
