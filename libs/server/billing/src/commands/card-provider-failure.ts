import { Logger } from '@nestjs/common';
import type { SavedCard } from '@coaching/contracts';
import { domainError, type ErrorCode } from '@coaching/server-core';
import { CardProviderError, CardProviderUnavailable, ProviderErrorInfo } from '../card-provider/card-provider-errors';
import { BillingErrors } from '../domain/billing-errors';

const logger = new Logger('SavedCards');

/**
 * The provider's refusals and outages as the card operation's answer (spec §8: each failure has its toast).
 * Logs codes only, never the token.
 */
export function providerFailure(error: unknown, refused: ErrorCode, unavailable: ErrorCode): never {
  if (error instanceof CardProviderUnavailable) {
    logger.warn(error.describe());
    throw domainError(unavailable);
  }
  if (error instanceof CardProviderError) {
    logger.warn(error.describe());
    if (error.has(ProviderErrorInfo.cardNotFound)) throw domainError(BillingErrors.CARD_NOT_FOUND);
    throw domainError(error.retryable ? unavailable : refused);
  }
  throw error;
}

/** One of the member's live cards, looked up under the member's own id at the provider: never another's. */
export function ownCard(cards: SavedCard[], cardSeq: string): SavedCard {
  const card = cards.find((c) => c.card_seq === cardSeq);
  if (!card) throw domainError(BillingErrors.CARD_NOT_FOUND);
  return card;
}
