import { PaymentMessages } from '@coaching/contracts';
import { DomainError } from '@coaching/server-core/errors';
import { BillingErrors } from '../domain/billing-errors';
import { splitList } from './provider-form';

// What the card provider's `ErrCode`/`ErrInfo` answers mean (PROTOCOLS.md, GMO-PG): the codes this
// product acts on, whether trying again can help, and what the member is told. Both errors are domain
// errors (BILLING.CARD_REFUSED, BILLING.PROVIDER_UNAVAILABLE) with the member's message as parameter, so
// one that reaches HTTP answers through the error registry; unlike other domain errors, `message` stays
// the member's words (the charge job records it with a failed charge).

/** ErrInfo codes the adapter's callers act on. */
export const ProviderErrorInfo = {
  /** EntryTran: the OrderID was used before. The guard against charging twice. */
  orderIdTaken: 'E01040010',
  /** SearchTrade: no trade with that OrderID (also AlterTran/ExecTran with an unknown AccessID). */
  tradeNotFound: 'E01110002',
  /** SaveMember: the member is already registered at the provider. */
  memberExists: 'E01390010',
  /** SearchMember/SearchCard/SaveCard: no such member at the provider. */
  memberNotFound: 'E01390002',
  /** SearchCard/DeleteCard/SaveCard with a CardSeq: no such card. */
  cardNotFound: 'E01240002',
} as const;

/** Provider congestion or an internal fault of the provider: the same call may succeed later. */
const isRetryableInfo = (info: string) => info === 'E92000001' || info === 'E92000002' || info.startsWith('E90');
/** The card company refused the card (ErrCode 42G): trying the same card again will not help. */
const isDecline = (info: string) => info.startsWith('42G');
/** The single-use card token is unknown, used already or expired (tokens live 30 minutes). */
const isTokenRefusal = (info: string) => info.startsWith('E6101');

const DECLINED_GENERIC = PaymentMessages.cardDeclined;
const INSUFFICIENT = 'カードの残高不足または利用限度額の超過により、お取引が承認されませんでした。別のカードをお試しいただくか、カード会社にお問い合わせください。';
const NOT_ACCEPTED = 'このカードはお取り扱いできません。別のカードをお試しください。';
const SECURITY_CODE = 'セキュリティコードが正しくありません。カード裏面の3桁または4桁の番号をご確認のうえ、もう一度お試しください。';
const SAME_CARD_REPEATED = '同じカードでのお取引が短時間に続いたため、承認されませんでした。時間をおいて再度お試しいただくか、別のカードをお試しください。';
const OVER_LIMIT = 'カードの利用限度額を超えるため、お取引が承認されませんでした。別のカードをお試しいただくか、カード会社にお問い合わせください。';
const EXPIRY_OR_NUMBER = 'カードの有効期限またはカード番号に誤りがあります。カード情報をご確認のうえ、もう一度お試しください。';
const BUSY = '決済処理が混み合っています。時間をおいて再度お試しください。';
export const PROVIDER_UNAVAILABLE_MESSAGE = '決済システムに接続できませんでした。時間をおいて再度お試しください。';

/** The card companies' common refusals (GMO-PG's 42G list), worded for the member. */
export const DECLINE_MESSAGES: Readonly<Record<string, string>> = {
  '42G020000': INSUFFICIENT,
  '42G030000': INSUFFICIENT,
  '42G040000': INSUFFICIENT,
  '42G050000': INSUFFICIENT,
  '42G120000': NOT_ACCEPTED,
  '42G220000': NOT_ACCEPTED,
  '42G300000': NOT_ACCEPTED,
  '42G440000': SECURITY_CODE,
  '42G450000': SECURITY_CODE,
  '42G540000': SAME_CARD_REPEATED,
  '42G550000': OVER_LIMIT,
  '42G560000': EXPIRY_OR_NUMBER,
  '42G650000': EXPIRY_OR_NUMBER,
  '42G830000': EXPIRY_OR_NUMBER,
};

/** The member's message for an ErrInfo code. */
export function memberMessageFor(info: string): string {
  if (isDecline(info)) return DECLINE_MESSAGES[info] ?? DECLINED_GENERIC;
  if (isRetryableInfo(info)) return BUSY;
  if (isTokenRefusal(info)) return PaymentMessages.tokenExpired;
  return PaymentMessages.paymentFailed;
}

/**
 * The provider refused a call (`ErrCode`/`ErrInfo`). `message` is for the member (Japanese); `retryable`
 * says whether the same call may succeed later (congestion), as opposed to a decline or a wrong request.
 * Carries codes only: never card data or tokens.
 */
export class CardProviderError extends DomainError {
  readonly retryable: boolean;
  /** The card company declined (42G…): the member should use another card. */
  readonly declined: boolean;

  constructor(
    /** The provider call, e.g. 'ExecTran'. */
    readonly call: string,
    readonly codes: string[],
    readonly infos: string[],
  ) {
    // The member's message: a decline first (the most useful to them), then congestion, then the rest.
    const lead = infos.find(isDecline) ?? infos.find(isRetryableInfo) ?? infos.find(isTokenRefusal) ?? infos[0] ?? '';
    const message = memberMessageFor(lead);
    super(BillingErrors.CARD_REFUSED, { message });
    this.message = message;
    this.name = 'CardProviderError';
    this.declined = infos.some(isDecline);
    this.retryable = !this.declined && infos.length > 0 && infos.every(isRetryableInfo);
  }

  has(info: string): boolean {
    return this.infos.includes(info);
  }

  /** For logs: the call and the codes, nothing the member typed. */
  describe(): string {
    return `${this.call} refused: ErrCode=${this.codes.join('|')} ErrInfo=${this.infos.join('|')}`;
  }
}

/**
 * The provider could not be reached, did not answer in time, or answered something that is not its
 * protocol. Always retryable. For a call that changes something at the provider (`outcomeUnknown`) the
 * call may have been carried out: before trying an `execTran` again, ask `searchTrade(orderId)` and record
 * what the provider already did, so a member is never charged twice (PROTOCOLS.md, safe charging).
 */
export class CardProviderUnavailable extends DomainError {
  readonly retryable = true;

  constructor(
    readonly call: string,
    /** True when the provider may have done what was asked: find out before repeating it. */
    readonly outcomeUnknown: boolean,
    readonly reason: string,
  ) {
    super(BillingErrors.PROVIDER_UNAVAILABLE, { message: PROVIDER_UNAVAILABLE_MESSAGE });
    this.message = PROVIDER_UNAVAILABLE_MESSAGE;
    this.name = 'CardProviderUnavailable';
  }

  describe(): string {
    return `${this.call} unavailable (${this.reason})${this.outcomeUnknown ? '; outcome unknown' : ''}`;
  }
}

/** The error an answer carries, if any: `ErrCode=E01|E01&ErrInfo=E01040010|E01050004`. */
export function errorOf(call: string, answer: Record<string, string>): CardProviderError | null {
  if (!answer.ErrCode && !answer.ErrInfo) return null;
  return new CardProviderError(call, splitList(answer.ErrCode), splitList(answer.ErrInfo));
}
