import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { cardBrandLabel, type SavedCard } from '@coaching/contracts';
import { sql } from '@coaching/server-core';
import { CardProviderClient, type ProviderCard } from './card-provider-client';
import { CardProviderError, ProviderErrorInfo } from './card-provider-errors';
import { providerMemberIdFor } from './provider-member-id';

/** Our side of a member's cards: their id at the provider, and which card is their default. */
export interface BillingMember {
  providerMemberId: string;
  defaultCardSeq: string | null;
}

const newestFirst = (a: ProviderCard, b: ProviderCard) => Number(b.cardSeq) - Number(a.cardSeq);

/**
 * A member's cards as the member sees them: deleted ones left out, exactly one default when there are
 * cards, the default first, then the newest. The default is ours (`defaultCardSeq`); should that card be
 * gone, the provider's flagged card, else the newest, stands in.
 */
export function memberCards(cards: ProviderCard[], defaultCardSeq: string | null): SavedCard[] {
  const live = cards.filter((card) => !card.deleted).sort(newestFirst);
  const chosen = live.find((card) => card.cardSeq === defaultCardSeq) ?? live.find((card) => card.defaultFlag === '1') ?? live[0];
  return [...(chosen ? [chosen] : []), ...live.filter((card) => card !== chosen)].map((card) => ({
    card_seq: card.cardSeq,
    card_no: card.cardNo,
    holder_name: card.holderName,
    expire: card.expire,
    default_flag: card === chosen ? '1' : '0',
    brand: cardBrandLabel(card.brand),
  }));
}

/**
 * The member's saved cards. They live at the card provider only (card data never reaches our database);
 * we keep the member's id there and their default card (`billing_members`), from the first saved card on.
 * The purchase flow charges `defaultCard` with `providerMemberId`; the card commands change them one
 * member at a time (commands/card-changes.ts). Each write here is one statement, committed on its own: it
 * mirrors what the provider already did, so it stands even when the work fails afterwards.
 */
@Injectable()
export class SavedCards {
  constructor(
    private readonly em: EntityManager,
    private readonly provider: CardProviderClient,
  ) {}

  /** Our record of the member at the provider; null before their first card. */
  async billingMember(memberId: string): Promise<BillingMember | null> {
    const [row] = await sql<{ provider_member_id: string; default_card_seq: string | null }>(
      this.em.fork(),
      'select provider_member_id, default_card_seq from billing_members where user_id = ?',
      [memberId],
    );
    return row ? { providerMemberId: row.provider_member_id, defaultCardSeq: row.default_card_seq } : null;
  }

  /** The member's id at the provider (ExecTran's MemberID for a saved card); null before their first card. */
  async providerMemberId(memberId: string): Promise<string | null> {
    return (await this.billingMember(memberId))?.providerMemberId ?? null;
  }

  /** The member's live cards, the default first (asks the provider). */
  async cardsOf(memberId: string): Promise<SavedCard[]> {
    const member = await this.billingMember(memberId);
    return member ? memberCards(await this.provider.searchCard(member.providerMemberId), member.defaultCardSeq) : [];
  }

  /** The card a purchase with `defaultCard` charges (pass its card_seq to ExecTran); null when the member has none. */
  async defaultCard(memberId: string): Promise<SavedCard | null> {
    return (await this.cardsOf(memberId))[0] ?? null;
  }

  /**
   * The member at the provider, registering them there first if needed. Safe to repeat: a member the
   * provider already knows (an earlier attempt cut short before we recorded it) is fine.
   */
  async ensureBillingMember(memberId: string): Promise<BillingMember> {
    const known = await this.billingMember(memberId);
    if (known) return known;
    const providerMemberId = providerMemberIdFor(memberId);
    try {
      await this.provider.saveMember(providerMemberId);
    } catch (error) {
      if (!(error instanceof CardProviderError && error.has(ProviderErrorInfo.memberExists))) throw error;
    }
    await sql(this.em.fork(), 'insert into billing_members (user_id, provider_member_id) values (?, ?) on conflict (user_id) do nothing', [memberId, providerMemberId]);
    return { providerMemberId, defaultCardSeq: null };
  }

  /** Records the member's default card (null: none left). */
  async recordDefault(memberId: string, cardSeq: string | null): Promise<void> {
    await sql(this.em.fork(), 'update billing_members set default_card_seq = ? where user_id = ?', [cardSeq, memberId]);
  }
}
