import type { EntityManager } from '@mikro-orm/postgresql';
import { Command } from '@nestjs/cqrs';

/**
 * Published (trials): takes the coach's time lock (`coach-time-<id>`, the one lessons takes when it books, moves or
 * reassigns a lesson) in the sender's writing transaction, held until it commits. Sent by trials as it claims a seat,
 * before it asks `ListCoachBusyTimesQuery` on that same transaction: a lesson and a trial of the same coach and hour,
 * written at the same instant, cannot both pass (ADR 0011, addendum). Throws outside a transaction.
 */
export class LockCoachTimeCommand extends Command<void> {
  constructor(
    readonly coachId: string,
    /** The sender's open writing transaction: the lock is taken on it, never beside it. */
    readonly within: EntityManager,
  ) {
    super();
  }
}
