import type { EntityManager } from '@mikro-orm/postgresql';
import type { CommandBus } from '@nestjs/cqrs';
import type { EventOf, Reactor } from '@coaching/server-core';
import { RecordMemberGameCommand } from '@coaching/server-identity/commands';
import { SubscriptionStarted } from '../events';

/**
 * Async: a member's plan is paid (a subscription started) → the plan's game joins the member's course list as the
 * selected one (spec §2), which identity keeps (`RecordMemberGameCommand` on this reaction's transaction).
 * The name is the one identity's reactor had, so reactions pending under it still run.
 */
export class RecordGameWhenSubscriptionStartedReactor implements Reactor {
  readonly name = 'record-game-when-subscription-started';
  readonly eventTypes = [SubscriptionStarted];

  constructor(private readonly commands: CommandBus) {}

  async react(tx: EntityManager, event: EventOf<typeof SubscriptionStarted>): Promise<void> {
    await this.commands.execute(new RecordMemberGameCommand(event.data.memberId, event.data.gameId, tx));
  }
}
