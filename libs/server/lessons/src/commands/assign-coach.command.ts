import { Command } from '@nestjs/cqrs';
import type { CoachChangeOutcome } from '@coaching/contracts';
import type { ActingOperator } from './acting-operator';

/**
 * Support assigns the coach of a member's running subscription, or changes it with a reason (spec §6: members
 * cannot). A change moves the lessons ahead to the new coach where the new coach is free; the others are cancelled
 * by the school, with a make-up credit. A first assignment mails the member (lesson-coach-assigned, in its
 * transaction); a change mails the member (lesson-coach-changed: the reason, the lessons moved, how many were cancelled)
 * and both coaches. Only a coach of the student's game is taken (issue 34).
 */
export class AssignCoachCommand extends Command<CoachChangeOutcome> {
  constructor(
    readonly subscriptionId: string,
    /** null: take the coach off (the student goes back to 未割当); refused while lessons are ahead. */
    readonly coachId: string | null,
    readonly reason: string | undefined,
    readonly operator: ActingOperator,
  ) {
    super();
  }
}
