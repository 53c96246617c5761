import type { EntityManager } from '@mikro-orm/postgresql';
import type { CommandBus } from '@nestjs/cqrs';
import type { EventOf, Reactor } from '@coaching/server-core';
import { AdjustTrialCountCommand, ForgetTrialIntentCommand } from '@coaching/server-identity/commands';
import { TrialBooked } from '../events';

/**
 * Async: a member booked a free trial → one trial fewer on the member's count, which identity keeps
 * (`AdjustTrialCountCommand` on this reaction's transaction; never below zero; spec §3), and the intent that led the
 * member here is done with (`ForgetTrialIntentCommand`, issue 30): they are no longer led back to the booking.
 */
export class UseTrialWhenTrialBookedReactor implements Reactor {
  readonly name = 'use-trial-when-trial-booked';
  readonly eventTypes = [TrialBooked];

  constructor(private readonly commands: CommandBus) {}

  async react(tx: EntityManager, event: EventOf<typeof TrialBooked>): Promise<void> {
    await this.commands.execute(new AdjustTrialCountCommand(event.data.memberId, -1, tx));
    await this.commands.execute(new ForgetTrialIntentCommand(event.data.memberId, tx));
  }
}
