import type { EntityManager } from '@mikro-orm/postgresql';
import { addMinutes, fromTokyo, tokyoParts } from '../domain/trial-calendar';
import { BOOKING_HORIZON_DAYS } from '../domain/trial-rules';
import type { TrialSlots } from '../queries/trial-slots';

/** Writes a game's schedule read model from today (Tokyo) to the end of the booking horizon. */
export async function refreshHorizon(em: EntityManager, slots: TrialSlots, gameId: number, now: Date = new Date()): Promise<void> {
  const from = fromTokyo(tokyoParts(now).date);
  await slots.refresh(em.fork(), gameId, from, addMinutes(from, (BOOKING_HORIZON_DAYS + 1) * 24 * 60));
}
