import type { EntityManager } from '@mikro-orm/postgresql';
import { type InlineProjection, sql, type StoredEvent } from '@coaching/server-core';
import { TRIAL_EVENT_TYPES, type TrialEvent } from '../domain/trial.decider';

const STATUS_OF = {
  TrialHeld: 'held',
  TrialBooked: 'booked',
  TrialHoldExpired: 'expired',
  TrialHoldReleased: 'released',
  TrialCancelled: 'cancelled',
  TrialAttended: 'attended',
  TrialNoShow: 'no_show',
} as const;

/**
 * Inline: the `trials` read model (the member's trial, the back office's list and conversion rate), written in
 * the append's transaction so the member reads their hold or booking at once.
 */
export class TrialsProjection implements InlineProjection {
  readonly name = 'trials';
  readonly eventTypes = TRIAL_EVENT_TYPES;

  async apply(em: EntityManager, stored: StoredEvent): Promise<void> {
    const event = { type: stored.type, data: stored.data } as TrialEvent;
    const at = stored.metadata.occurredAt ?? stored.recordedAt.toISOString();
    switch (event.type) {
      case 'TrialRequested': {
        const d = event.data;
        await sql(
          em,
          `insert into trials (id, member_id, game_id, last_name, first_name, starts_at, ends_at, status, created_at, updated_at)
           values (?, ?, ?, ?, ?, ?, ?, 'requested', ?, ?) on conflict (id) do nothing`,
          [d.trialId, d.memberId, d.gameId, d.lastName, d.firstName, d.startsAt, d.endsAt, d.requestedAt, at],
        );
        return;
      }
      case 'TrialHeld':
        await sql(em, `update trials set status = 'held', coach_id = ?, held_until = ?, offer = ?, updated_at = ? where id = ?`, [
          event.data.coachId,
          event.data.heldUntil,
          event.data.offer === true,
          at,
          event.data.trialId,
        ]);
        return;
      case 'TrialCancelled':
        await sql(em, `update trials set status = 'cancelled', cancelled_by = ?, held_until = null, updated_at = ? where id = ?`, [event.data.by, at, event.data.trialId]);
        return;
      case 'TrialAttended':
      case 'TrialNoShow':
        await sql(em, 'update trials set status = ?, attendance_recorded_at = ?, updated_at = ? where id = ?', [STATUS_OF[event.type], event.data.recordedAt, at, event.data.trialId]);
        return;
      case 'TrialConverted':
        await sql(em, 'update trials set converted_at = ?, updated_at = ? where id = ?', [event.data.convertedAt, at, event.data.trialId]);
        return;
      default:
        await sql(em, 'update trials set status = ?, held_until = null, updated_at = ? where id = ?', [STATUS_OF[event.type], at, event.data.trialId]);
    }
  }

  async reset(em: EntityManager): Promise<void> {
    await sql(em, 'delete from trials');
  }
}
