import { CatalogueMessages as m } from '@coaching/contracts';
import { defineErrors } from '@coaching/server-core/errors';

/** The catalogue's refusals: each code's HTTP status, Japanese message and the field it belongs to. */
export const CatalogueErrors = defineErrors('CATALOGUE', {
  GAME_NOT_FOUND: { status: 404, message: m.gameNotFound },
  PLAN_NOT_FOUND: { status: 404, message: m.planNotFound },
  ITEM_NOT_FOUND: { status: 404, message: m.itemNotFound },
  COUPON_NOT_FOUND: { status: 404, message: m.couponNotFound },
  // Every refusal of a coupon reads the same to the member (spec §8), so codes cannot be probed.
  COUPON_INVALID: { status: 422, field: 'coupon_code', message: m.couponInvalid },
  GAME_ID_TAKEN: { status: 422, field: 'id', message: m.gameIdTaken },
  PLAN_CODE_TAKEN: { status: 422, field: 'code', message: m.planCodeTaken },
  ITEM_CODE_TAKEN: { status: 422, field: 'code', message: m.itemCodeTaken },
  COUPON_CODE_TAKEN: { status: 422, field: 'code', message: m.couponCodeTaken },
  COUPON_IN_USE: { status: 409, message: m.couponInUse },
  GAME_MISSING: { status: 422, field: 'game_id', message: m.gameMissing },
  PLAN_MISSING: { status: 422, field: 'plan_id', message: m.planMissing },
});
