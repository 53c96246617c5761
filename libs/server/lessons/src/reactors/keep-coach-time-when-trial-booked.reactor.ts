import type { EntityManager } from '@mikro-orm/postgresql';
import { type Reactor, sql, type StoredEvent } from '@coaching/server-core';

/** The parts of the trials context's events this reactor reads (events are published facts; its types are not). */
interface TrialBookedFacts {
  trialId: string;
  coachId: string;
  startsAt: string;
  endsAt: string;
}

/**
 * Async: a free trial booked with a coach (the trials context's `TrialBooked`) takes that coach's time, so no lesson
 * is booked over it; `TrialCancelled` gives it back. Scheduling reads `coach_trial_bookings` beside the lessons.
 * Idempotent: a redelivery writes the same row.
 */
export class KeepCoachTimeWhenTrialBookedReactor implements Reactor {
  readonly name = 'keep-coach-time-when-trial-booked';
  readonly eventTypes = ['TrialBooked', 'TrialCancelled'];

  async react(tx: EntityManager, event: StoredEvent): Promise<void> {
    const { trialId, coachId, startsAt, endsAt } = event.data as TrialBookedFacts;
    if (event.type === 'TrialCancelled') {
      await sql(tx, 'delete from coach_trial_bookings where trial_id = ?', [trialId ?? event.streamId.replace(/^trial-/, '')]);
      return;
    }
    if (!coachId) return;
    await sql(tx, 'insert into coach_trial_bookings (trial_id, coach_id, starts_at, ends_at) values (?, ?, ?, ?) on conflict (trial_id) do update set coach_id = excluded.coach_id, starts_at = excluded.starts_at, ends_at = excluded.ends_at', [
      trialId ?? event.streamId.replace(/^trial-/, ''),
      coachId,
      startsAt,
      endsAt,
    ]);
  }
}
