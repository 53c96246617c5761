import type { ItemCalcResult, PlanCalcResult } from '@coaching/contracts';
import { itemPurchaseTerms, planPurchaseTerms } from './purchase-terms';

const calc = (over: Partial<PlanCalcResult> = {}): PlanCalcResult =>
  ({
    admission_fee: 33_000,
    discount_admission_fee: 0,
    monthly_amount: 24_200,
    total_amount: 72_600,
    discount_subtotal: 0,
    total: 105_600,
    tax: 9_600,
    tax_rate: 1.1,
    coupon: null,
    method: 'split',
    period: 3,
    instalments: [57_200, 24_200, 24_200],
    first_charge: 57_200,
    ...over,
  }) as PlanCalcResult;

const term = (terms: { label: string; lines: string[] }[], label: string) => terms.find((t) => t.label === label)?.lines.join('\n') ?? '';

describe('planPurchaseTerms', () => {
  it('gives the amounts, each charge and when it is made, the period and that it does not renew, and the cancellation terms', () => {
    const terms = planPurchaseTerms(calc(), 'split');
    expect(terms.map((t) => t.label)).toEqual(['お支払い金額', 'お支払いの時期', '提供期間・更新', '解約・返金']);
    expect(term(terms, 'お支払い金額')).toContain('入会金 33,000円（初回のみ）');
    expect(term(terms, 'お支払い金額')).toContain('月額料金 24,200円 × 3か月');
    expect(term(terms, 'お支払い金額')).toContain('お支払い総額 105,600円（税込）');
    expect(term(terms, 'お支払いの時期')).toContain('1回目（本日）：57,200円');
    expect(term(terms, 'お支払いの時期')).toContain('2〜3回目（毎月）：24,200円');
    expect(term(terms, '提供期間・更新')).toMatch(/3か月間.*自動では更新されず/s);
    // The legal notice's own words (/ebizrule).
    expect(term(terms, '解約・返金')).toMatch(/8日以内/);
    expect(term(terms, '解約・返金')).toMatch(/15,000円/);
  });

  it('says when a lump sum and a transfer are due, and leaves out an admission fee already paid', () => {
    expect(term(planPurchaseTerms(calc({ method: 'bulk', admission_fee: 0 }), 'bulk'), 'お支払いの時期')).toBe('お申し込み時（「購入する」を押した時）に、105,600円 をカードへ一括で請求します。');
    expect(term(planPurchaseTerms(calc({ admission_fee: 0 }), 'bulk'), 'お支払い金額')).not.toContain('入会金');
    expect(term(planPurchaseTerms(calc(), 'bank'), 'お支払いの時期')).toMatch(/7日以内に 105,600円 をお振込み/);
  });
});

describe('itemPurchaseTerms', () => {
  it('gives the price, the charge at purchase, no renewal, and the cancellation terms', () => {
    const item: ItemCalcResult = { unit_price: 9_900, quantity: 2, subtotal: 19_800, tax: 1_800, tax_rate: 1.1, total: 19_800 };
    const terms = itemPurchaseTerms(item, 'bulk');
    expect(term(terms, 'お支払い金額')).toContain('9,900円 × 2回');
    expect(term(terms, '提供期間・更新')).toContain('自動更新はありません');
  });

  it("shows an extra lesson's own terms, never the plan's screening notice or its 15,000円 cancellation fee (issue 32)", () => {
    const item: ItemCalcResult = { unit_price: 9_900, quantity: 2, subtotal: 19_800, tax: 1_800, tax_rate: 1.1, total: 19_800 };
    const text = itemPurchaseTerms(item, 'bulk', 'extra_lesson').flatMap((t) => t.lines).join('\n');
    expect(text).not.toMatch(/審査通過|15,000円|点/);
    expect(term(itemPurchaseTerms(item, 'bulk', 'extra_lesson'), 'キャンセル')).toMatch(/2日前の23時59分まで.*1週間以内に振替/s);
  });

  it("shows an extra event's cancellation fees by the day of notice", () => {
    const item: ItemCalcResult = { unit_price: 7_700, quantity: 1, subtotal: 7_700, tax: 700, tax_rate: 1.1, total: 7_700 };
    const cancel = term(itemPurchaseTerms(item, 'bank', 'extra_event'), 'キャンセル');
    expect(cancel).toContain('開催日の7日前〜4日前：参加費の30%');
    expect(cancel).toContain('開催日の3日前〜1日前：参加費の50%');
    expect(cancel).not.toMatch(/審査通過|15,000円/);
  });
});
