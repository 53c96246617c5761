import { HttpException, HttpStatus } from '@nestjs/common';
import { CardMessages, PaymentMessages } from '@coaching/contracts';

const CATALOGUE = {
  'CARDS.LIMIT_REACHED': { status: HttpStatus.UNPROCESSABLE_ENTITY, field: 'token', message: CardMessages.limitReached },
  // Every refusal of a new card reads as the spec's toast (§8): a used or expired token, a card the provider refuses.
  'CARDS.SAVE_REFUSED': { status: HttpStatus.UNPROCESSABLE_ENTITY, field: 'token', message: CardMessages.saveFailed },
  'CARDS.SAVE_UNAVAILABLE': { status: HttpStatus.SERVICE_UNAVAILABLE, field: null, message: CardMessages.saveFailed },
  // Not one of this member's cards (another member's, deleted, or none): nothing is changed.
  'CARDS.NOT_FOUND': { status: HttpStatus.NOT_FOUND, field: 'card_seq', message: PaymentMessages.cardNotFound },
  'CARDS.DELETE_REFUSED': { status: HttpStatus.UNPROCESSABLE_ENTITY, field: 'card_seq', message: CardMessages.deleteFailed },
  'CARDS.DELETE_UNAVAILABLE': { status: HttpStatus.SERVICE_UNAVAILABLE, field: null, message: CardMessages.deleteFailed },
  'CARDS.DEFAULT_REFUSED': { status: HttpStatus.UNPROCESSABLE_ENTITY, field: 'card_seq', message: CardMessages.defaultChangeFailed },
  'CARDS.DEFAULT_UNAVAILABLE': { status: HttpStatus.SERVICE_UNAVAILABLE, field: null, message: CardMessages.defaultChangeFailed },
  // Reading the cards needs the provider; without it the page cannot show them.
  'CARDS.LIST_UNAVAILABLE': { status: HttpStatus.SERVICE_UNAVAILABLE, field: null, message: '登録済みのカードを読み込めませんでした。時間をおいて再度お試しください。' },
} as const;

export type CardErrorCode = keyof typeof CATALOGUE;

/** A refusal of the saved-cards feature; mapped to HTTP and the spec's Japanese toasts in one place. */
export class CardError extends Error {
  constructor(readonly code: CardErrorCode) {
    super(code);
    this.name = 'CardError';
  }

  get userMessage(): string {
    return CATALOGUE[this.code].message;
  }

  toHttp(): HttpException {
    const { status, field, message } = CATALOGUE[this.code];
    return new HttpException(field ? { message, errors: { [field]: [message] } } : { message }, status);
  }
}

/** Rethrows a `CardError` as its HTTP answer; anything else unchanged. */
export function asHttp(error: unknown): never {
  throw error instanceof CardError ? error.toHttp() : error;
}
