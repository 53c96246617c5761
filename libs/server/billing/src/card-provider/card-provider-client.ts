import { TransactionContext } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@coaching/server-core';
import { CardProviderError, CardProviderUnavailable, errorOf, ProviderErrorInfo } from './card-provider-errors';
import { encodeForm, parseForm, zipLists } from './provider-form';

/** EntryTran's job codes: provisional sale (仮売上), immediate sale (即時売上), card check. */
export type EntryJobCode = 'AUTH' | 'CAPTURE' | 'CHECK';
/** AlterTran's job codes: actual sale of an AUTH (amount must match), cancel, refund. */
export type AlterJobCode = 'SALES' | 'VOID' | 'RETURN';

/** Both together name a trade at the provider (answered by EntryTran). */
export interface TradeAccess {
  accessId: string;
  accessPass: string;
}

/** What to charge: a fresh single-use token from the member's browser, or a card saved for our member. */
export type PaymentCard = { token: string } | { memberId: string; cardSeq: string; securityCode?: string };

export interface EntryTranRequest {
  /** Chosen by us before the call (≤27 chars, [A-Za-z0-9-]); the provider refuses it a second time. */
  orderId: string;
  jobCd: EntryJobCode;
  /** Tax excluded, yen. */
  amount: number;
  tax: number;
}

export interface ExecTranRequest extends TradeAccess {
  orderId: string;
  card: PaymentCard;
}

export interface ExecTranResult {
  acs: string;
  orderId: string;
  forward: string;
  approve: string;
  tranId: string;
  /** yyyyMMddHHmmss, Japan time. */
  tranDate: string;
}

export interface AlterTranRequest extends TradeAccess {
  jobCd: AlterJobCode;
  /** Required for SALES (equal to the AUTH amount). */
  amount?: number;
  tax?: number;
}

export interface AlterTranResult extends TradeAccess {
  forward: string;
  approve: string;
  tranId: string;
  tranDate: string;
}

/** A trade as SearchTrade answers it. */
export interface ProviderTrade {
  orderId: string;
  /** UNPROCESSED, AUTHENTICATED, CHECK, AUTH, SALES, CAPTURE, VOID, RETURN, … */
  status: string;
  processDate: string;
  jobCd: string;
  accessId: string;
  accessPass: string;
  amount: number;
  tax: number;
  memberId: string;
  /** Masked. */
  cardNo: string;
  forward: string;
  tranId: string;
  approve: string;
}

export interface ProviderMember {
  memberId: string;
  memberName: string;
  deleted: boolean;
}

/** A saved card as SearchCard answers it. */
export interface ProviderCard {
  cardSeq: string;
  defaultFlag: '0' | '1';
  cardName: string;
  /** Masked by the provider. */
  cardNo: string;
  /** YYMM. */
  expire: string;
  holderName: string;
  /** Logically deleted (SeqMode 0 keeps the sequence numbers of deleted cards). */
  deleted: boolean;
  /** The provider's `Brand` (VISA, MASTER, JCB, AMEX, DINERS); '' when it gives none. */
  brand: string;
}

export interface SaveCardRequest {
  memberId: string;
  /** A new card from its token; without one, the card `cardSeq` is updated (e.g. made the default). */
  token?: string;
  cardSeq?: string;
  defaultFlag: '0' | '1';
}

export interface SavedCardAnswer {
  cardSeq: string;
  /** Masked. */
  cardNo: string;
  forward: string;
}

const toAmount = (text: string | undefined) => (text && /^\d+$/.test(text) ? Number(text) : 0);

/**
 * The card payment provider's server API (PROTOCOLS.md, GMO-PG protocol): one method per call the product
 * makes, each a form-encoded POST to `${CARD_PROVIDER_API_URL}/<Name>.idPass` with the shop or site
 * credentials from configuration. The sandbox answers locally; production points at the provider.
 *
 * Failures:
 * - the provider refused (`ErrCode`/`ErrInfo`): `CardProviderError` (declines are not retryable; congestion is);
 * - no answer, a timeout (`CARD_PROVIDER_TIMEOUT_MS`), an HTTP error or an answer that is not the protocol:
 *   `CardProviderUnavailable`. For calls that change something (`outcomeUnknown`), the provider may have
 *   done it: callers must `searchTrade(orderId)` before retrying an `execTran`, never charge again blindly.
 *
 * Nothing here logs: parameters carry tokens and card references, answers carry masked cards.
 *
 * No call is made from inside a database transaction (`refuseInsideTransaction`): callers settle what they
 * need from the provider before their transaction and record what it did after.
 */
@Injectable()
export class CardProviderClient {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  private get shop() {
    return { ShopID: this.config.CARD_PROVIDER_SHOP_ID, ShopPass: this.config.CARD_PROVIDER_SHOP_PASS };
  }

  private get site() {
    return { SiteID: this.config.CARD_PROVIDER_SITE_ID, SitePass: this.config.CARD_PROVIDER_SITE_PASS };
  }

  /** Registers a trade; nothing is charged yet. */
  async entryTran({ orderId, jobCd, amount, tax }: EntryTranRequest): Promise<TradeAccess> {
    const answer = await this.call('EntryTran', { ...this.shop, OrderID: orderId, JobCd: jobCd, Amount: amount, Tax: tax }, true);
    return { accessId: required('EntryTran', answer, 'AccessID'), accessPass: required('EntryTran', answer, 'AccessPass') };
  }

  /** Charges (or authorises) the registered trade with a token or a saved card. */
  async execTran({ accessId, accessPass, orderId, card }: ExecTranRequest): Promise<ExecTranResult> {
    const cardParams =
      'token' in card
        ? { Token: card.token }
        : { ...this.site, MemberID: card.memberId, SeqMode: '0', CardSeq: card.cardSeq, SecurityCode: card.securityCode };
    const answer = await this.call('ExecTran', { AccessID: accessId, AccessPass: accessPass, OrderID: orderId, Method: '1', ...cardParams }, true);
    return {
      acs: answer.ACS ?? '0',
      orderId: answer.OrderID ?? orderId,
      forward: answer.Forward ?? '',
      approve: answer.Approve ?? '',
      tranId: answer.TranID ?? '',
      tranDate: answer.TranDate ?? '',
    };
  }

  /** Captures an AUTH (SALES), cancels (VOID) or refunds (RETURN). */
  async alterTran({ accessId, accessPass, jobCd, amount, tax }: AlterTranRequest): Promise<AlterTranResult> {
    const answer = await this.call('AlterTran', { ...this.shop, AccessID: accessId, AccessPass: accessPass, JobCd: jobCd, Amount: amount, Tax: tax }, true);
    return alteredTrade(answer, { accessId, accessPass });
  }

  /** ChangeTran: a new (lower) amount for an executed trade of job code `jobCd`, e.g. a partial refund of a CAPTURE. */
  async changeTran({ accessId, accessPass, jobCd, amount, tax }: TradeAccess & { jobCd: 'AUTH' | 'CAPTURE' | 'SALES'; amount: number; tax: number }): Promise<AlterTranResult> {
    const answer = await this.call('ChangeTran', { ...this.shop, AccessID: accessId, AccessPass: accessPass, JobCd: jobCd, Amount: amount, Tax: tax }, true);
    return alteredTrade(answer, { accessId, accessPass });
  }

  /** What the provider did with an order; null when it never heard of it. The answer to every doubt. */
  async searchTrade(orderId: string): Promise<ProviderTrade | null> {
    const answer = await this.callOrNull('SearchTrade', { ...this.shop, OrderID: orderId }, [ProviderErrorInfo.tradeNotFound]);
    if (!answer) return null;
    return {
      orderId: answer.OrderID ?? orderId,
      status: required('SearchTrade', answer, 'Status'),
      processDate: answer.ProcessDate ?? '',
      jobCd: answer.JobCd ?? '',
      accessId: answer.AccessID ?? '',
      accessPass: answer.AccessPass ?? '',
      amount: toAmount(answer.Amount),
      tax: toAmount(answer.Tax),
      memberId: answer.MemberID ?? '',
      cardNo: answer.CardNo ?? '',
      forward: answer.Forward ?? '',
      tranId: answer.TranID ?? '',
      approve: answer.Approve ?? '',
    };
  }

  /** Registers our member at the provider (refused with `memberExists` when already there). */
  async saveMember(memberId: string): Promise<void> {
    await this.call('SaveMember', { ...this.site, MemberID: memberId }, true);
  }

  async searchMember(memberId: string): Promise<ProviderMember | null> {
    const answer = await this.callOrNull('SearchMember', { ...this.site, MemberID: memberId }, [ProviderErrorInfo.memberNotFound]);
    if (!answer) return null;
    return { memberId: answer.MemberID ?? memberId, memberName: answer.MemberName ?? '', deleted: answer.DeleteFlag === '1' };
  }

  /** Saves a new card from a token, or updates the saved card `cardSeq` (its default flag). */
  async saveCard({ memberId, token, cardSeq, defaultFlag }: SaveCardRequest): Promise<SavedCardAnswer> {
    const answer = await this.call('SaveCard', { ...this.site, MemberID: memberId, SeqMode: '0', CardSeq: cardSeq, DefaultFlag: defaultFlag, Token: token }, true);
    return { cardSeq: required('SaveCard', answer, 'CardSeq'), cardNo: answer.CardNo ?? '', forward: answer.Forward ?? '' };
  }

  /** Every card kept for the member, deleted ones included (flagged); none for an unknown member. */
  async searchCard(memberId: string): Promise<ProviderCard[]> {
    const answer = await this.callOrNull('SearchCard', { ...this.site, MemberID: memberId, SeqMode: '0' }, [ProviderErrorInfo.memberNotFound, ProviderErrorInfo.cardNotFound]);
    if (!answer) return [];
    const fields = ['CardSeq', 'DefaultFlag', 'CardName', 'CardNo', 'Expire', 'HolderName', 'DeleteFlag', 'Brand'] as const;
    return zipLists(answer, 'CardSeq', fields)
      .filter((row) => row.CardSeq !== '')
      .map((row) => ({
        cardSeq: row.CardSeq,
        defaultFlag: row.DefaultFlag === '1' ? '1' : '0',
        cardName: row.CardName,
        cardNo: row.CardNo,
        expire: row.Expire,
        holderName: row.HolderName,
        deleted: row.DeleteFlag === '1',
        brand: row.Brand,
      }));
  }

  async deleteCard(memberId: string, cardSeq: string): Promise<void> {
    await this.call('DeleteCard', { ...this.site, MemberID: memberId, SeqMode: '0', CardSeq: cardSeq }, true);
  }

  /** `call`, answering null for the listed "does not exist" refusals. */
  private async callOrNull(name: string, params: Record<string, string | number | undefined>, notFound: string[]): Promise<Record<string, string> | null> {
    try {
      return await this.call(name, params, false);
    } catch (error) {
      if (error instanceof CardProviderError && error.infos.length > 0 && error.infos.every((info) => notFound.includes(info))) return null;
      throw error;
    }
  }

  /** One POST; `changes`: the call changes something at the provider, so a lost answer leaves its outcome unknown. */
  private async call(name: string, params: Record<string, string | number | undefined>, changes: boolean): Promise<Record<string, string>> {
    refuseInsideTransaction(name);
    let body: string;
    try {
      const response = await fetch(`${this.config.CARD_PROVIDER_API_URL}/${name}.idPass`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/plain' },
        body: encodeForm(params),
        signal: AbortSignal.timeout(this.config.CARD_PROVIDER_TIMEOUT_MS),
      });
      body = await response.text();
      if (!response.ok) throw new CardProviderUnavailable(name, changes, `HTTP ${response.status}`);
    } catch (error) {
      if (error instanceof CardProviderUnavailable) throw error;
      // fetch rejects with DOMExceptions and TypeErrors of its own realm: read them by name, not class.
      const { name: kind, message } = (error ?? {}) as { name?: string; message?: string };
      const timedOut = kind === 'TimeoutError' || kind === 'AbortError';
      throw new CardProviderUnavailable(name, changes, timedOut ? 'timeout' : (message ?? String(error)));
    }
    const answer = parseForm(body);
    const refusal = errorOf(name, answer);
    if (refusal) throw refusal;
    return answer;
  }
}

/**
 * A provider call waits up to CARD_PROVIDER_TIMEOUT_MS; made inside a transaction it would hold that
 * transaction's locks and connection as long. MikroORM keeps the transaction an `em.transactional` callback
 * runs in as its async context, so a call made anywhere beneath one is caught here, before it leaves.
 */
function refuseInsideTransaction(call: string): void {
  const open = TransactionContext.getEntityManager()?.getTransactionContext();
  if (open && !open.isCompleted()) throw new Error(`card provider ${call} called inside a database transaction`);
}

/** AlterTran's and ChangeTran's answer: the trade's access (the provider may keep ours) and the new transaction. */
function alteredTrade(answer: Record<string, string>, access: TradeAccess): AlterTranResult {
  return {
    accessId: answer.AccessID ?? access.accessId,
    accessPass: answer.AccessPass ?? access.accessPass,
    forward: answer.Forward ?? '',
    approve: answer.Approve ?? '',
    tranId: answer.TranID ?? '',
    tranDate: answer.TranDate ?? '',
  };
}

/** A field the protocol always answers; its absence means the answer is not the protocol (and, for a change, its outcome unknown). */
function required(call: string, answer: Record<string, string>, field: string): string {
  const value = answer[field];
  if (!value) throw new CardProviderUnavailable(call, !call.startsWith('Search'), `answer without ${field}`);
  return value;
}
