import type { CardProviderClient, ProviderTrade, TradeAccess } from './card-provider-client';
import { CardProviderError, CardProviderUnavailable, ProviderErrorInfo } from './card-provider-errors';

/** The calls a charge makes: the provider client (`CardProviderClient`), or a test double of it. */
export type ChargingProvider = Pick<CardProviderClient, 'searchTrade' | 'entryTran' | 'execTran'>;

/** Trades the provider has already carried out for an OrderID: recorded, never charged again. */
export const DONE_AT_PROVIDER: ReadonlySet<string> = new Set(['CAPTURE', 'SALES', 'AUTH']);

export interface ChargeRequest {
  /** Chosen by the caller before any call, the same for every try of one charge (PROTOCOLS.md: ≤27 of [A-Za-z0-9-]). */
  orderId: string;
  /** Tax excluded, yen. */
  amount: number;
  tax: number;
  /** A member's card saved at the provider, or a single-use token from the payer's browser. */
  card: { memberId: string; cardSeq: string } | { token: string };
  /**
   * Ask the provider first (`SearchTrade`) what it did with this OrderID: on any doubt (a retry, a run a dead worker
   * began, a caller that cannot tell). Without it a charge costs two calls; the provider's refusal of a used OrderID
   * still guards it, and only then is the provider asked.
   */
  askFirst: boolean;
}

/** Carried out at the provider: by this call, or before it (found by SearchTrade; `jobCode` is then the trade's status). */
export interface CapturedCharge {
  outcome: 'captured';
  providerOrderId: string;
  jobCode: 'CAPTURE' | 'SALES' | 'AUTH';
  tranId: string | null;
  approve: string | null;
  chargedAt: string;
}

/** Refused for good (a card company's decline, an expired token, a card gone): trying again will not help. */
export interface DeclinedCharge {
  outcome: 'declined';
  providerOrderId: string;
  /** The provider's first ErrInfo code. */
  code: string;
  /** The member's (or parent's) words for it, Japanese. */
  message: string;
}

/**
 * No final answer: the provider was busy (a refusal it says may pass), unreachable, too slow, or answered outside its
 * protocol. The trade may have been carried out (`error` is a `CardProviderUnavailable` for a call that changes
 * something, `outcomeUnknown`): try again only through `chargeOnce` with `askFirst`, or settle it from the provider's
 * record (`chargeAtProvider`), never by charging blindly.
 */
export interface UnknownCharge {
  outcome: 'unknown';
  providerOrderId: string;
  error: CardProviderError | CardProviderUnavailable;
}

export type ChargeOutcome = CapturedCharge | DeclinedCharge | UnknownCharge;

/** A charge whose answer was lost, as the provider's record of its trade settles it. */
export type SettledCharge = CapturedCharge | { outcome: 'not-charged'; providerOrderId: string; /** The trade's status, null when never entered. */ status: string | null };

/**
 * Charges a card once (PROTOCOLS.md, safe charging): the one charge algorithm, for a member's order (the charge job)
 * and a card token another context pays with (`ChargeCardTokenHandler`).
 *
 * Asked first (`askFirst`), a trade already carried out is answered as captured, and one entered but not executed is
 * executed. Otherwise the trade is entered (EntryTran, CAPTURE) and executed (ExecTran). When EntryTran refuses the
 * OrderID as used (an earlier try, a second copy of the job), the provider is asked (SearchTrade) and what it did is
 * answered, or its entry executed. Provider refusals and outages are answered, not thrown; anything else (a fault of
 * ours, such as a call made inside a transaction, ADR 0008) is thrown.
 */
export async function chargeOnce(provider: ChargingProvider, request: ChargeRequest): Promise<ChargeOutcome> {
  try {
    return await captureOnce(provider, request);
  } catch (error) {
    const providerOrderId = request.orderId;
    if (error instanceof CardProviderError && !error.retryable) return { outcome: 'declined', providerOrderId, code: error.infos[0] ?? 'E', message: error.message };
    if (error instanceof CardProviderError || error instanceof CardProviderUnavailable) return { outcome: 'unknown', providerOrderId, error };
    throw error;
  }
}

/**
 * What the provider did with a charge whose answer was lost, from its record of the trade alone (SearchTrade); it
 * never charges. Carried out → captured; entered but never executed, or never entered → not charged. Final only once
 * nothing can execute the trade any more (the charge job gave up; a card token expired). A provider that does not
 * answer throws `CardProviderUnavailable`: ask again later.
 */
export async function chargeAtProvider(provider: Pick<ChargingProvider, 'searchTrade'>, orderId: string): Promise<SettledCharge> {
  const trade = await provider.searchTrade(orderId);
  if (trade && DONE_AT_PROVIDER.has(trade.status)) return found(orderId, trade);
  return { outcome: 'not-charged', providerOrderId: orderId, status: trade?.status ?? null };
}

async function captureOnce(provider: ChargingProvider, { orderId, amount, tax, card, askFirst }: ChargeRequest): Promise<CapturedCharge> {
  const earlier = askFirst ? await provider.searchTrade(orderId) : null;
  if (earlier && DONE_AT_PROVIDER.has(earlier.status)) return found(orderId, earlier);
  let access: TradeAccess;
  if (earlier) access = accessOf(earlier);
  else {
    try {
      access = await provider.entryTran({ orderId, jobCd: 'CAPTURE', amount, tax });
    } catch (error) {
      // Entered before, by an earlier try or another copy: carry on from what the provider did with it.
      if (!(error instanceof CardProviderError && error.has(ProviderErrorInfo.orderIdTaken))) throw error;
      const trade = await provider.searchTrade(orderId);
      if (!trade) throw error;
      if (DONE_AT_PROVIDER.has(trade.status)) return found(orderId, trade);
      access = accessOf(trade);
    }
  }
  const exec = await provider.execTran({ accessId: access.accessId, accessPass: access.accessPass, orderId, card });
  return { outcome: 'captured', providerOrderId: orderId, jobCode: 'CAPTURE', tranId: exec.tranId || null, approve: exec.approve || null, chargedAt: new Date().toISOString() };
}

const accessOf = (trade: ProviderTrade): TradeAccess => ({ accessId: trade.accessId, accessPass: trade.accessPass });

const found = (orderId: string, trade: ProviderTrade): CapturedCharge => ({
  outcome: 'captured',
  providerOrderId: orderId,
  jobCode: trade.status as CapturedCharge['jobCode'],
  tranId: trade.tranId || null,
  approve: trade.approve || null,
  chargedAt: new Date().toISOString(),
});
