import type { EntityManager } from '@mikro-orm/postgresql';
import { addTokyoDays, tokyoDayStart } from '@coaching/contracts';
import type { EventMetadata } from '@coaching/server-core';
import { BOOKING_HORIZON_DAYS } from '../domain/trial-rules';
import type { TrialSlots } from '../queries/trial-slots';

/** A weekly trial window is a state-stored row; operators' additions and removals are recorded on its own stream. */
export const trialHoursStream = (trialHoursId: string) => ({ id: `trial-hours-${trialHoursId}`, type: 'trial-hours' });

/** The operator who acted: the events' actor. */
export const byOperator = (operatorId: string): EventMetadata => ({ actor: { type: 'operator', id: operatorId } });

/** Writes a game's schedule read model from today (Tokyo) to the end of the booking horizon. */
export async function refreshHorizon(em: EntityManager, slots: TrialSlots, gameId: number, now: Date = new Date()): Promise<void> {
  const from = tokyoDayStart(now);
  await slots.refresh(em.fork(), gameId, from, addTokyoDays(from, BOOKING_HORIZON_DAYS + 1));
}
