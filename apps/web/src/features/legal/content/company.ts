// The operator's facts, in one place: every legal page reads them from here.
// The company name and address are placeholders; change them here once.

export const company = {
  name: '株式会社GGコーチ',
  serviceName: 'GG COACH',
  campName: 'GG COACH フォートナイトキャンプ',
  representative: '代表取締役 山田 太郎',
  manager: '山田 太郎',
  postalAddress: '〒150-0000 東京都渋谷区○○ 1-2-3',
  phone: '請求があれば遅滞なく開示いたします',
  email: 'support@ggcoach.example',
  supportHours: '平日 10:00〜18:00（土日祝・年末年始を除く）',
  court: '東京地方裁判所',
} as const;

/** 制定日 2026年4月1日 / 最終改定日 2026年11月1日 */
export const legalDates = {
  enacted: '2026-04-01',
  revised: '2026-11-01',
} as const;

/** Event cancellation fees (spec §9), shared by both notices and the camp terms. */
export const eventCancellationFees = {
  kind: 'table',
  caption: 'キャンセル料',
  head: ['キャンセルのご連絡日', 'キャンセル料'],
  rows: [
    ['開催日の7日前〜4日前', '参加費の30%'],
    ['開催日の3日前〜1日前', '参加費の50%'],
    ['開催初日以降・無連絡の不参加', '参加費の100%'],
  ],
} as const;
