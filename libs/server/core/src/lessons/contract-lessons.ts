/** The lessons a contract (one subscription's period) has given, as a refund reads them (spec §9, the legal notice). */
export interface ContractLessonCount {
  /** Lessons taken: attended, missed, or lost by the terms (cancelled late, forfeited). */
  taken: number;
  /** The first lesson of the period that was not called off (its start), or null when none was held or booked. */
  firstLessonAt: Date | null;
}

/**
 * Billing's view of the lessons a subscription gave, so billing's refund need not read lessons' tables nor
 * depend on the lessons package (lessons already reads billing's published queries; the reverse would be a
 * cycle). The lessons context provides it (its global `ContractLessonsModule`), as identity provides
 * `MemberStanding`. ADR 0015.
 */
export abstract class ContractLessons {
  /** The lessons of `subscriptionId` starting in [from, to), counted as they stand at `at`. */
  abstract countFor(subscriptionId: string, from: Date, to: Date, at: Date): Promise<ContractLessonCount>;
}
