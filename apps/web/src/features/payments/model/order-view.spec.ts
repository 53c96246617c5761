import type { OrderDetail } from '@coaching/contracts';
import { orderCardLabel, orderView } from './order-view';

const order = (over: Partial<OrderDetail> = {}): OrderDetail => ({
  id: 'a6f0c7e2-0000-4000-8000-000000000001',
  status: 'captured',
  status_ja: '即時売上',
  paid_at: '2026-11-22T01:00:00.000Z',
  amount: 106_000,
  tax: 10_600,
  method: 'split',
  game: { name: 'VALORANT' },
  plan: { name: 'Standard' },
  item: null,
  quantity: null,
  period: 2,
  ordered_at: '2026-11-22T00:59:00.000Z',
  failed_at: null,
  charges_total: 2,
  charges_paid: 1,
  last_charge: { number: 1, amount: 74_800, charged_at: '2026-11-22T01:00:00.000Z' },
  transfer: null,
  has_receipt: true,
  refunded_amount: null,
  next_charge_at: '2026-12-22T01:00:00.000Z',
  kind: 'plan',
  terms: 'plan',
  admission_fee: 33_000,
  coupon_code: null,
  payer: '山田 花子',
  charges: [
    { number: 1, due_at: '2026-11-22T00:59:00.000Z', amount: 74_800, state: 'paid', paid_at: '2026-11-22T01:00:00.000Z' },
    { number: 2, due_at: '2026-12-22T00:59:00.000Z', amount: 41_800, state: 'due', paid_at: null },
  ],
  card: { state: 'saved', last4: '1111', brand: 'Visa' },
  ...over,
});

describe('orderView', () => {
  it('given a monthly order with one month paid, when shown, then each month has its date, amount and whether it is paid, under the glossary heading', () => {
    const view = orderView(order());
    expect(view.scheduleTitle).toBe('毎月のご請求（全2回）');
    expect(view.charges).toEqual([
      expect.objectContaining({ label: '1回目', dueDate: '2026年11月22日', amount: '74,800円', status: '支払い済み', paidAt: '2026/11/22 10:00' }),
      expect.objectContaining({ label: '2回目', dueDate: '2026年12月22日', amount: '41,800円', status: 'お支払い予定', paidAt: null }),
    ]);
    expect(view.facts).toEqual(
      expect.arrayContaining([
        { label: 'ご購入内容', value: 'VALORANT Standard（2か月）' },
        { label: 'お支払い方法', value: 'カード毎月払い' },
        { label: 'お支払い総額', value: '116,600円（税込）' },
        { label: 'お支払い者', value: '山田 花子 様' },
      ]),
    );
    expect(view.card).toBe('Visa •••• 1111');
  });

  it("given a plan, when shown, then the terms are the plan's cooling-off and cancellation fees", () => {
    expect(orderView(order()).terms.join('\n')).toMatch(/8日以内.*15,000円/s);
  });

  it("given an extra lesson bought twice by transfer, when shown, then it is counted in 回 with the add-on's own terms", () => {
    const view = orderView(order({ kind: 'item', terms: 'extra_lesson', method: 'bank', plan: null, item: { name: '追加レッスン（1回）' }, period: null, quantity: 2, card: null, admission_fee: 0 }));
    expect(view.facts[0]).toEqual({ label: 'ご購入内容', value: 'VALORANT 追加レッスン（1回）（2回）' });
    expect(view.scheduleTitle).toBe('お支払いの予定と実績');
    expect(view.card).toBeNull();
    expect(view.terms.join('\n')).not.toMatch(/審査通過|15,000円/);
  });

  it('given a card no longer saved or a provider that did not answer, when named, then the page says so instead of digits', () => {
    expect(orderCardLabel({ state: 'removed' })).toBe('登録を解除したカード');
    expect(orderCardLabel({ state: 'unavailable' })).toMatch(/確認できませんでした/);
    expect(orderCardLabel({ state: 'saved', last4: '0004', brand: null })).toBe('•••• 0004');
  });
});
