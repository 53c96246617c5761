import { ADMISSION_FEE_YEN, EXTRA_EVENT_PRICE_YEN, EXTRA_LESSON_PRICE_YEN, GAME_IDS } from '@coaching/contracts';

/** Prices are stored without tax; what members see is price × tax_rate (spec §9), 10% consumption tax. */
export const TAX_RATE = 1.1;
const withoutTax = (taxIncluded: number) => Math.round(taxIncluded / TAX_RATE);

export const DEMO_GAMES = [
  {
    id: GAME_IDS.APEX_LEGENDS,
    name: 'APEX LEGENDS',
    description: '立ち回り・エイム・チーム連携まで、ランクを上げるための考え方を一緒に身につけます。',
    discordUrl: 'https://discord.gg/ggcoach-apex',
    sortOrder: 1,
  },
  {
    id: GAME_IDS.VALORANT,
    name: 'VALORANT',
    description: 'エージェント理解・定点・クロスヘア配置から、試合の流れを読む力までを個別指導します。',
    discordUrl: 'https://discord.gg/ggcoach-valorant',
    sortOrder: 2,
  },
] as const;

/**
 * The five plans of spec §9: lessons a month, member events, and the cheapest monthly price (tax
 * included), which is the six-month price; shorter commitments cost a little more each month.
 */
export const DEMO_PLANS = [
  { code: 'lite', name: 'Lite', lessons: 2, events: 0, minMonthlyTaxIncluded: 22_000, coaching: '月2回（基本的に隔週）の個別コーチング' },
  { code: 'lite-plus', name: 'Lite+', lessons: 2, events: 2, minMonthlyTaxIncluded: 34_100, coaching: '月2回（基本的に隔週）の個別コーチング' },
  { code: 'standard', name: 'Standard', lessons: 4, events: 0, minMonthlyTaxIncluded: 36_300, coaching: '月4回（毎週）の個別コーチング' },
  { code: 'standard-plus', name: 'Standard+', lessons: 4, events: 2, minMonthlyTaxIncluded: 49_500, coaching: '月4回（毎週）の個別コーチング' },
  { code: 'premium', name: 'Premium', lessons: 4, events: -1, minMonthlyTaxIncluded: 63_800, coaching: '月4回（毎週）の個別コーチング＋前日振替・キャリアサポート' },
] as const;

/**
 * Plans beside the five of spec §9, so every branch of the purchase and member screens has data: a group
 * plan (period fixed at one month), two add plans per game (a member holds at most one add plan of a game: with
 * two, spec §2's 'already purchased another plan for the same game' is reachable, issue 34), and
 * for APEX LEGENDS an offline plan (lesson_type offline: its terms are the camp terms, and mypage says the
 * details come by e-mail). Prices are one month, tax included.
 */
export const DEMO_EXTRA_PLANS = [
  { code: 'group', name: 'グループコーチング', planType: 'normal', isGroup: true, lessonType: 'online', lessons: 4, monthlyTaxIncluded: 16_500, coaching: '月4回のグループコーチング（最大5名）', gameIds: [GAME_IDS.APEX_LEGENDS, GAME_IDS.VALORANT] },
  { code: 'add-coaching', name: '追加コーチング（月2回）', planType: 'add', isGroup: false, lessonType: 'online', lessons: 2, monthlyTaxIncluded: 19_800, coaching: '受講中のプランに月2回の個別コーチングを追加', gameIds: [GAME_IDS.APEX_LEGENDS, GAME_IDS.VALORANT] },
  { code: 'add-coaching-4', name: '追加コーチング（月4回）', planType: 'add', isGroup: false, lessonType: 'online', lessons: 4, monthlyTaxIncluded: 37_400, coaching: '受講中のプランに月4回の個別コーチングを追加', gameIds: [GAME_IDS.APEX_LEGENDS, GAME_IDS.VALORANT] },
  { code: 'offline-intensive', name: 'オフライン集中レッスン', planType: 'normal', isGroup: false, lessonType: 'offline', lessons: 2, monthlyTaxIncluded: 44_000, coaching: '都内の会場で行う対面の集中レッスン（月2回）', gameIds: [GAME_IDS.APEX_LEGENDS] },
] as const;

export const demoExtraPlanPrice = (monthlyTaxIncluded: number) => withoutTax(monthlyTaxIncluded);

/** A game no longer taught: not sold, and left out of members' course lists (spec §2), though members keep it. */
export const DEMO_LEGACY_GAME = { id: 3, name: 'Overwatch 2', description: '現在は新規のお申し込みを受け付けていません。', sortOrder: 9 } as const;

/** Monthly price by period (months 1..6), as a factor of the six-month price. */
const PERIOD_FACTORS = [1.2, 1.15, 1.1, 1.1, 1.1, 1] as const;

export function periodPrices(minMonthlyTaxIncluded: number): number[] {
  const base = withoutTax(minMonthlyTaxIncluded);
  return PERIOD_FACTORS.map((f) => Math.round((base * f) / 100) * 100);
}

export const eventDetail = (events: number) => (events < 0 ? 'メンバー限定イベントに無制限で参加' : events === 0 ? '' : `メンバー限定イベントに月${events}回参加`);

export const DEMO_ITEMS = [
  { code: 'extra-lesson', name: '追加レッスン（1回）', price: withoutTax(EXTRA_LESSON_PRICE_YEN) },
  { code: 'extra-event', name: '追加イベント参加（1回）', price: withoutTax(EXTRA_EVENT_PRICE_YEN) },
] as const;

/** Demo coupons (codes are stored upper case): half the admission fee, and 5,000 yen off for a referral. */
export const DEMO_COUPONS = [
  { code: 'WELCOME2026', name: '入会金半額', discountType: 'percent', discountValue: 50, target: 'admission' },
  { code: 'FRIEND5000', name: 'お友だち紹介 5,000円引き', discountType: 'amount', discountValue: 5_000, target: 'subtotal' },
] as const;

export const DEMO_COACHES = [
  { code: 'coach-kaito', name: '佐藤 海斗', gameId: GAME_IDS.APEX_LEGENDS, profile: 'マスター帯常連。立ち回りとチーム連携の言語化が得意です。' },
  { code: 'coach-misaki', name: '高橋 美咲', gameId: GAME_IDS.APEX_LEGENDS, profile: '元セミプロ。エイム練習メニューの設計に定評があります。' },
  { code: 'coach-ren', name: '伊藤 蓮', gameId: GAME_IDS.VALORANT, profile: 'イモータル到達。デュエリスト・イニシエーターを中心に指導。' },
  { code: 'coach-yui', name: '渡辺 結衣', gameId: GAME_IDS.VALORANT, profile: 'コーチ歴3年。定点とラウンド設計をわかりやすく解説します。' },
] as const;

/**
 * Demo trial hours (Asia/Tokyo): every demo coach takes trials on weekday evenings and weekend days, so each
 * game's slot has two seats. The worker writes the schedule from these when it starts.
 */
export const DEMO_TRIAL_HOURS = [
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '19:00', end: '23:00' })),
  ...[0, 6].map((weekday) => ({ weekday, start: '10:00', end: '18:00' })),
] as const;

export const DEMO_NEWS = [
  {
    slug: 'welcome-2026-winter',
    title: '冬のメンバー限定カスタム大会を開催します',
    body: '<p>12月に APEX LEGENDS と VALORANT のメンバー限定カスタム大会を開催します。詳細はコミュニティサーバーでお知らせします。</p>',
    publishedAt: '2026-11-15T01:00:00Z',
  },
  {
    slug: 'year-end-schedule',
    title: '年末年始のレッスン日程について',
    body: '<p>12月29日〜1月3日はサポート窓口をお休みします。レッスンは担当コーチと日程をご相談ください。</p>',
    publishedAt: '2026-11-20T01:00:00Z',
  },
  {
    slug: 'valorant-patch-review',
    title: 'VALORANT 最新パッチの解説会を開きます',
    body: '<p>VALORANT コースの受講生向けに、最新パッチの変更点をコーチが解説します。</p><ul><li>日時: 12月6日（土）20:00〜</li><li>場所: コミュニティサーバーのステージチャンネル</li></ul>',
    publishedAt: '2026-11-22T10:00:00Z',
    gameId: GAME_IDS.VALORANT,
  },
] as const;

/** The demo member's courses: APEX LEGENDS (selected), VALORANT, and the legacy game, which their course list leaves out. */
export const DEMO_MEMBER = {
  email: 'member@ggcoach.example',
  password: 'member-demo-password',
  lastName: '山田',
  firstName: '太郎',
  games: [
    { gameId: GAME_IDS.APEX_LEGENDS, selected: true },
    { gameId: GAME_IDS.VALORANT, selected: false },
    { gameId: DEMO_LEGACY_GAME.id, selected: false },
  ],
} as const;

export { ADMISSION_FEE_YEN };
