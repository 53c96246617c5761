import type { PaymentSummary } from '@coaching/contracts';
import { historyPage, historyRow, NOT_PAID_YET } from './history-rows';

const payment: PaymentSummary = {
  id: 'p1',
  status: 'captured',
  status_ja: '即時売上',
  // 15:30 UTC is 00:30 the next day in Tokyo.
  paid_at: '2026-11-21T15:30:00Z',
  amount: 109_000,
  tax: 10_900,
  method: 'bulk',
  game: { name: 'VALORANT' },
  plan: { name: 'Standard' },
  item: null,
  quantity: null,
  period: 3,
};

describe('historyRow', () => {
  it('shows the paid date in Tokyo, the game and plan, and the amount with tax', () => {
    expect(historyRow(payment)).toEqual({
      id: 'p1',
      paidAt: '2026/11/22 00:30',
      status: '即時売上',
      title: 'VALORANT Standard',
      detail: '3か月',
      amount: '119,900円',
      settled: true,
    });
  });

  it('names an item and its quantity, and a dash before payment', () => {
    const row = historyRow({ ...payment, status: 'awaiting_transfer', status_ja: 'お振込待ち', paid_at: null, plan: null, item: { name: '追加レッスン（1回）' }, quantity: 2, period: null });
    expect(row.title).toBe('VALORANT 追加レッスン（1回）');
    expect(row.detail).toBe('2点');
    expect(row.paidAt).toBe(NOT_PAID_YET);
    expect(row.settled).toBe(false);
  });
});

describe('historyPage', () => {
  it('reads a page number, and page 1 for anything else', () => {
    expect(historyPage(new URLSearchParams('page=3'))).toBe(3);
    for (const text of ['', 'page=0', 'page=-1', 'page=x', 'page=2.5']) expect(historyPage(new URLSearchParams(text))).toBe(1);
  });
});
