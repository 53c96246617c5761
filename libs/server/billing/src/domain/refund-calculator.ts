import { addTokyoDays, RefundMessages, tokyoDayStart, tokyoDaysBetween } from '@coaching/contracts';

// What a member gets back when a coaching contract ends early (spec §9; the legal notice 特定商取引法に基づく表記,
// 「クーリング・オフ」「解約・返金」; the terms, 第n条「解約、退会およびクーリング・オフ」). Amounts are integer yen, tax included.

/** Cooling-off: within 8 days counting the day of the notice that completed registration (審査通過のご案内). */
export const COOLING_OFF_DAYS = 8;
/** Cancelling before the service starts: a fee of 15,000 yen. */
export const CANCELLATION_FEE_BEFORE_START = 15_000;
/** Cancelling after it starts: a fee of 20 % of what remains, at most 50,000 yen. */
export const CANCELLATION_FEE_RATE_AFTER_START = 0.2;
export const CANCELLATION_FEE_CAP_AFTER_START = 50_000;

export interface RefundFacts {
  /** What the member paid for the contract, tax included. */
  paid: number;
  /** When the notice that completed registration was sent (our mail that the plan started). */
  noticeAt: Date;
  /** When the member asked to cancel. */
  requestedAt: Date;
  /**
   * When the service started: the day the coach was assigned (the legal notice, 役務の提供時期: 「お支払いの確認後、
   * 担当コーチの決定をもって提供を開始します」), or the period's start for a renewal; null while no coach is assigned.
   */
  serviceStartsAt: Date | null;
  /** One lesson's amount under the contract (paid ÷ lessons the contract gives). */
  perLessonAmount: number;
  /** Lessons held (attended, missed, or cancelled late: the terms count those as taken). */
  lessonsTaken: number;
}

export type RefundKind = 'cooling-off' | 'before-start' | 'after-start';

/** One line of the calculation as support reads it: positive is owed to the member, negative is kept. */
export interface RefundLine {
  label: string;
  amount: number;
  /** Says why rather than counts (amount 0): the cooling-off's law, a service not started. */
  note?: boolean;
}

export interface RefundCalculation {
  kind: RefundKind;
  lines: RefundLine[];
  refund: number;
}

/** Whether `requestedAt` is within the cooling-off days of the notice (the notice day is the first). */
export function withinCoolingOff(noticeAt: Date, requestedAt: Date): boolean {
  return tokyoDaysBetween(noticeAt, requestedAt) < COOLING_OFF_DAYS;
}

/** The last moment of the cooling-off, as support reads it: 23:59:59 of the 8th Tokyo day counting the notice's. */
export function coolingOffUntil(noticeAt: Date): Date {
  return new Date(addTokyoDays(tokyoDayStart(noticeAt), COOLING_OFF_DAYS).getTime() - 1000);
}

/** The refund the legal notice gives, line by line. Never negative, never more than was paid. */
export function calculateRefund(facts: RefundFacts): RefundCalculation {
  const paid = Math.max(0, Math.round(facts.paid));
  const received: RefundLine = { label: 'お支払済みの料金', amount: paid };
  if (withinCoolingOff(facts.noticeAt, facts.requestedAt)) {
    // Full by law, whatever was used: the line says so, so nobody reads it as a goodwill gesture.
    return { kind: 'cooling-off', lines: [received, { label: RefundMessages.coolingOffReason, amount: 0, note: true }], refund: paid };
  }
  if (facts.serviceStartsAt === null || facts.requestedAt < facts.serviceStartsAt) {
    const fee = Math.min(paid, CANCELLATION_FEE_BEFORE_START);
    const why: RefundLine[] = facts.serviceStartsAt === null ? [{ label: RefundMessages.serviceNotStarted, amount: 0, note: true }] : [];
    return { kind: 'before-start', lines: [received, { label: '解約手数料（役務提供開始前）', amount: -fee }, ...why], refund: paid - fee };
  }
  const taken = Math.min(paid, Math.max(0, Math.round(facts.perLessonAmount)) * facts.lessonsTaken);
  const remaining = paid - taken;
  // 残額の20%または50,000円のいずれか低い額: rounded down to the yen, in the member's favour.
  const fee = Math.min(Math.floor(remaining * CANCELLATION_FEE_RATE_AFTER_START), CANCELLATION_FEE_CAP_AFTER_START);
  return {
    kind: 'after-start',
    lines: [
      received,
      { label: `受講済みのレッスン（${facts.lessonsTaken}回 × ${Math.round(facts.perLessonAmount).toLocaleString('ja-JP')}円）`, amount: -taken },
      { label: '解約手数料（残額の20%、上限50,000円）', amount: -fee },
    ],
    refund: remaining - fee,
  };
}
