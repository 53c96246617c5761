import type { PaymentHistoryEntry } from '@coaching/contracts';
import { historyPage, historyRow } from './history-rows';

const payment: PaymentHistoryEntry = {
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
  ordered_at: '2026-11-21T15:29:00Z',
  failed_at: null,
  charges_total: 1,
  charges_paid: 1,
  last_charge: { number: 1, amount: 119_900, charged_at: '2026-11-21T15:30:00Z' },
  transfer: null,
  has_receipt: true,
  refunded_amount: null,
  next_charge_at: null,
};

describe('historyRow', () => {
  it('shows the paid date in Tokyo, the status in plain words, the game and plan, and the amount with tax', () => {
    expect(historyRow(payment)).toEqual({
      id: 'p1',
      dateLabel: '決済日',
      date: '2026/11/22 00:30',
      status: '支払い済み',
      tone: 'paid',
      title: 'VALORANT Standard',
      detail: '3か月',
      amount: '119,900円',
      orderTotal: null,
      transfer: null,
      hasReceipt: true,
      refunded: null,
      nextCharge: null,
    });
  });

  it('shows what a monthly split charged and which instalment, with the order total beside it', () => {
    const row = historyRow({ ...payment, method: 'split', amount: 46_000, tax: 4_600, charges_total: 2, last_charge: { number: 1, amount: 25_300, charged_at: '2026-11-21T15:30:00Z' } });
    expect(row.amount).toBe('25,300円（1/2回目）');
    expect(row.orderTotal).toBe('合計 50,600円');
  });

  it('dates a pending transfer by its order, with the bank details and the due date', () => {
    const row = historyRow({
      ...payment,
      status: 'awaiting_transfer',
      status_ja: 'お振込待ち',
      paid_at: null,
      last_charge: null,
      has_receipt: false,
      plan: null,
      item: { name: '追加レッスン（1回）' },
      quantity: 2,
      period: null,
      transfer: { bank_name: 'みずほ銀行', branch_name: '渋谷支店', account_type: '普通', account_number: '1234567', account_holder: 'カ）ジージーコーチ', reference: 'AB12CD34', due_at: '2026-11-28T14:59:00Z', amount: 19_800 },
    });
    expect(row).toMatchObject({ dateLabel: '申込日', date: '2026/11/22 00:29', status: '入金待ち', tone: 'waiting', title: 'VALORANT 追加レッスン（1回）', detail: '2回', hasReceipt: false });
    expect(row.transfer).toEqual({ account: 'みずほ銀行 渋谷支店 普通 1234567', holder: 'カ）ジージーコーチ', reference: 'AB12CD34', dueDate: '2026年11月28日', amount: '19,800円' });
  });

  it('dates a failed payment by its failure, and words refunds and failures for members', () => {
    expect(historyRow({ ...payment, status: 'failed', status_ja: '決済失敗', paid_at: null, last_charge: null, failed_at: '2026-11-21T16:00:00Z' })).toMatchObject({ dateLabel: '失敗日', date: '2026/11/22 01:00', status: '失敗', tone: 'failed' });
    expect(historyRow({ ...payment, status: 'refunded', status_ja: '返金済み' }).status).toBe('返金済み');
    // A cancellation (解約) paid back part of the order: the member reads how much came back.
    expect(historyRow({ ...payment, status: 'refunded', status_ja: '返金済み', refunded_amount: 50_000 }).refunded).toBe('返金 50,000円');
    expect(historyRow(payment).refunded).toBeNull();
  });

  it('says when the next monthly payment is charged, in Tokyo with the weekday, and nothing when none is ahead', () => {
    // 15:00 UTC on 2 December is 00:00 on Thursday 3 December in Tokyo.
    expect(historyRow({ ...payment, method: 'split', next_charge_at: '2026-12-02T15:00:00Z' }).nextCharge).toBe('次回のお支払い 12月3日(木)');
    expect(historyRow(payment).nextCharge).toBeNull();
  });
});

describe('historyPage', () => {
  it('reads a page number, and page 1 for anything else', () => {
    expect(historyPage(new URLSearchParams('page=3'))).toBe(3);
    for (const text of ['', 'page=0', 'page=-1', 'page=x', 'page=2.5']) expect(historyPage(new URLSearchParams(text))).toBe(1);
  });
});
