import { createHash, randomInt } from 'node:crypto';
import { FORWARD_CODE, type CardProviderConfig } from './card-config';
import { randomHex, type CardStore, type JobCd, type Trade, type TradeStatus } from './card-store';
import { maskCardNo, type CardDetails } from './card-token';
import { missingShop, moneyErrors, shopMatches } from './gmo-checks';
import type { GmoErrInfo } from './gmo-errors';
import { answer, fail, gmoDateTime, jstYearMonth, type GmoAnswer, type GmoParams } from './gmo-form';
import { cardFromMember, cardFromToken, type CardSource } from './member-api';
import { testCardBehaviour } from './test-cards';

/** An answer, and whether to send it late (slow card) or never (hanging card). */
export interface GmoOutcome {
  answer: GmoAnswer;
  delay?: 'slow' | 'hang';
}

/** Job codes EntryTran takes. SALES, VOID and RETURN exist, but only AlterTran may run them. */
const ENTRY_JOB_CODES: readonly string[] = ['CHECK', 'AUTH', 'CAPTURE'];
const ALTER_JOB_CODES: readonly string[] = ['SALES', 'VOID', 'RETURN'];
const KNOWN_JOB_CODES: readonly string[] = [...ENTRY_JOB_CODES, ...ALTER_JOB_CODES, 'SAUTH', 'RETURNX'];

/** Which statuses each AlterTran job code may start from. */
const ALTER_FROM: Readonly<Record<string, readonly TradeStatus[]>> = {
  SALES: ['AUTH'],
  VOID: ['AUTH', 'CAPTURE', 'SALES'],
  RETURN: ['AUTH', 'CAPTURE', 'SALES'],
};

/** ItemCode GMO reports when the shop sends none. */
const DEFAULT_ITEM_CODE = '0000990';

/**
 * The trade protocol: EntryTran registers an order, ExecTran charges a card for it, AlterTran
 * settles, cancels or refunds it, SearchTrade tells what happened. Format errors are reported
 * together; checks of state come after, one at a time.
 */
export class TradeApi {
  constructor(
    private readonly store: CardStore,
    private readonly config: CardProviderConfig,
  ) {}

  entryTran(params: GmoParams): GmoAnswer {
    const orderId = params['OrderID'];
    const jobCd = params['JobCd'];
    const errors = [...missingShop(params), ...orderIdErrors(orderId), ...jobCodeErrors(jobCd, ENTRY_JOB_CODES)];
    // An authorisation of nothing is meaningless; only CHECK (a card check) goes without an amount.
    const amountRequired = jobCd !== 'CHECK';
    const amountErrors = moneyErrors(params['Amount'], amountRequired ? 'E01060001' : null, 'E01060006', 'E01060005');
    if (amountErrors.length === 0 && amountRequired && Number(params['Amount']) === 0) amountErrors.push('E01060001');
    const taxErrors = moneyErrors(params['Tax'], null, 'E01070006', 'E01070005');
    errors.push(...amountErrors, ...taxErrors);
    const amount = Number(params['Amount'] || 0);
    const tax = Number(params['Tax'] || 0);
    if (amountErrors.length === 0 && taxErrors.length === 0 && amount + tax > 9_999_999) errors.push('E01490005');
    if (errors.length > 0) return fail(...errors);
    if (!shopMatches(params, this.config)) return fail('E01030002');
    if (this.store.hasOrder(orderId)) return fail('E01040010');

    const now = this.store.now();
    const trade: Trade = {
      orderId,
      accessId: randomHex(),
      accessPass: randomHex(),
      jobCd: jobCd as JobCd,
      status: 'UNPROCESSED',
      amount,
      tax,
      itemCode: params['ItemCode'] || DEFAULT_ITEM_CODE,
      method: '',
      payTimes: '',
      card: null,
      siteId: '',
      memberId: '',
      cardSeq: null,
      forward: '',
      approve: '',
      tranId: '',
      tranDate: '',
      processDate: gmoDateTime(now),
      createdAt: now,
      updatedAt: now,
      lastError: null,
      events: [{ at: now, action: 'EntryTran', result: 'UNPROCESSED' }],
    };
    this.store.addTrade(trade);
    return answer(['AccessID', trade.accessId], ['AccessPass', trade.accessPass]);
  }

  /**
   * Charges the card (Token, or MemberID with CardSeq or the default card) for an entered trade.
   * The card's test behaviour decides the outcome; the trade is recorded before a slow or hanging
   * answer, as a provider that approved and then lost the connection would have it.
   */
  execTran(params: GmoParams): GmoOutcome {
    const errors: GmoErrInfo[] = [];
    if (!params['AccessID']) errors.push('E01090001');
    if (!params['AccessPass']) errors.push('E01100001');
    if (!params['OrderID']) errors.push('E01040001');
    if (errors.length > 0) return { answer: fail(...errors) };
    const trade = this.store.findTrade(params['AccessID'], params['AccessPass']);
    if (!trade || trade.orderId !== params['OrderID']) return { answer: fail('E01110002') };
    if (trade.status !== 'UNPROCESSED') return { answer: this.failTrade(trade, 'ExecTran', 'E11010001') };

    const method = params['Method'] ?? '';
    if (trade.jobCd !== 'CHECK') {
      // Lump sum (一括) only: the school charges monthly plans as separate lump-sum trades.
      if (method === '') return { answer: this.failTrade(trade, 'ExecTran', 'E01260001') };
      if (method !== '1') return { answer: this.failTrade(trade, 'ExecTran', 'E01260002') };
    }
    const securityCode = params['SecurityCode'];
    if (securityCode !== undefined && securityCode !== '' && !/^\d{3,4}$/.test(securityCode)) return { answer: this.failTrade(trade, 'ExecTran', 'E01460008') };

    const byMember = !params['Token'] && !params['CardNo'] && Boolean(params['MemberID']);
    const source: CardSource & { seq?: number } = byMember ? cardFromMember(this.store, this.config, params) : cardFromToken(this.store, params, false);
    if (!source.ok) return { answer: this.failTrade(trade, 'ExecTran', source.error) };

    const behaviour = testCardBehaviour(source.card.cardNo);
    // Congestion means the provider did not get to the card: the token stays usable for the retry.
    if (behaviour === 'congestion') return { answer: this.failTrade(trade, 'ExecTran', 'E92000001') };
    if (!byMember) this.store.redeemToken(params['Token']);
    if (behaviour === 'decline') return { answer: this.failTrade(trade, 'ExecTran', '42G120000') };
    if (isExpired(source.card, this.store.now())) return { answer: this.failTrade(trade, 'ExecTran', '42G830000') };

    const now = this.store.now();
    const executed: Partial<Trade> = {
      status: trade.jobCd,
      method: trade.jobCd === 'CHECK' ? '' : method,
      card: source.card,
      siteId: byMember ? params['SiteID'] : '',
      memberId: byMember ? params['MemberID'] : '',
      cardSeq: byMember ? (source.seq ?? null) : null,
      forward: FORWARD_CODE,
      approve: String(randomInt(1_000_000, 10_000_000)),
      tranId: randomDigits(28),
      tranDate: gmoDateTime(now),
      processDate: gmoDateTime(now),
      updatedAt: now,
      lastError: null,
    };
    Object.assign(trade, executed);
    trade.events.push({ at: now, action: 'ExecTran', result: trade.status });

    const result = answer(
      ['ACS', '0'],
      ['OrderID', trade.orderId],
      ['Forward', trade.forward],
      ['Method', trade.method],
      ['PayTimes', trade.payTimes],
      ['Approve', trade.approve],
      ['TranID', trade.tranId],
      ['TranDate', trade.tranDate],
      ['CheckString', this.checkString(trade)],
    );
    if (behaviour === 'slow') return { answer: result, delay: 'slow' };
    if (behaviour === 'hang') return { answer: result, delay: 'hang' };
    return { answer: result };
  }

  /** SALES (the AUTH amount, exactly), VOID or RETURN of an executed trade. */
  alterTran(params: GmoParams): GmoAnswer {
    const jobCd = params['JobCd'];
    const errors = [...missingShop(params)];
    if (!params['AccessID']) errors.push('E01090001');
    if (!params['AccessPass']) errors.push('E01100001');
    errors.push(...jobCodeErrors(jobCd, ALTER_JOB_CODES));
    if (jobCd === 'SALES') errors.push(...moneyErrors(params['Amount'], 'E01060001', 'E01060006', 'E01060005'));
    if (errors.length > 0) return fail(...errors);
    if (!shopMatches(params, this.config)) return fail('E01030002');
    const trade = this.store.findTrade(params['AccessID'], params['AccessPass']);
    if (!trade) return fail('E01110002');

    const action = `AlterTran ${jobCd}`;
    if (!ALTER_FROM[jobCd].includes(trade.status)) return this.failTrade(trade, action, 'E01050004');
    if (jobCd === 'SALES' && Number(params['Amount']) !== trade.amount) return this.failTrade(trade, action, 'E01060010');

    const now = this.store.now();
    const altered: Partial<Trade> = {
      status: jobCd as JobCd,
      jobCd: jobCd as JobCd,
      approve: String(randomInt(1_000_000, 10_000_000)),
      tranId: randomDigits(28),
      tranDate: gmoDateTime(now),
      processDate: gmoDateTime(now),
      updatedAt: now,
    };
    Object.assign(trade, altered);
    trade.events.push({ at: now, action, result: trade.status });
    return answer(['AccessID', trade.accessId], ['AccessPass', trade.accessPass], ['Forward', trade.forward], ['Approve', trade.approve], ['TranID', trade.tranId], ['TranDate', trade.tranDate]);
  }

  /**
   * ChangeTran: a new amount for an executed trade, same job code (a partial refund of a CAPTURE or SALES
   * keeps the rest as the sale). The amount may only go down here; the trade keeps its status.
   */
  changeTran(params: GmoParams): GmoAnswer {
    const jobCd = params['JobCd'];
    const errors = [...missingShop(params)];
    if (!params['AccessID']) errors.push('E01090001');
    if (!params['AccessPass']) errors.push('E01100001');
    errors.push(...jobCodeErrors(jobCd, ['CAPTURE', 'AUTH', 'SALES']));
    errors.push(...moneyErrors(params['Amount'], 'E01060001', 'E01060006', 'E01060005'), ...moneyErrors(params['Tax'], null, 'E01070006', 'E01070005'));
    if (errors.length > 0) return fail(...errors);
    if (!shopMatches(params, this.config)) return fail('E01030002');
    const trade = this.store.findTrade(params['AccessID'], params['AccessPass']);
    if (!trade) return fail('E01110002');
    const action = `ChangeTran ${jobCd}`;
    if (trade.status !== jobCd) return this.failTrade(trade, action, 'E01050004');
    const amount = Number(params['Amount']);
    const tax = Number(params['Tax'] || 0);
    if (amount + tax > trade.amount + trade.tax) return this.failTrade(trade, action, 'E01060010');
    const now = this.store.now();
    Object.assign(trade, { amount, tax, approve: String(randomInt(1_000_000, 10_000_000)), tranId: randomDigits(28), tranDate: gmoDateTime(now), processDate: gmoDateTime(now), updatedAt: now });
    trade.events.push({ at: now, action, result: `${trade.status} ${amount + tax}` });
    return answer(['AccessID', trade.accessId], ['AccessPass', trade.accessPass], ['Forward', trade.forward], ['Approve', trade.approve], ['TranID', trade.tranId], ['TranDate', trade.tranDate]);
  }

  /** Everything about one order, in SearchTrade's field order. */
  searchTrade(params: GmoParams): GmoAnswer {
    const errors = [...missingShop(params)];
    if (!params['OrderID']) errors.push('E01040001');
    if (errors.length > 0) return fail(...errors);
    if (!shopMatches(params, this.config)) return fail('E01030002');
    const trade = this.store.findTradeByOrder(params['OrderID']);
    if (!trade) return fail('E01110002');
    return answer(
      ['OrderID', trade.orderId],
      ['Status', trade.status],
      ['ProcessDate', trade.processDate],
      ['JobCd', trade.jobCd],
      ['AccessID', trade.accessId],
      ['AccessPass', trade.accessPass],
      ['ItemCode', trade.itemCode],
      ['Amount', String(trade.amount)],
      ['Tax', String(trade.tax)],
      ['SiteID', trade.siteId],
      ['MemberID', trade.memberId],
      ['CardNo', trade.card ? maskCardNo(trade.card.cardNo) : ''],
      ['Expire', trade.card?.expire ?? ''],
      ['Method', trade.method],
      ['PayTimes', trade.payTimes],
      ['Forward', trade.forward],
      ['TranID', trade.tranId],
      ['Approve', trade.approve],
      ['ClientField1', ''],
      ['ClientField2', ''],
      ['ClientField3', ''],
    );
  }

  /** Records a refused call on the trade (the console shows it) and answers the error. */
  private failTrade(trade: Trade, action: string, error: GmoErrInfo): GmoAnswer {
    const now = this.store.now();
    if (action === 'ExecTran') trade.lastError = error;
    trade.updatedAt = now;
    trade.events.push({ at: now, action, result: error });
    return fail(error);
  }

  /** GMO's CheckString: MD5 of the answer's fields and the shop password, for the shop to verify. */
  private checkString(trade: Trade): string {
    const parts = [trade.orderId, trade.forward, trade.method, trade.payTimes, trade.approve, trade.tranId, trade.tranDate, this.config.shopPass];
    return createHash('md5').update(parts.join('')).digest('hex');
  }
}

/** OrderID: 1–27 of letters, digits and `-`. */
function orderIdErrors(orderId: string | undefined): GmoErrInfo[] {
  if (!orderId) return ['E01040001'];
  const errors: GmoErrInfo[] = [];
  if (orderId.length > 27) errors.push('E01040003');
  if (!/^[A-Za-z0-9-]+$/.test(orderId)) errors.push('E01040013');
  return errors;
}

function jobCodeErrors(jobCd: string | undefined, allowed: readonly string[]): GmoErrInfo[] {
  if (!jobCd) return ['E01050001'];
  if (allowed.includes(jobCd)) return [];
  return KNOWN_JOB_CODES.includes(jobCd) ? ['E01050004'] : ['E01050002'];
}

/** A card is good through the last day of its expiry month, Japan time. */
function isExpired(card: CardDetails, now: number): boolean {
  const { year, month } = jstYearMonth(now);
  const expiryYear = 2000 + Number(card.expire.slice(0, 2));
  const expiryMonth = Number(card.expire.slice(2, 4));
  return expiryYear < year || (expiryYear === year && expiryMonth < month);
}

function randomDigits(length: number): string {
  let digits = String(randomInt(1, 10));
  while (digits.length < length) digits += String(randomInt(0, 10));
  return digits;
}
