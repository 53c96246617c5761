import { z } from 'zod';
import { PURCHASE_PERIOD_MAX, PURCHASE_PERIOD_MIN } from './constants';
import { withTax } from './money';

// The catalogue (spec §3 Game, Plan, Item; coupons of §7/§8): answer types in the spec's snake_case,
// the plan rules of §5 the server and both front ends share, and the back office's edit payloads.

export const CatalogueMessages = {
  couponValid: 'クーポンコードを確認しました。',
  couponInvalid: 'クーポンコードが正しくありません。',
  couponCodeTaken: 'このクーポンコードはすでに使われています。',
  couponInUse: 'このクーポンは利用された記録があるため削除できません。無効にしてください。',
  gameNotFound: 'ゲームが見つかりませんでした。',
  planNotFound: 'プランが見つかりませんでした。',
  itemNotFound: '追加アイテムが見つかりませんでした。',
  couponNotFound: 'クーポンが見つかりませんでした。',
  gameIdTaken: 'このIDのゲームはすでに登録されています。',
  planCodeTaken: 'このゲームには同じコードのプランがすでにあります。',
  itemCodeTaken: 'このゲームには同じコードの追加アイテムがすでにあります。',
  gameMissing: '選択されたゲームが見つかりません。',
  planMissing: '選択されたプランが見つかりません。',
  gameIdInvalid: 'ゲームIDは1以上の整数で入力してください。',
  gameRequired: 'ゲームを選択してください。',
  nameRequired: '名前を入力してください。',
  nameTooLong: '名前は100文字以内で入力してください。',
  textTooLong: '2000文字以内で入力してください。',
  codeRequired: 'コードを入力してください。',
  codeInvalid: 'コードは半角英小文字・数字・ハイフンの50文字以内で入力してください。',
  urlInvalid: 'URLを正しく入力してください（https://〜）。',
  imagePathInvalid: '画像パスは「/」で始まる300文字以内で入力してください。',
  priceInvalid: '価格は0〜10,000,000円の整数（税抜）で入力してください。',
  periodInvalid: `期間は${PURCHASE_PERIOD_MIN}〜${PURCHASE_PERIOD_MAX}ヶ月の整数で入力してください。`,
  periodDuplicate: '同じ期間（ヶ月）が複数の価格に設定されています。',
  taxRateInvalid: '税率は1.00〜1.30の範囲（小数第2位まで）で入力してください。',
  lessonCountInvalid: 'レッスン回数は0以上の整数で入力してください。',
  specialCoachingCountInvalid: 'イベント回数は-1（無制限）以上の整数で入力してください。',
  planTypeInvalid: 'プラン種別を選択してください。',
  lessonTypeInvalid: 'レッスン形式を選択してください。',
  sortOrderInvalid: '表示順は整数で入力してください。',
  flagInvalid: 'はい・いいえのどちらかを選択してください。',
  couponCodeInvalid: 'クーポンコードは半角英数字とハイフンの3〜30文字で入力してください。',
  discountTypeInvalid: '割引の種類を選択してください。',
  discountValueInvalid: '割引の値を整数で入力してください。',
  percentInvalid: '割引率は1〜100（%）の整数で入力してください。',
  amountInvalid: '割引額は1〜10,000,000円の整数で入力してください。',
  targetInvalid: '割引の対象を選択してください。',
  planIdInvalid: 'プランを正しく選択してください。',
  dateInvalid: '日時を正しく入力してください。',
  endsBeforeStarts: '終了日時は開始日時より後にしてください。',
  maxUsesInvalid: '利用回数の上限は1以上の整数で入力してください。',
} as const;

const m = CatalogueMessages;

export const PLAN_TYPES = ['normal', 'add'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];
export const LESSON_TYPES = ['online', 'offline'] as const;
export type LessonType = (typeof LESSON_TYPES)[number];
export const DISCOUNT_TYPES = ['amount', 'percent'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];
export const COUPON_TARGETS = ['admission', 'subtotal'] as const;
export type CouponTarget = (typeof COUPON_TARGETS)[number];

/** The six price slots of a plan: `price<n>` is the monthly price (tax excluded) for `period<n>` months. */
export const PRICE_SLOTS = [1, 2, 3, 4, 5, 6] as const;
export type PriceSlot = (typeof PRICE_SLOTS)[number];
export const TAX_RATE_MIN = 1;
export const TAX_RATE_MAX = 1.3;
export const YEN_MAX = 10_000_000;

/** What the plan rules read; a `PlanDto` and a back-office record both have it. */
export type PlanPricing = { [K in `price${PriceSlot}` | `period${PriceSlot}`]: number } & {
  /** As stored (numeric): a number, or the string PostgreSQL answers. */
  tax_rate: number | string;
  is_group: boolean;
};

export interface GameRefDto {
  id: number;
  name: string;
}

export interface PlanPriceDto {
  period: number;
  /** Monthly price, tax excluded, as stored. */
  monthly: number;
  monthly_with_tax: number;
}

export type PlanDto = { [K in `price${PriceSlot}` | `period${PriceSlot}`]: number } & {
  id: number;
  name: string;
  code: string;
  game_id: number;
  game: GameRefDto;
  plan_type: PlanType;
  is_group: boolean;
  is_purchasable: boolean;
  lesson_type: LessonType;
  /** Lessons a month. */
  lesson_count: number;
  coaching_detail: string;
  /** -1 unlimited, 0 none (spec §3). */
  special_coaching_count: number;
  special_coaching_detail: string;
  tax_rate: number;
  /** The cheapest offered monthly price, tax included: shown as 'from' (spec §5). */
  from_price: number | null;
  /** Offered periods only (price above 0). */
  prices: PlanPriceDto[];
};

export interface CouponSummaryDto {
  code: string;
  name: string;
}

/** `GET /api/plans/{id}`: the plan, and the coupon the member typed once it has been verified. */
export type PlanDetailDto = PlanDto & { coupon: CouponSummaryDto | null };

export interface ItemDto {
  id: number;
  name: string;
  /** Tax excluded, as stored. */
  price: number;
  price_with_tax: number;
  tax_rate: number;
  is_purchasable: boolean;
  game: GameRefDto;
}

export interface GameDto {
  id: number;
  name: string;
  description: string;
  image_path?: string | null;
  discord_url: string | null;
  is_purchasable: boolean;
  is_legacy: boolean;
  plans: PlanDto[];
  items: ItemDto[];
}

/** Where the landing page's plans are read: the web app fetches it, the api renders `/` with its answer. */
export const LANDING_PLANS_PATH = '/api/landing/plans';

/** A plan as the landing page shows it (spec §3 "Plan (landing)"); the same plan sold for several games is one entry. */
export interface LandingPlanDto {
  code: string;
  label: string;
  /** Monthly, tax included: the 'from' price. */
  price: number;
  coaching: string;
  coaching_help: string | null;
  event: string;
  /** Cheapest monthly price (tax included) for each period offered. */
  period_prices: { period: number; monthly: number }[];
}

/** The answer of `GET /api/coupons/{code}`. */
export interface CouponCheckAnswer {
  data: CouponSummaryDto;
  message: string;
}

// ---- Back-office records (what /admin-api answers; react-admin needs `id`) ----

export interface AdminGame {
  id: number;
  name: string;
  description: string;
  image_path: string | null;
  discord_url: string | null;
  is_purchasable: boolean;
  is_legacy: boolean;
  sort_order: number;
}

export type AdminPlan = PlanDto & { sort_order: number; is_visible: boolean };

export type AdminItem = ItemDto & { game_id: number; code: string };

export interface AdminCoupon {
  id: number;
  code: string;
  name: string;
  discount_type: DiscountType;
  discount_value: number;
  target: CouponTarget;
  plan_id: number | null;
  starts_at: string | null;
  ends_at: string | null;
  max_uses: number | null;
  /** Uses held now: orders placed with it, less those that fell through (payment failed, called off before paying). */
  uses: number;
  is_active: boolean;
  created_at: string;
}

// ---- Rules (spec §5) ----

const offeredSlots = (plan: PlanPricing) => PRICE_SLOTS.filter((slot) => plan[`price${slot}`] > 0);

/** Spec §5: a plan is shown only if at least one price is non-zero, or it is a group plan. */
export function isPlanVisible(plan: Pick<PlanPricing, `price${PriceSlot}` | 'is_group'>): boolean {
  return plan.is_group || PRICE_SLOTS.some((slot) => plan[`price${slot}`] > 0);
}

/** The periods a plan is sold for (price above 0), by period, with the member's tax-included price. */
export function offeredPrices(plan: PlanPricing): PlanPriceDto[] {
  return offeredSlots(plan)
    .map((slot) => ({ period: plan[`period${slot}`], monthly: plan[`price${slot}`], monthly_with_tax: withTax(plan[`price${slot}`], plan.tax_rate) }))
    .sort((a, b) => a.period - b.period);
}

/** Spec §5: the cheapest non-zero monthly price, tax included, shown as 'from'; null when nothing is priced. */
export function fromPrice(plan: PlanPricing): number | null {
  const monthly = offeredSlots(plan).map((slot) => plan[`price${slot}`]);
  return monthly.length ? withTax(Math.min(...monthly), plan.tax_rate) : null;
}

// ---- Back-office edit payloads ----

const requiredText = (required: string, max: number, tooLong: string) => z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: tooLong });
const optionalText = (max: number) => z.string({ error: m.textTooLong }).trim().max(max, { error: m.textTooLong }).nullish().transform((v) => v ?? '');
const integer = (message: string) => z.number({ error: message }).int({ error: message });
const yen = integer(m.priceInvalid).min(0, { error: m.priceInvalid }).max(YEN_MAX, { error: m.priceInvalid });
const flag = (fallback: boolean) => z.boolean({ error: m.flagInvalid }).default(fallback);
const sortOrder = integer(m.sortOrderInvalid).min(-100_000, { error: m.sortOrderInvalid }).max(100_000, { error: m.sortOrderInvalid }).default(0);
const id = (message: string) => integer(message).min(1, { error: message }).max(2_147_483_647, { error: message });
/** Plan and item codes: stable, URL-safe slugs ('lite-plus'). */
const code = z
  .string({ error: m.codeRequired })
  .trim()
  .min(1, { error: m.codeRequired })
  .regex(/^[a-z0-9][a-z0-9-]{0,49}$/, { error: m.codeInvalid });
const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/** A tax rate such as 1.10: from 1.00 to 1.30, two decimals at most (the column is numeric(4, 2)). */
export const taxRateSchema = z
  .number({ error: m.taxRateInvalid })
  .min(TAX_RATE_MIN, { error: m.taxRateInvalid })
  .max(TAX_RATE_MAX, { error: m.taxRateInvalid })
  .refine((rate) => Math.abs(rate * 100 - Math.round(rate * 100)) < 1e-9, { error: m.taxRateInvalid });

const gameFields = {
  name: requiredText(m.nameRequired, 100, m.nameTooLong),
  description: optionalText(2000),
  image_path: z.preprocess(
    emptyToNull,
    z
      .string({ error: m.imagePathInvalid })
      .trim()
      .regex(/^\/[^\s]{0,299}$/, { error: m.imagePathInvalid })
      .nullable(),
  ),
  discord_url: z.preprocess(emptyToNull, z.url({ protocol: /^https?$/, error: m.urlInvalid }).max(300, { error: m.urlInvalid }).nullable()),
  is_purchasable: flag(true),
  is_legacy: flag(false),
  sort_order: sortOrder,
};

/** PUT /admin-api/games/{id}. */
export const gameUpdateSchema = z.object(gameFields);
/** POST /admin-api/games: game ids are fixed numbers other systems refer to (spec §9: 1 APEX LEGENDS, 2 VALORANT). */
export const gameCreateSchema = z.object({ id: id(m.gameIdInvalid), ...gameFields });
export type GameUpdate = z.infer<typeof gameUpdateSchema>;
export type GameCreate = z.infer<typeof gameCreateSchema>;

const period = integer(m.periodInvalid).min(PURCHASE_PERIOD_MIN, { error: m.periodInvalid }).max(PURCHASE_PERIOD_MAX, { error: m.periodInvalid });
const priceFields = Object.fromEntries(PRICE_SLOTS.flatMap((slot) => [[`price${slot}`, yen.default(0)], [`period${slot}`, period.default(slot)]])) as {
  [K in `price${PriceSlot}`]: z.ZodDefault<typeof yen>;
} & { [K in `period${PriceSlot}`]: z.ZodDefault<typeof period> };

/** POST and PUT /admin-api/plans. */
export const planInputSchema = z
  .object({
    game_id: id(m.gameRequired),
    code,
    name: requiredText(m.nameRequired, 100, m.nameTooLong),
    plan_type: z.enum(PLAN_TYPES, { error: m.planTypeInvalid }).default('normal'),
    is_group: flag(false),
    is_purchasable: flag(true),
    lesson_type: z.enum(LESSON_TYPES, { error: m.lessonTypeInvalid }).default('online'),
    lesson_count: integer(m.lessonCountInvalid).min(0, { error: m.lessonCountInvalid }).max(1000, { error: m.lessonCountInvalid }),
    coaching_detail: optionalText(2000),
    special_coaching_count: integer(m.specialCoachingCountInvalid).min(-1, { error: m.specialCoachingCountInvalid }).max(1000, { error: m.specialCoachingCountInvalid }).default(0),
    special_coaching_detail: optionalText(2000),
    ...priceFields,
    tax_rate: taxRateSchema.default(1.1),
    sort_order: sortOrder,
  })
  .superRefine((plan, ctx) => {
    // Two offered prices for the same number of months would make the period picker ambiguous.
    const seen = new Set<number>();
    for (const slot of PRICE_SLOTS) {
      if (plan[`price${slot}`] <= 0) continue;
      const months = plan[`period${slot}`];
      if (seen.has(months)) ctx.addIssue({ code: 'custom', path: [`period${slot}`], message: m.periodDuplicate });
      seen.add(months);
    }
  });
export type PlanInput = z.infer<typeof planInputSchema>;

/** POST and PUT /admin-api/items. */
export const itemInputSchema = z.object({
  game_id: id(m.gameRequired),
  code,
  name: requiredText(m.nameRequired, 100, m.nameTooLong),
  price: yen,
  tax_rate: taxRateSchema.default(1.1),
  is_purchasable: flag(true),
});
export type ItemInput = z.infer<typeof itemInputSchema>;

/** A coupon code as members type it: case does not matter, it is stored upper case. */
export const couponCodeSchema = z
  .string({ error: m.couponCodeInvalid })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9-]{3,30}$/, { error: m.couponCodeInvalid });

const ISO_MOMENT = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** '2026-12-01T10:00:00+09:00' or '…Z': a real calendar day (no 30 February) and a time zone. */
function isIsoMoment(text: string): boolean {
  const parts = ISO_MOMENT.exec(text);
  if (!parts) return false;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * An optional moment: empty means none; anything else must be an ISO 8601 date-time with its time zone
 * (a bare '2026-12-01T10:00' would be read in the server's zone), answered in UTC.
 */
const optionalMoment = z.preprocess(
  emptyToNull,
  z
    .string({ error: m.dateInvalid })
    .refine(isIsoMoment, { error: m.dateInvalid })
    .transform((text) => new Date(text).toISOString())
    .nullable(),
);

/** POST and PUT /admin-api/coupons. */
export const couponInputSchema = z
  .object({
    code: couponCodeSchema,
    name: requiredText(m.nameRequired, 100, m.nameTooLong),
    discount_type: z.enum(DISCOUNT_TYPES, { error: m.discountTypeInvalid }),
    discount_value: integer(m.discountValueInvalid),
    target: z.enum(COUPON_TARGETS, { error: m.targetInvalid }),
    plan_id: z.preprocess(emptyToNull, id(m.planIdInvalid).nullable()),
    starts_at: optionalMoment,
    ends_at: optionalMoment,
    max_uses: z.preprocess(emptyToNull, integer(m.maxUsesInvalid).min(1, { error: m.maxUsesInvalid }).max(10_000_000, { error: m.maxUsesInvalid }).nullable()),
    is_active: flag(true),
  })
  .superRefine((coupon, ctx) => {
    const value = coupon.discount_value;
    if (coupon.discount_type === 'percent' && (value < 1 || value > 100)) ctx.addIssue({ code: 'custom', path: ['discount_value'], message: m.percentInvalid });
    if (coupon.discount_type === 'amount' && (value < 1 || value > YEN_MAX)) ctx.addIssue({ code: 'custom', path: ['discount_value'], message: m.amountInvalid });
    if (coupon.starts_at && coupon.ends_at && Date.parse(coupon.ends_at) <= Date.parse(coupon.starts_at)) {
      ctx.addIssue({ code: 'custom', path: ['ends_at'], message: m.endsBeforeStarts });
    }
  });
export type CouponInput = z.infer<typeof couponInputSchema>;
