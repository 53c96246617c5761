import { BillingTerms, taxPercent, type ItemCalcResult, type PlanCalcResult } from '@coaching/contracts';

// The price breakdown of the confirmation pages (spec §2 /payments/create, /payments/item/create), as lines
// to show. Every amount comes from the calc answer: the web app computes no price itself.

export interface BreakdownLine {
  key: string;
  label: string;
  /** Yen, tax included; a discount is negative. */
  amount: number;
  note?: string;
}

export function planBreakdownLines(calc: PlanCalcResult): BreakdownLine[] {
  const lines: BreakdownLine[] = [];
  if (calc.admission_fee > 0) lines.push({ key: 'admission', label: '入会金', amount: calc.admission_fee });
  if (calc.discount_admission_fee > 0) {
    lines.push({ key: 'admission-discount', label: '入会金割引', amount: -calc.discount_admission_fee, note: calc.coupon?.name });
  }
  lines.push({ key: 'monthly', label: '月額料金', amount: calc.monthly_amount, note: `${calc.period}か月ご利用の場合の月額` });
  lines.push({ key: 'plan-total', label: `プラン料金（${calc.period}か月分）`, amount: calc.total_amount });
  if (calc.discount_subtotal > 0) lines.push({ key: 'coupon', label: 'クーポン割引', amount: -calc.discount_subtotal, note: calc.coupon?.name });
  return lines;
}

export function itemBreakdownLines(calc: ItemCalcResult): BreakdownLine[] {
  return [
    { key: 'unit', label: '単価', amount: calc.unit_price },
    { key: 'subtotal', label: `小計（${BillingTerms.itemCount(calc.quantity)}）`, amount: calc.subtotal },
  ];
}

/** A run of equal monthly charges: charges `from`–`to` (1-based) of `amount` each. */
export interface InstalmentRun {
  from: number;
  to: number;
  amount: number;
}

/** The charges in order, equal neighbours joined, so 6 months read as "1回目" and "2〜6回目", not six lines. */
export function instalmentRuns(instalments: readonly number[]): InstalmentRun[] {
  const runs: InstalmentRun[] = [];
  instalments.forEach((amount, index) => {
    const last = runs[runs.length - 1];
    if (last && last.amount === amount && last.to === index) last.to = index + 1;
    else runs.push({ from: index + 1, to: index + 1, amount });
  });
  return runs;
}

/** '1回目（本日）', '2回目', '2〜6回目（毎月）'. */
export function instalmentLabel(run: InstalmentRun): string {
  if (run.from === 1 && run.to === 1) return '1回目（本日）';
  if (run.from === 1) return `1〜${run.to}回目（本日から毎月）`;
  return run.from === run.to ? `${run.from}回目` : `${run.from}〜${run.to}回目（毎月）`;
}

/** "10%" from 1.1. */
export function taxRateLabel(taxRate: number): string {
  return `${taxPercent(taxRate)}%`;
}
