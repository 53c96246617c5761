import { Query } from '@nestjs/cqrs';

/** The lessons a contract (one subscription's period) has given, as a refund reads them (spec §9, the legal notice). */
export interface ContractLessonCount {
  /** Lessons taken: attended, missed, or lost by the terms (cancelled late, forfeited). */
  taken: number;
  /** The first lesson of the period that was not called off (its start), or null when none was held or booked. */
  firstLessonAt: Date | null;
  /**
   * When a coach was first assigned to the subscription's student (issue 32: the legal notice starts the service
   * with the coach's assignment), or null while none is.
   */
  coachAssignedAt: Date | null;
}

/**
 * Asked by billing's refund, answered by the lessons context (its `CountContractLessonsHandler`): the lessons of
 * `subscriptionId` starting in [from, to), counted as they stand at `at`, read from what is committed (the refund
 * reads outside any transaction). The class lives here, not in lessons' `./queries`, because lessons already reads
 * billing's queries: a class there would make the two packages build each other, a cycle Nx refuses (ADR 0015).
 */
export class CountContractLessonsQuery extends Query<ContractLessonCount> {
  constructor(
    readonly subscriptionId: string,
    readonly from: Date,
    readonly to: Date,
    readonly at: Date,
  ) {
    super();
  }
}
