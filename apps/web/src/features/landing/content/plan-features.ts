import { ADMISSION_FEE_YEN, EXTRA_EVENT_PRICE_YEN, EXTRA_LESSON_PRICE_YEN } from '@coaching/contracts';

// What the price section says around the plans themselves (spec §9).

export const ADMISSION_FEE = ADMISSION_FEE_YEN;

/** Add-ons a member can buy on top of a plan (tax included). */
export const extras = [
  { label: '追加レッスン', price: EXTRA_LESSON_PRICE_YEN, unit: '1回' },
  { label: '追加イベント参加', price: EXTRA_EVENT_PRICE_YEN, unit: '1回' },
] as const;

/** Coaching periods compared on the landing page; purchases accept 1 to 6 months. */
export const landingPeriods = [2, 3, 6] as const;

export const includedInEveryPlan = ['カルテの作成', 'コミュニティサーバーの利用', '担当コーチによる毎日のチャットサポート'] as const;

export const premiumExtras = [
  'イベントの優先予約',
  'レッスン前日の振替',
  'eスポーツキャリアサポート',
  '担当以外のコーチへのチャット相談',
  '就職活動のサポート',
] as const;
