import { randomBytes } from 'node:crypto';
import { TOKEN_TTL_MS } from './card-config';
import type { CardDetails } from './card-token';

/** Job codes (処理区分) a trade can carry. */
export type JobCd = 'CHECK' | 'AUTH' | 'CAPTURE' | 'SALES' | 'VOID' | 'RETURN';

/** SearchTrade's Status: UNPROCESSED until ExecTran succeeds, then the last job's. */
export type TradeStatus = 'UNPROCESSED' | JobCd;

/** One step in a trade's life, for the console and the test API. */
export interface TradeEvent {
  at: number;
  /** e.g. `EntryTran`, `ExecTran`, `AlterTran SALES`. */
  action: string;
  /** The status it left, or the ErrInfo it failed with. */
  result: string;
}

/** A trade (取引) as the provider keeps it, from EntryTran on. */
export interface Trade {
  orderId: string;
  accessId: string;
  accessPass: string;
  /** The job code of the last successful call (EntryTran's until ExecTran). */
  jobCd: JobCd;
  status: TradeStatus;
  amount: number;
  tax: number;
  itemCode: string;
  method: string;
  payTimes: string;
  card: CardDetails | null;
  /** Set when paid with a saved card. */
  siteId: string;
  memberId: string;
  cardSeq: number | null;
  forward: string;
  approve: string;
  tranId: string;
  /** yyyyMMddHHmmss of the last authorisation or alteration. */
  tranDate: string;
  /** yyyyMMddHHmmss of the last processing. */
  processDate: string;
  createdAt: number;
  updatedAt: number;
  /** ErrInfo of the last failed ExecTran, cleared by a success. */
  lastError: string | null;
  events: TradeEvent[];
}

export interface IssuedToken {
  token: string;
  card: CardDetails;
  issuedAt: number;
  expiresAt: number;
  usedAt: number | null;
}

export type TokenStatus = 'unused' | 'used' | 'expired';

export interface SavedCard {
  /** CardSeq: assigned in order, never reused. */
  seq: number;
  card: CardDetails;
  cardName: string;
  isDefault: boolean;
  deleted: boolean;
  savedAt: number;
}

export interface Member {
  memberId: string;
  memberName: string;
  createdAt: number;
  cards: SavedCard[];
}

export type TokenRedemption = { ok: true; card: CardDetails } | { ok: false; reason: 'unknown' | 'used' | 'expired' };

export const TOKEN_CAPACITY = 10_000;

/** 32 hex digits: AccessID and AccessPass look like this at GMO. */
export const randomHex = (bytes = 16) => randomBytes(bytes).toString('hex');

/**
 * The provider's memory: tokens, trades, members and their cards. In memory (the sandbox is the
 * outside world, not our database) and on an injectable clock so tests can move time.
 */
export class CardStore {
  private tokens = new Map<string, IssuedToken>();
  /** Newest first. */
  private trades: Trade[] = [];
  private tradesByOrder = new Map<string, Trade>();
  private tradesByAccess = new Map<string, Trade>();
  private members = new Map<string, Member>();

  constructor(readonly now: () => number = Date.now) {}

  /** Random single-use tokens for one card, each valid for 30 minutes. */
  issueTokens(card: CardDetails, count: number): IssuedToken[] {
    const issuedAt = this.now();
    const issued = Array.from({ length: count }, () => ({ token: randomBytes(32).toString('hex'), card: { ...card }, issuedAt, expiresAt: issuedAt + TOKEN_TTL_MS, usedAt: null }));
    for (const token of issued) this.tokens.set(token.token, token);
    // Maps iterate in insertion order, so the first keys are the oldest.
    for (const oldest of this.tokens.keys()) {
      if (this.tokens.size <= TOKEN_CAPACITY) break;
      this.tokens.delete(oldest);
    }
    return issued;
  }

  /** The card behind a usable token, leaving the token unused. */
  peekToken(token: string): TokenRedemption {
    const issued = this.tokens.get(token);
    if (!issued) return { ok: false, reason: 'unknown' };
    const status = this.tokenStatus(issued);
    if (status !== 'unused') return { ok: false, reason: status };
    return { ok: true, card: { ...issued.card } };
  }

  /** Uses a token up and returns its card; a used, expired or unknown token gives nothing. */
  redeemToken(token: string): TokenRedemption {
    const redemption = this.peekToken(token);
    if (redemption.ok) (this.tokens.get(token) as IssuedToken).usedAt = this.now();
    return redemption;
  }

  tokenStatus(token: IssuedToken): TokenStatus {
    if (token.usedAt !== null) return 'used';
    return token.expiresAt <= this.now() ? 'expired' : 'unused';
  }

  /** Newest first. */
  listTokens(): IssuedToken[] {
    return [...this.tokens.values()].reverse();
  }

  hasOrder(orderId: string): boolean {
    return this.tradesByOrder.has(orderId);
  }

  addTrade(trade: Trade): void {
    this.trades.unshift(trade);
    this.tradesByOrder.set(trade.orderId, trade);
    this.tradesByAccess.set(trade.accessId, trade);
  }

  findTradeByOrder(orderId: string): Trade | undefined {
    return this.tradesByOrder.get(orderId);
  }

  /** The trade with this AccessID, only when the AccessPass matches too. */
  findTrade(accessId: string, accessPass: string): Trade | undefined {
    const trade = this.tradesByAccess.get(accessId);
    return trade && trade.accessPass === accessPass ? trade : undefined;
  }

  /** Newest first; `orderId` is a case-sensitive substring match, like the merchant console's search. */
  listTrades(filter: { orderId?: string } = {}): Trade[] {
    const orderId = filter.orderId?.trim();
    return orderId ? this.trades.filter((trade) => trade.orderId.includes(orderId)) : [...this.trades];
  }

  getMember(memberId: string): Member | undefined {
    return this.members.get(memberId);
  }

  addMember(member: Member): void {
    this.members.set(member.memberId, member);
  }

  /** In creation order. */
  listMembers(): Member[] {
    return [...this.members.values()];
  }

  /** Forgets everything: tokens, trades, members. */
  clear(): void {
    this.tokens = new Map();
    this.trades = [];
    this.tradesByOrder = new Map();
    this.tradesByAccess = new Map();
    this.members = new Map();
  }
}
