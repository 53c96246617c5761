import { Command } from '@nestjs/cqrs';
import type { OperatorIdentity, OperatorUpdate } from '@coaching/contracts';

/** An admin changes an account's role (and a coach's record) or deactivates / reactivates it. */
export class ChangeOperatorCommand extends Command<void> {
  constructor(
    readonly operatorId: string,
    readonly changes: OperatorUpdate,
    readonly actor: OperatorIdentity,
  ) {
    super();
  }
}
