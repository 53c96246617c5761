import { HttpException, HttpStatus } from '@nestjs/common';
import { CatalogueMessages as m } from '@coaching/contracts';

const CATALOGUE = {
  'CATALOGUE.GAME_NOT_FOUND': { status: HttpStatus.NOT_FOUND, field: null, message: m.gameNotFound },
  'CATALOGUE.PLAN_NOT_FOUND': { status: HttpStatus.NOT_FOUND, field: null, message: m.planNotFound },
  'CATALOGUE.ITEM_NOT_FOUND': { status: HttpStatus.NOT_FOUND, field: null, message: m.itemNotFound },
  'CATALOGUE.COUPON_NOT_FOUND': { status: HttpStatus.NOT_FOUND, field: null, message: m.couponNotFound },
  // Every refusal of a coupon reads the same to the member (spec §8), so codes cannot be probed.
  'CATALOGUE.COUPON_INVALID': { status: HttpStatus.UNPROCESSABLE_ENTITY, field: 'coupon_code', message: m.couponInvalid },
  'CATALOGUE.GAME_ID_TAKEN': { status: HttpStatus.UNPROCESSABLE_ENTITY, field: 'id', message: m.gameIdTaken },
  'CATALOGUE.PLAN_CODE_TAKEN': { status: HttpStatus.UNPROCESSABLE_ENTITY, field: 'code', message: m.planCodeTaken },
  'CATALOGUE.ITEM_CODE_TAKEN': { status: HttpStatus.UNPROCESSABLE_ENTITY, field: 'code', message: m.itemCodeTaken },
  'CATALOGUE.COUPON_CODE_TAKEN': { status: HttpStatus.UNPROCESSABLE_ENTITY, field: 'code', message: m.couponCodeTaken },
  'CATALOGUE.COUPON_IN_USE': { status: HttpStatus.CONFLICT, field: null, message: m.couponInUse },
  'CATALOGUE.GAME_MISSING': { status: HttpStatus.UNPROCESSABLE_ENTITY, field: 'game_id', message: m.gameMissing },
  'CATALOGUE.PLAN_MISSING': { status: HttpStatus.UNPROCESSABLE_ENTITY, field: 'plan_id', message: m.planMissing },
} as const;

export type CatalogueErrorCode = keyof typeof CATALOGUE;

/** A refusal of the catalogue context, with its code; mapped to HTTP and Japanese in one place. */
export class CatalogueError extends Error {
  constructor(readonly code: CatalogueErrorCode) {
    super(code);
    this.name = 'CatalogueError';
  }

  toHttp(): HttpException {
    const { status, field, message } = CATALOGUE[this.code];
    return new HttpException(field ? { message, errors: { [field]: [message] } } : { message }, status);
  }
}

/** Rethrows a `CatalogueError` as its HTTP answer; anything else unchanged. */
export function asHttp(error: unknown): never {
  throw error instanceof CatalogueError ? error.toHttp() : error;
}

/** Throws the refusal as its HTTP answer (for controllers). */
export function refuse(code: CatalogueErrorCode): never {
  throw new CatalogueError(code).toHttp();
}
