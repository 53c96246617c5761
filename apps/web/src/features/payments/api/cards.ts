import type { CardSchedule, SavedCard } from '@coaching/contracts';
import useSWR from 'swr';
import { ensureCsrfCookie, http } from '../../../lib/http';
import type { CardProviderConfig } from '../card/card-token';
import { paymentsApi } from './endpoints';

/** GET /api/payments/cards: the member's saved cards at the provider. */
export function useSavedCards() {
  return useSWR<SavedCard[], unknown>(paymentsApi.cards, { revalidateOnFocus: false });
}

/** GET /api/payments/card-provider: where the provider's token script is, and our shop id. Public and stable. */
export function useCardProvider() {
  return useSWR<CardProviderConfig, unknown>(paymentsApi.cardProvider, { revalidateOnFocus: false, revalidateIfStale: false });
}

/** POST /api/payments/saveCard {token} → the cards after saving (the new one is the default) and a message. */
export async function saveCard(token: string): Promise<{ data: SavedCard[]; message?: string }> {
  await ensureCsrfCookie();
  return http.post<{ data: SavedCard[]; message?: string }>(paymentsApi.saveCard, { token });
}

/** POST /api/payments/deleteCard {card_seq}. */
export async function deleteCard(cardSeq: string): Promise<{ data?: SavedCard[]; message?: string } | undefined> {
  await ensureCsrfCookie();
  return http.post<{ data?: SavedCard[]; message?: string } | undefined>(paymentsApi.deleteCard, { card_seq: cardSeq });
}

/** PUT /api/payments/cards {card_seq}: makes the card the default. */
export async function setDefaultCard(cardSeq: string): Promise<{ data?: SavedCard[]; message?: string } | undefined> {
  await ensureCsrfCookie();
  return http.put<{ data?: SavedCard[]; message?: string } | undefined>(paymentsApi.cards, { card_seq: cardSeq });
}

/** GET /api/payments/cards/schedules: the monthly schedules still to be charged, and the card paying each. */
export function useCardSchedules() {
  return useSWR<CardSchedule[], unknown>(paymentsApi.cardSchedules, { revalidateOnFocus: false });
}

/** POST /api/payments/cards/move-schedule {payment_id, card_seq}: the remaining payments move to that card. */
export async function moveSchedule(paymentId: string, cardSeq: string): Promise<{ data: CardSchedule[]; message?: string }> {
  await ensureCsrfCookie();
  return http.post<{ data: CardSchedule[]; message?: string }>(paymentsApi.moveSchedule, { payment_id: paymentId, card_seq: cardSeq });
}
