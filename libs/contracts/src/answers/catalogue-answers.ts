import { z } from 'zod';
import {
  type AdminCoupon,
  type AdminGame,
  type AdminItem,
  type AdminPlan,
  COUPON_TARGETS,
  type CouponCheckAnswer,
  type CouponSummaryDto,
  DISCOUNT_TYPES,
  type GameDto,
  type ItemDto,
  type LandingPlanDto,
  LESSON_TYPES,
  PLAN_TYPES,
  type PlanDetailDto,
  type PlanDto,
} from '../catalogue';

// Answers of the catalogue's routes (member and back office) as zod schemas, for the OpenAPI document (ADR 0045);
// each `satisfies` its interface, so a required field the interface gains and the schema lacks fails to compile.

const gameRefSchema = z.object({ id: z.number().int(), name: z.string() });
const priceSlots = {
  price1: z.number(),
  price2: z.number(),
  price3: z.number(),
  price4: z.number(),
  price5: z.number(),
  price6: z.number(),
  period1: z.number().int(),
  period2: z.number().int(),
  period3: z.number().int(),
  period4: z.number().int(),
  period5: z.number().int(),
  period6: z.number().int(),
};
const planShape = {
  ...priceSlots,
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  game_id: z.number().int(),
  game: gameRefSchema,
  plan_type: z.enum(PLAN_TYPES),
  is_group: z.boolean(),
  is_purchasable: z.boolean(),
  lesson_type: z.enum(LESSON_TYPES),
  lesson_count: z.number().int(),
  coaching_detail: z.string(),
  special_coaching_count: z.number().int(),
  special_coaching_detail: z.string(),
  tax_rate: z.number(),
  from_price: z.number().nullable(),
  prices: z.array(z.object({ period: z.number().int(), monthly: z.number(), monthly_with_tax: z.number() })),
};
export const planDtoSchema = z.object(planShape) satisfies z.ZodType<PlanDto>;
export const couponSummarySchema = z.object({ code: z.string(), name: z.string() }) satisfies z.ZodType<CouponSummaryDto>;
export const planDetailSchema = z.object({ ...planShape, coupon: couponSummarySchema.nullable() }) satisfies z.ZodType<PlanDetailDto>;

const itemShape = {
  id: z.number().int(),
  name: z.string(),
  price: z.number(),
  price_with_tax: z.number(),
  tax_rate: z.number(),
  is_purchasable: z.boolean(),
  game: gameRefSchema,
};
export const itemDtoSchema = z.object(itemShape) satisfies z.ZodType<ItemDto>;

export const gameDtoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  image_path: z.string().nullable().optional(),
  discord_url: z.string().nullable(),
  is_purchasable: z.boolean(),
  is_legacy: z.boolean(),
  plans: z.array(planDtoSchema),
  items: z.array(itemDtoSchema),
}) satisfies z.ZodType<GameDto>;

export const landingPlanSchema = z.object({
  code: z.string(),
  label: z.string(),
  price: z.number(),
  coaching: z.string(),
  coaching_help: z.string().nullable(),
  event: z.string(),
  period_prices: z.array(z.object({ period: z.number().int(), monthly: z.number() })),
}) satisfies z.ZodType<LandingPlanDto>;

/** `GET /api/games`. */
export const gameListAnswerSchema = z.object({ data: z.array(gameDtoSchema) });
/** `GET /api/games/{id}`. */
export const gameAnswerSchema = z.object({ data: gameDtoSchema });
/** `GET /api/plans/{id}?coupon_code=`. */
export const planDetailAnswerSchema = z.object({ data: planDetailSchema });
/** `GET /api/items/{id}`. */
export const itemAnswerSchema = z.object({ data: itemDtoSchema });
/** `GET /api/coupons/{code}?plan_id=`. */
export const couponCheckAnswerSchema = z.object({ data: couponSummarySchema, message: z.string() }) satisfies z.ZodType<CouponCheckAnswer>;
/** `GET /api/landing/plans`. */
export const landingPlansAnswerSchema = z.object({ data: z.array(landingPlanSchema) });

// ---- Back office (react-admin records: the list is a bare array, its total in Content-Range) ----

export const adminGameSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  image_path: z.string().nullable(),
  discord_url: z.string().nullable(),
  is_purchasable: z.boolean(),
  is_legacy: z.boolean(),
  sort_order: z.number().int(),
}) satisfies z.ZodType<AdminGame>;
export const adminGameListSchema = z.array(adminGameSchema);

export const adminPlanSchema = z.object({ ...planShape, sort_order: z.number().int(), is_visible: z.boolean() }) satisfies z.ZodType<AdminPlan>;
export const adminPlanListSchema = z.array(adminPlanSchema);

export const adminItemSchema = z.object({ ...itemShape, game_id: z.number().int(), code: z.string() }) satisfies z.ZodType<AdminItem>;
export const adminItemListSchema = z.array(adminItemSchema);

export const adminCouponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  discount_type: z.enum(DISCOUNT_TYPES),
  discount_value: z.number(),
  target: z.enum(COUPON_TARGETS),
  plan_id: z.number().int().nullable(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  max_uses: z.number().int().nullable(),
  uses: z.number().int(),
  is_active: z.boolean(),
  created_at: z.string(),
}) satisfies z.ZodType<AdminCoupon>;
export const adminCouponListSchema = z.array(adminCouponSchema);
