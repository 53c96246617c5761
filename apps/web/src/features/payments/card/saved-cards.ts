import { SAVED_CARDS_MAX, type SavedCard } from '@coaching/contracts';

// Saved cards as /payments/card and the card form show them (spec §2, §4, §9).

/** 'MM/YY' from the provider's YYMM. */
export function expiryLabel(expire: string): string {
  const digits = expire.replace(/\D/g, '');
  if (digits.length !== 4) return expire;
  return `${digits.slice(2)}/${digits.slice(0, 2)}`;
}

export const isDefaultCard = (card: SavedCard) => card.default_flag === '1';

/** The default card first, then by sequence, so the list does not jump when nothing changed. */
export function orderedCards(cards: readonly SavedCard[]): SavedCard[] {
  return [...cards].sort((a, b) => Number(isDefaultCard(b)) - Number(isDefaultCard(a)) || Number(a.card_seq) - Number(b.card_seq));
}

export function defaultCard(cards: readonly SavedCard[] | undefined): SavedCard | null {
  return cards?.find(isDefaultCard) ?? null;
}

/** Spec §4/§9: at five saved cards the new-card form is hidden and the limit warning shown. */
export const cardLimitReached = (cards: readonly SavedCard[] | undefined) => (cards?.length ?? 0) >= SAVED_CARDS_MAX;

/** '•••• 1111' from the provider's mask ('************1111' or 'XXXXXXXXXXXX1111'): the last four digits. */
export function maskedNumberLabel(cardNo: string): string {
  const last = cardNo.replace(/[^0-9]/g, '').slice(-4);
  return last ? `•••• ${last}` : cardNo;
}

/** 'Visa •••• 1111': the brand the provider returns, when it gives one, and the last four digits. */
export const cardName = (card: Pick<SavedCard, 'brand' | 'card_no'>) => [card.brand, maskedNumberLabel(card.card_no)].filter(Boolean).join(' ');
