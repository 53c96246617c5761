import type { CardStore, IssuedToken, Member, SavedCard, Trade } from './card-store';
import { maskCardNo, maskForToken } from './card-token';

/** The test API's views of the provider's records: card numbers masked, times as ISO 8601. */

const iso = (ms: number) => new Date(ms).toISOString();

export function tradeJson(trade: Trade) {
  return {
    orderId: trade.orderId,
    status: trade.status,
    jobCd: trade.jobCd,
    amount: trade.amount,
    tax: trade.tax,
    accessId: trade.accessId,
    accessPass: trade.accessPass,
    itemCode: trade.itemCode,
    method: trade.method,
    payTimes: trade.payTimes,
    cardNo: trade.card ? maskCardNo(trade.card.cardNo) : null,
    expire: trade.card?.expire ?? null,
    holderName: trade.card?.holderName ?? null,
    siteId: trade.siteId,
    memberId: trade.memberId,
    cardSeq: trade.cardSeq,
    forward: trade.forward,
    approve: trade.approve,
    tranId: trade.tranId,
    tranDate: trade.tranDate,
    processDate: trade.processDate,
    lastError: trade.lastError,
    createdAt: iso(trade.createdAt),
    updatedAt: iso(trade.updatedAt),
    events: trade.events.map((event) => ({ at: iso(event.at), action: event.action, result: event.result })),
  };
}

export function savedCardJson(card: SavedCard) {
  return {
    cardSeq: card.seq,
    isDefault: card.isDefault,
    cardName: card.cardName,
    cardNo: maskCardNo(card.card.cardNo),
    expire: card.card.expire,
    holderName: card.card.holderName,
    deleted: card.deleted,
    savedAt: iso(card.savedAt),
  };
}

export function memberJson(member: Member) {
  return { memberId: member.memberId, memberName: member.memberName, createdAt: iso(member.createdAt), cards: member.cards.map(savedCardJson) };
}

export function tokenJson(store: CardStore, token: IssuedToken) {
  return {
    token: token.token,
    maskedCardNo: maskForToken(token.card.cardNo),
    status: store.tokenStatus(token),
    issuedAt: iso(token.issuedAt),
    expiresAt: iso(token.expiresAt),
    usedAt: token.usedAt === null ? null : iso(token.usedAt),
  };
}
