import { Command } from '@nestjs/cqrs';

/**
 * Published (backoffice): links an operator account to a coach record, so the account signs in as that coach and
 * sees only their students; `coachId` null unlinks the account. Answers false when the coach does not exist or
 * already belongs to another account (nothing changes then).
 */
export class LinkCoachAccountCommand extends Command<boolean> {
  constructor(
    readonly operatorId: string,
    readonly coachId: string | null,
  ) {
    super();
  }
}
