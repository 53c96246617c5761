import type { EntityManager } from '@mikro-orm/postgresql';
import { type InlineProjection, sql, type StoredEvent } from '@coaching/server-core';
import type { TrialEvent, TrialRequestedData } from '../domain/trial.decider';

/**
 * Inline: the taken seats (`trial_seats`). The hold command claims the seat row itself, in the append's
 * transaction, before the events are written (commands/seat-claims.ts); this projection keeps the row in step
 * with the stream afterwards (booked, done) and frees it (expired, released, cancelled). On a rebuild it
 * claims the held seats again from the events.
 */
export class TrialSeatsProjection implements InlineProjection {
  readonly name = 'trial-seats';
  readonly eventTypes = ['TrialRequested', 'TrialHeld', 'TrialBooked', 'TrialHoldExpired', 'TrialHoldReleased', 'TrialCancelled', 'TrialAttended', 'TrialNoShow'];
  /** The request of a stream being appended, for its `TrialHeld` (both come in one append). */
  private readonly requests = new Map<string, TrialRequestedData>();

  async apply(em: EntityManager, stored: StoredEvent): Promise<void> {
    const event = { type: stored.type, data: stored.data } as TrialEvent;
    switch (event.type) {
      case 'TrialRequested':
        this.requests.set(event.data.trialId, event.data);
        return;
      case 'TrialHeld': {
        const request = this.requests.get(event.data.trialId);
        this.requests.delete(event.data.trialId);
        if (!request) return;
        await sql(
          em,
          `insert into trial_seats (trial_id, game_id, coach_id, member_id, starts_at, ends_at, state, held_until)
           values (?, ?, ?, ?, ?, ?, 'held', ?) on conflict (trial_id) do nothing`,
          [request.trialId, request.gameId, event.data.coachId, request.memberId, request.startsAt, request.endsAt, event.data.heldUntil],
        );
        return;
      }
      case 'TrialBooked':
        await sql(em, `update trial_seats set state = 'booked', held_until = null where trial_id = ?`, [event.data.trialId]);
        return;
      case 'TrialAttended':
      case 'TrialNoShow':
        await sql(em, `update trial_seats set state = 'done' where trial_id = ?`, [event.data.trialId]);
        return;
      case 'TrialHoldExpired':
      case 'TrialHoldReleased':
      case 'TrialCancelled':
        await sql(em, 'delete from trial_seats where trial_id = ?', [event.data.trialId]);
        return;
      default:
        return;
    }
  }

  async reset(em: EntityManager): Promise<void> {
    this.requests.clear();
    await sql(em, 'delete from trial_seats');
  }
}
