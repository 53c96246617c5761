import type { EntityManager } from '@mikro-orm/postgresql';
import { type EventOf, type Reactor, sql } from '@coaching/server-core';
import { SubscriptionStarted } from '@coaching/server-billing/events';

/**
 * Async: a member's plan is paid (billing's subscription started) → identity records the game as theirs
 * (`game_users`) and makes it the selected one, so the member's course list (spec §2) shows it highlighted.
 * Idempotent: a second delivery writes the same rows.
 */
export class RecordGameWhenSubscriptionStartedReactor implements Reactor {
  readonly name = 'record-game-when-subscription-started';
  readonly eventTypes = [SubscriptionStarted];

  async react(tx: EntityManager, event: EventOf<typeof SubscriptionStarted>): Promise<void> {
    const { memberId, gameId } = event.data;
    await sql(tx, 'insert into game_users (user_id, game_id, is_selected) values (?, ?, true) on conflict (user_id, game_id) do update set is_selected = true', [memberId, gameId]);
    await sql(tx, 'update game_users set is_selected = false where user_id = ? and game_id <> ? and is_selected', [memberId, gameId]);
  }
}
