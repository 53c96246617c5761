import { HttpException, HttpStatus } from '@nestjs/common';
import { CatalogueMessages, PaymentMessages } from '@coaching/contracts';
import { PricingError } from '../domain/pricing-error';

const CATALOGUE = {
  'QUOTE.PLAN_NOT_FOUND': { status: HttpStatus.NOT_FOUND, field: null, message: CatalogueMessages.planNotFound },
  'QUOTE.ITEM_NOT_FOUND': { status: HttpStatus.NOT_FOUND, field: null, message: CatalogueMessages.itemNotFound },
  // Every refusal of a coupon reads the same to the member (spec §8), so codes cannot be probed.
  'QUOTE.COUPON_INVALID': { status: HttpStatus.UNPROCESSABLE_ENTITY, field: 'coupon_code', message: PaymentMessages.couponInvalid },
} as const;

export type QuoteErrorCode = keyof typeof CATALOGUE;

/** Why a price cannot be quoted: the plan or item is not on sale, or the coupon does not apply. */
export class QuoteError extends Error {
  constructor(readonly code: QuoteErrorCode) {
    super(code);
    this.name = 'QuoteError';
  }

  toHttp(): HttpException {
    const { status, field, message } = CATALOGUE[this.code];
    return new HttpException(field ? { message, errors: { [field]: [message] } } : { message }, status);
  }
}

/** Rethrows a quote refusal or a `PricingError` (a period, method or quantity the price list refuses) as its HTTP answer. */
export function asHttp(error: unknown): never {
  if (error instanceof QuoteError) throw error.toHttp();
  if (error instanceof PricingError) throw new HttpException({ message: error.message, errors: { [error.field]: [error.message] } }, HttpStatus.UNPROCESSABLE_ENTITY);
  throw error;
}
