import { TOKEN_TTL_MS } from './card-config';
import { CardStore, TOKEN_CAPACITY } from './card-store';
import type { CardDetails } from './card-token';

const card: CardDetails = { cardNo: '4111111111111111', expire: '3012', holderName: 'TARO YAMADA', securityCodeSet: true };

function storeAt(start = Date.parse('2026-11-22T01:00:00Z')) {
  const clock = { now: start };
  return { store: new CardStore(() => clock.now), clock };
}

describe('CardStore tokens', () => {
  it('issues distinct random tokens that expire 30 minutes later', () => {
    const { store } = storeAt();
    const issued = store.issueTokens(card, 3);
    expect(new Set(issued.map((token) => token.token)).size).toBe(3);
    for (const token of issued) {
      expect(token.token).toMatch(/^[0-9a-f]{64}$/);
      expect(token.expiresAt - token.issuedAt).toBe(TOKEN_TTL_MS);
    }
  });

  it('redeems a token once, returning a copy of its card', () => {
    const { store } = storeAt();
    const [{ token }] = store.issueTokens(card, 1);
    expect(store.peekToken(token)).toEqual({ ok: true, card });
    const redeemed = store.redeemToken(token);
    expect(redeemed).toEqual({ ok: true, card });
    expect(store.redeemToken(token)).toEqual({ ok: false, reason: 'used' });
    expect(store.peekToken(token)).toEqual({ ok: false, reason: 'used' });
    expect(store.redeemToken('nope')).toEqual({ ok: false, reason: 'unknown' });
  });

  it('expires a token at exactly 30 minutes on the injected clock', () => {
    const { store, clock } = storeAt();
    const [early, late] = store.issueTokens(card, 2);
    clock.now += TOKEN_TTL_MS - 1;
    expect(store.tokenStatus(late)).toBe('unused');
    expect(store.redeemToken(early.token).ok).toBe(true);
    clock.now += 1;
    expect(store.tokenStatus(late)).toBe('expired');
    expect(store.redeemToken(late.token)).toEqual({ ok: false, reason: 'expired' });
    expect(store.tokenStatus(early)).toBe('used');
  });

  it('keeps the newest tokens when it is full', () => {
    const { store } = storeAt();
    const [oldest] = store.issueTokens(card, 1);
    store.issueTokens(card, TOKEN_CAPACITY);
    expect(store.listTokens()).toHaveLength(TOKEN_CAPACITY);
    expect(store.redeemToken(oldest.token)).toEqual({ ok: false, reason: 'unknown' });
  });

  it('forgets everything on clear', () => {
    const { store } = storeAt();
    const [{ token }] = store.issueTokens(card, 1);
    store.addMember({ memberId: 'user-1', memberName: '', createdAt: 0, cards: [] });
    store.clear();
    expect(store.listTokens()).toEqual([]);
    expect(store.listMembers()).toEqual([]);
    expect(store.redeemToken(token).ok).toBe(false);
  });
});
