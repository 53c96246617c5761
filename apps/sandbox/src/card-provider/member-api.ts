import { FORWARD_CODE, MAX_CARDS_PER_MEMBER, type CardProviderConfig } from './card-config';
import type { CardStore, Member, SavedCard } from './card-store';
import { maskCardNo, type CardDetails } from './card-token';
import { memberIdErrors, missingSite, seqModeErrors, siteMatches } from './gmo-checks';
import type { GmoErrInfo } from './gmo-errors';
import { answer, fail, type GmoAnswer, type GmoParams } from './gmo-form';

export type CardSource = { ok: true; card: CardDetails } | { ok: false; error: GmoErrInfo };

/**
 * Members (会員) and their saved cards (カード): SaveMember, SearchMember, SaveCard, SearchCard,
 * DeleteCard. Every call names the site (SiteID, SitePass) the members belong to.
 */
export class MemberApi {
  constructor(
    private readonly store: CardStore,
    private readonly config: CardProviderConfig,
  ) {}

  saveMember(params: GmoParams): GmoAnswer {
    const memberId = params['MemberID'];
    const memberName = params['MemberName'] ?? '';
    const errors = [...missingSite(params), ...memberIdErrors(memberId)];
    // GMO counts bytes; UTF-8 bytes are a close enough stand-in.
    if (Buffer.byteLength(memberName, 'utf8') > 255) errors.push('E01430012');
    if (errors.length > 0) return fail(...errors);
    if (!siteMatches(params, this.config)) return fail('E01210002');
    if (this.store.getMember(memberId)) return fail('E01390010');

    this.store.addMember({ memberId, memberName, createdAt: this.store.now(), cards: [] });
    return answer(['MemberID', memberId]);
  }

  searchMember(params: GmoParams): GmoAnswer {
    const found = this.member(params);
    if (!found.ok) return fail(...found.errors);
    return answer(['MemberID', found.member.memberId], ['MemberName', found.member.memberName], ['DeleteFlag', '0']);
  }

  /**
   * Saves the card behind a token (a new CardSeq, or over CardSeq when given). DefaultFlag=1 makes
   * it the only default card. No authorisation happens here: a declining card is saved and declines
   * when it is charged.
   */
  saveCard(params: GmoParams): GmoAnswer {
    const found = this.member(params, seqModeErrors(params['SeqMode']), seqErrors(params['CardSeq'], false));
    if (!found.ok) return fail(...found.errors);
    const { member } = found;

    const replacing = params['CardSeq'] ? activeCard(member, Number(params['CardSeq'])) : undefined;
    if (params['CardSeq'] && !replacing) return fail('E01240002');
    if (!replacing && activeCards(member).length >= MAX_CARDS_PER_MEMBER) return fail('E01230009');

    const source = cardFromToken(this.store, params);
    if (!source.ok) return fail(source.error);

    const isDefault = params['DefaultFlag'] === '1';
    if (isDefault) for (const card of member.cards) card.isDefault = false;
    let saved: SavedCard;
    if (replacing) {
      saved = Object.assign(replacing, { card: source.card, cardName: params['CardName'] ?? replacing.cardName, savedAt: this.store.now() });
      if (isDefault) saved.isDefault = true;
    } else {
      saved = { seq: member.cards.length, card: source.card, cardName: params['CardName'] ?? '', isDefault, deleted: false, savedAt: this.store.now() };
      member.cards.push(saved);
    }
    return answer(['CardSeq', String(saved.seq)], ['CardNo', maskCardNo(saved.card.cardNo)], ['Forward', FORWARD_CODE], ['Brand', cardBrand(saved.card.cardNo)]);
  }

  /** The member's cards (SeqMode=1 lists deleted ones too), or the one at CardSeq; lists joined by `|`. */
  searchCard(params: GmoParams): GmoAnswer {
    const found = this.member(params, seqModeErrors(params['SeqMode']), seqErrors(params['CardSeq'], false));
    if (!found.ok) return fail(...found.errors);
    const physical = params['SeqMode'] === '1';
    const seq = params['CardSeq'] ? Number(params['CardSeq']) : undefined;
    const cards = found.member.cards.filter((card) => (physical || !card.deleted) && (seq === undefined || card.seq === seq));
    if (cards.length === 0) return fail('E01240002');
    const list = (pick: (card: SavedCard) => string) => cards.map(pick).join('|');
    return answer(
      ['CardSeq', list((card) => String(card.seq))],
      ['DefaultFlag', list((card) => (card.isDefault ? '1' : '0'))],
      ['CardName', list((card) => card.cardName)],
      ['CardNo', list((card) => maskCardNo(card.card.cardNo))],
      ['Expire', list((card) => card.card.expire)],
      ['HolderName', list((card) => card.card.holderName)],
      ['DeleteFlag', list((card) => (card.deleted ? '1' : '0'))],
      ['Brand', list((card) => cardBrand(card.card.cardNo))],
    );
  }

  /** Deletes a card; its CardSeq is not given out again. A deleted default leaves no default. */
  deleteCard(params: GmoParams): GmoAnswer {
    const found = this.member(params, seqModeErrors(params['SeqMode']), seqErrors(params['CardSeq'], true));
    if (!found.ok) return fail(...found.errors);
    const card = activeCard(found.member, Number(params['CardSeq']));
    if (!card) return fail('E01240002');
    card.deleted = true;
    card.isDefault = false;
    return answer(['CardSeq', String(card.seq)]);
  }

  /** Checks the site, the MemberID and any extra format errors, then finds the member. */
  private member(params: GmoParams, ...extra: GmoErrInfo[][]): { ok: true; member: Member } | { ok: false; errors: GmoErrInfo[] } {
    const errors = [...missingSite(params), ...memberIdErrors(params['MemberID']), ...extra.flat()];
    if (errors.length > 0) return { ok: false, errors };
    if (!siteMatches(params, this.config)) return { ok: false, errors: ['E01210002'] };
    const member = this.store.getMember(params['MemberID']);
    return member ? { ok: true, member } : { ok: false, errors: ['E01390002'] };
  }
}

/** The card to charge for ExecTran with MemberID: CardSeq's, or the default card without one. */
export function cardFromMember(store: CardStore, config: CardProviderConfig, params: GmoParams): CardSource & { seq?: number } {
  const errors = [...missingSite(params), ...memberIdErrors(params['MemberID']), ...seqErrors(params['CardSeq'], false)];
  if (errors.length > 0) return { ok: false, error: errors[0] };
  if (!siteMatches(params, config)) return { ok: false, error: 'E01210002' };
  const member = store.getMember(params['MemberID']);
  if (!member) return { ok: false, error: 'E01390002' };
  const card = params['CardSeq'] ? activeCard(member, Number(params['CardSeq'])) : activeCards(member).find((candidate) => candidate.isDefault);
  return card ? { ok: true, card: { ...card.card }, seq: card.seq } : { ok: false, error: 'E01240002' };
}

/**
 * The card behind Token, using the token up unless `use` is false. This shop takes tokens only: a
 * raw CardNo is refused as GMO refuses it for token-contract shops.
 */
export function cardFromToken(store: CardStore, params: GmoParams, use = true): CardSource {
  if (params['Token']) {
    const redeemed = use ? store.redeemToken(params['Token']) : store.peekToken(params['Token']);
    return redeemed.ok ? { ok: true, card: redeemed.card } : { ok: false, error: 'E61010002' };
  }
  return { ok: false, error: params['CardNo'] ? 'E61040001' : 'E01170001' };
}

function seqErrors(cardSeq: string | undefined, required: boolean): GmoErrInfo[] {
  if (cardSeq === undefined || cardSeq === '') return required ? ['E01230001'] : [];
  return /^\d{1,4}$/.test(cardSeq) ? [] : ['E01230006'];
}

function activeCards(member: Member): SavedCard[] {
  return member.cards.filter((card) => !card.deleted);
}

function activeCard(member: Member, seq: number): SavedCard | undefined {
  return member.cards.find((card) => card.seq === seq && !card.deleted);
}

/**
 * GMO's `Brand` of a card (SaveCard and SearchCard answer it): VISA, MASTER, JCB, AMEX or DINERS by the number's
 * leading digits, '' for another.
 */
export function cardBrand(cardNo: string): string {
  if (/^4/.test(cardNo)) return 'VISA';
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/.test(cardNo)) return 'MASTER';
  if (/^35(2[89]|[3-8]\d)/.test(cardNo)) return 'JCB';
  if (/^3[47]/.test(cardNo)) return 'AMEX';
  if (/^3(0[0-5]|[689])/.test(cardNo)) return 'DINERS';
  return '';
}
