import { Inject, Injectable, Logger } from '@nestjs/common';
import type { SavedCard } from '@coaching/contracts';
import { APP_CONFIG, domainError, type AppConfig, type ErrorCode } from '@coaching/server-core';
import { CardProviderError, CardProviderUnavailable, ProviderErrorInfo } from '../card-provider/card-provider-errors';
import { BillingErrors } from '../domain/billing-errors';
import { LeaseTaken, Leases, type LeaseTerms } from './leases';

/** The most provider calls one card change makes (a first save: SaveMember, SearchCard, SaveCard, SearchCard). */
const PROVIDER_CALLS_PER_CHANGE = 4;

/** How a card change answers the provider's refusal (a decline, a used token) and its outage. */
export interface CardChangeFailures {
  refused: ErrorCode;
  unavailable: ErrorCode;
}

/**
 * Runs the card commands one member at a time, so two tabs cannot both pass the 5-card limit or each pick
 * a default: the work holds the member's lease (leases.ts), never a transaction, while it talks to the
 * provider. Other members are not held up. Failures answer as the operation's toast (spec §8).
 */
@Injectable()
export class CardChanges {
  private readonly logger = new Logger('SavedCards');
  private readonly terms: LeaseTerms;

  constructor(
    private readonly leases: Leases,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    // Every provider call gives up after CARD_PROVIDER_TIMEOUT_MS; the lease outlasts a change's calls, and
    // a member's next change waits that long at most for a holder that died.
    const ttlMs = (PROVIDER_CALLS_PER_CHANGE + 1) * config.CARD_PROVIDER_TIMEOUT_MS;
    this.terms = { ttlMs, waitMs: ttlMs };
  }

  async run<T>(memberId: string, failures: CardChangeFailures, work: () => Promise<T>): Promise<T> {
    try {
      return await this.leases.hold(`cards:${memberId}`, this.terms, work);
    } catch (error) {
      if (error instanceof LeaseTaken) throw domainError(failures.unavailable);
      return this.providerFailure(error, failures);
    }
  }

  /** Logs codes only, never the token. */
  private providerFailure(error: unknown, { refused, unavailable }: CardChangeFailures): never {
    if (error instanceof CardProviderUnavailable) {
      this.logger.warn(error.describe());
      throw domainError(unavailable);
    }
    if (error instanceof CardProviderError) {
      this.logger.warn(error.describe());
      if (error.has(ProviderErrorInfo.cardNotFound)) throw domainError(BillingErrors.CARD_NOT_FOUND);
      throw domainError(error.retryable ? unavailable : refused);
    }
    throw error;
  }
}

/** One of the member's live cards, looked up under the member's own id at the provider: never another's. */
export function ownCard(cards: SavedCard[], cardSeq: string): SavedCard {
  const card = cards.find((c) => c.card_seq === cardSeq);
  if (!card) throw domainError(BillingErrors.CARD_NOT_FOUND);
  return card;
}
