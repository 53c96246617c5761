import type { EntityManager } from '@mikro-orm/postgresql';
import type { CommandBus } from '@nestjs/cqrs';
import type { EventOf, Reactor, StoredEvent } from '@coaching/server-core';
import { AdjustTrialCountCommand } from '@coaching/server-identity/commands';
import { TrialCancelled } from '../events';

/**
 * Async: the school called a booked trial off → the member gets the trial back on the count identity keeps
 * (`AdjustTrialCountCommand`, +1). A member's own cancellation gives nothing back, and queues nothing.
 */
export class ReturnTrialWhenTrialCancelledBySchoolReactor implements Reactor {
  readonly name = 'return-trial-when-trial-cancelled-by-school';
  readonly eventTypes = [TrialCancelled];

  constructor(private readonly commands: CommandBus) {}

  reactsTo(event: Pick<StoredEvent, 'data'>): boolean {
    return (event.data as EventOf<typeof TrialCancelled>['data']).by === 'school';
  }

  async react(tx: EntityManager, event: EventOf<typeof TrialCancelled>): Promise<void> {
    await this.commands.execute(new AdjustTrialCountCommand(event.data.memberId, 1, tx));
  }
}
