import type { EntityManager } from '@mikro-orm/postgresql';
import { type Reactor, sql, type StoredEvent } from '@coaching/server-core';
import { addMinutes } from '../domain/trial-rules';
import type { TrialSlots } from '../queries/trial-slots';
import { TrialHeld, TrialHoldExpired, TrialHoldReleased, TrialCancelled } from '../events';

/**
 * Async (the worker): a seat was taken or returned (held, hold expired or released, booking cancelled) →
 * the schedule's read model (`trial_availability`) is written again for that slot, so the calendar shows
 * what is left. The count is taken from `trial_seats` as the row is written, so an out-of-order run is
 * still right.
 */
export class RefreshAvailabilityWhenSeatsChangedReactor implements Reactor {
  readonly name = 'refresh-trial-availability-when-seats-changed';
  readonly eventTypes = [TrialHeld, TrialHoldExpired, TrialHoldReleased, TrialCancelled];

  constructor(private readonly slots: TrialSlots) {}

  async react(tx: EntityManager, event: StoredEvent): Promise<void> {
    const { trialId } = event.data as { trialId: string };
    const [trial] = await sql<{ game_id: number; starts_at: Date }>(tx, 'select game_id, starts_at from trials where id = ?', [trialId]);
    if (!trial) return;
    const startsAt = new Date(trial.starts_at);
    await this.slots.refresh(tx, trial.game_id, startsAt, addMinutes(startsAt, 1));
  }
}
